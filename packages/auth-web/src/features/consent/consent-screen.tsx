import { isApiError } from '@optwallet/api-client';
import { translate } from '@optwallet/domain';
import { Avatar, Button, Spinner } from '@optwallet/ui';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Check } from 'lucide-react';
import { Redirect, useSearch } from 'wouter';
import {
  CardScreen,
  SignOutButton,
  cardScreenStyles as pageStyles,
} from '../../components/card-screen';
import type { AppSession } from '../../lib/app-session';
import { WithQueries } from '../../lib/query-client';
import { oneFailureText } from '../../lib/failure-text';
import styles from './consent.module.css';
import { readConsentRequest, withSignInAsked, type ConsentParams } from './consent-request';
import { InvalidRequest } from './invalid-request';
import { text } from './texts';

export interface ConsentScreenProps {
  session: AppSession;
  /** Where a request without client or return address goes (the app's `/` of product §2). */
  home: string;
  /**
   * OpenID Connect max_age is honoured: the server is asked whether this sign-in is too old for
   * the request, and when it is, the request goes back to the app's /oauth with prompt=login
   * (the consent app's /oauth then asks for a sign-in again). Left out, max_age is not asked
   * about (the ID token's auth_time still tells the partner when the user signed in).
   */
  honourMaxAge?: boolean;
}

/**
 * /oauth-consent signed in, in both apps (product §6): the request is checked before anything is
 * asked of the server (state and a PKCE S256 challenge are required, else it is refused here);
 * then who asks, for what, on whose account, with Authorize and Deny.
 */
export function ConsentScreen({ session, home, honourMaxAge = false }: ConsentScreenProps) {
  const request = readConsentRequest(useSearch());
  if (request.kind === 'incomplete') return <Redirect to={home} replace />;
  if (request.kind === 'invalid')
    return (
      <InvalidRequest
        reason={text(request.problem === 'no_state' ? 'invalid_no_state' : 'invalid_no_pkce')}
      />
    );
  return (
    <WithQueries>
      <Consent session={session} params={request.params} honourMaxAge={honourMaxAge} />
    </WithQueries>
  );
}

/**
 * GET /oauth/authorize checks client, exact redirect_uri and scopes first; only the server's
 * answer to POST is ever navigated to.
 */
function Consent({
  session,
  params,
  honourMaxAge,
}: {
  session: AppSession;
  params: ConsentParams;
  honourMaxAge: boolean;
}) {
  const { code_challenge: challenge, nonce, ...query } = params;
  const search = useSearch();
  const forceConsent = new URLSearchParams(search).get('prompt') === 'consent';
  const maxAge = honourMaxAge ? readMaxAge(search) : undefined;
  const infoQuery = maxAge === undefined ? query : { ...query, max_age: maxAge };
  const info = useQuery({
    queryKey: ['oauth-authorize', infoQuery],
    queryFn: async ({ signal }) =>
      (await session.loadApi()).oauth.authorizeInfo(infoQuery, { signal }),
  });
  const decide = useMutation({
    mutationFn: async (decision: 'approve' | 'deny') =>
      (await session.loadApi()).oauth.authorize({
        ...query,
        code_challenge: challenge,
        decision,
        ...(nonce === undefined ? {} : { nonce }),
      }),
    onSuccess: ({ redirect_url }) => window.location.assign(redirect_url),
  });

  if (info.isPending) {
    return (
      <CardScreen title={translate('oauth.authorize')}>
        <Spinner label={text('loading')} />
      </CardScreen>
    );
  }
  if (info.isError) {
    if (isApiError(info.error) && (info.error.status === 422 || info.error.status === 404))
      return <InvalidRequest reason={info.error.message} />;
    return (
      <CardScreen title={translate('error.something_went_wrong')}>
        <p className={pageStyles.warning} role="alert">
          {oneFailureText(info.error)}
        </p>
        <Button variant="secondary" onClick={() => void info.refetch()}>
          {text('try_again')}
        </Button>
      </CardScreen>
    );
  }

  // Signed in longer ago than the partner's max_age: a sign-in again first.
  if (info.data.login_required)
    return <Redirect to={`/oauth?${withSignInAsked(search)}`} replace />;

  const { client, scopes, user } = info.data;
  // Consent given before for all of this is remembered: one click, unless prompt=consent.
  const remembered = info.data.remembered && !forceConsent;
  const fullName = [user.first_name, user.last_name].filter(Boolean).join(' ');
  const accountName = fullName || user.username || user.email || '';

  return (
    <CardScreen
      title={text(remembered ? 'remembered_title' : 'consent_title', { name: client.name })}
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
      <section aria-label={text('consent_signed_in_as')} className={pageStyles.account}>
        <Avatar name={accountName} src={user.avatar} size="sm" alt="" />
        <span className={pageStyles.accountText}>
          <span className={pageStyles.muted}>{text('consent_signed_in_as')}</span>
          <strong>{accountName}</strong>
          {user.username && accountName !== user.username ? (
            <span className={pageStyles.muted}>@{user.username}</span>
          ) : null}
        </span>
        {/* Signed out, the app brings the same request back to its sign-in. */}
        <SignOutButton session={session}>{text('consent_switch')}</SignOutButton>
      </section>
      {remembered ? (
        <p>{text('remembered_body', { name: client.name })}</p>
      ) : (
        <section>
          <h2 className={styles.permissionsTitle}>
            {text('consent_permissions', { name: client.name })}
          </h2>
          <ul className={styles.permissions}>
            {scopes.map((scope) => (
              <li key={scope.name}>
                <Check className={styles.check} size={16} strokeWidth={3} aria-hidden="true" />
                {scope.description}
              </li>
            ))}
          </ul>
        </section>
      )}
      {decide.isError ? (
        <p className={pageStyles.warning} role="alert">
          {oneFailureText(decide.error)}
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
          {remembered ? text('remembered_continue') : translate('oauth.authorize')}
        </Button>
      </div>
      <p className={pageStyles.muted}>{text('consent_note')}</p>
    </CardScreen>
  );
}

/** max_age of the request when it is a whole number of seconds (anything else is not asked about). */
function readMaxAge(search: string): number | undefined {
  const value = new URLSearchParams(search).get('max_age');
  return value !== null && /^\d{1,10}$/.test(value) ? Number(value) : undefined;
}
