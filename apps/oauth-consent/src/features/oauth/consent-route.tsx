import { isApiError } from '@optwallet/api-client';
import { translate } from '@optwallet/domain';
import { Avatar, Button, Spinner } from '@optwallet/ui';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Redirect } from 'wouter';
import { Page, pageStyles } from '../../components/page';
import { api } from '../../lib/api';
import { WithQueries } from '../../lib/query-client';
import { useSearchString } from '../../lib/router';
import { errorText } from '../../lib/errors';
import { logout, useLoggedIn } from '../../lib/session';
import { text } from '../../lib/texts';
import styles from './consent.module.css';
import { readConsentRequest, type ConsentParams } from './consent-request';
import { CONSENT_HOME } from './incomplete-request';
import { InvalidRequest } from './invalid-request';

/** /oauth-consent: signed out it sends back to /oauth (the login keeps the request). */
export function ConsentRoute() {
  const search = useSearchString();
  const loggedIn = useLoggedIn();
  if (!loggedIn) return <Redirect to={`/oauth${search}`} replace />;
  const request = readConsentRequest(search);
  if (request.kind === 'incomplete') return <Redirect to={CONSENT_HOME} replace />;
  if (request.kind === 'invalid')
    return (
      <InvalidRequest
        reason={text(request.problem === 'no_state' ? 'invalid_no_state' : 'invalid_no_pkce')}
      />
    );
  return (
    <WithQueries>
      <Consent params={request.params} />
    </WithQueries>
  );
}

/**
 * Who asks, for what, on whose account (spec §6). GET /oauth/authorize checks client, exact
 * redirect_uri and scopes first; only the server's answer to POST is ever navigated to.
 */
function Consent({ params }: { params: ConsentParams }) {
  const { code_challenge: challenge, ...query } = params;
  const info = useQuery({
    queryKey: ['oauth-authorize', query],
    queryFn: ({ signal }) => api.oauth.authorizeInfo(query, { signal }),
  });
  const decide = useMutation({
    mutationFn: (decision: 'approve' | 'deny') =>
      api.oauth.authorize({ ...query, code_challenge: challenge, decision }),
    onSuccess: ({ redirect_url }) => window.location.assign(redirect_url),
  });

  if (info.isPending) {
    return (
      <Page title={translate('oauth.authorize')}>
        <Spinner label={text('loading')} />
      </Page>
    );
  }
  if (info.isError) {
    if (isApiError(info.error) && (info.error.status === 422 || info.error.status === 404))
      return <InvalidRequest reason={info.error.message} />;
    return (
      <Page title={translate('error.something_went_wrong')}>
        <p className={pageStyles.warning} role="alert">
          {errorText(info.error)}
        </p>
        <Button variant="secondary" onClick={() => void info.refetch()}>
          {text('try_again')}
        </Button>
      </Page>
    );
  }

  const { client, scopes, user } = info.data;
  const fullName = [user.first_name, user.last_name].filter(Boolean).join(' ');
  const accountName = fullName || user.username || user.email || '';
  // Signed out, ConsentRoute sends the same request to the login on /oauth.
  const switchAccount = () => logout();

  return (
    <Page
      title={text('consent_title', { name: client.name })}
      top={
        <div className={styles.partner}>
          <Avatar name={client.name} src={client.logo_url} size="lg" alt={`${client.name} logo`} />
          {client.website ? (
            <a
              className={`${pageStyles.link} ${styles.site}`}
              href={client.website}
              target="_blank"
              rel="noreferrer noopener"
            >
              {client.website.replace(/^https?:\/\//, '')}
            </a>
          ) : null}
        </div>
      }
    >
      <section aria-label={text('consent_signed_in_as')} className={styles.account}>
        <Avatar name={accountName} src={user.avatar} size="sm" alt="" />
        <span className={styles.accountText}>
          <span className={pageStyles.muted}>{text('consent_signed_in_as')}</span>
          <strong>{accountName}</strong>
          {user.username && accountName !== user.username ? (
            <span className={pageStyles.muted}>@{user.username}</span>
          ) : null}
        </span>
        <button type="button" className={pageStyles.linkButton} onClick={switchAccount}>
          {text('consent_switch')}
        </button>
      </section>
      <section>
        <h2 className={styles.permissionsTitle}>
          {text('consent_permissions', { name: client.name })}
        </h2>
        <ul className={styles.permissions}>
          {scopes.map((scope) => (
            <li key={scope.name}>{scope.description}</li>
          ))}
        </ul>
      </section>
      {decide.isError ? (
        <p className={pageStyles.warning} role="alert">
          {errorText(decide.error)}
        </p>
      ) : null}
      <div className={pageStyles.actions}>
        <Button
          variant="secondary"
          disabled={decide.isPending || decide.isSuccess}
          onClick={() => decide.mutate('deny')}
        >
          {translate('oauth.deny')}
        </Button>
        <Button
          loading={decide.isPending && decide.variables === 'approve'}
          disabled={decide.isPending || decide.isSuccess}
          onClick={() => decide.mutate('approve')}
        >
          {translate('oauth.authorize')}
        </Button>
      </div>
      <p className={pageStyles.muted}>{text('consent_note')}</p>
    </Page>
  );
}
