import type { OAuthConsentState } from '@optwallet/domain';
import { Button, Spinner } from '@optwallet/ui';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useLocation } from '../../../lib/router';
import { CenteredPage, pageStyles } from '../../../components/centered-page';
import { t } from '../texts';
import { api } from '../../../lib/api';
import { showServerError } from '../../../lib/form-errors';

/**
 * The OAuth consent page (spec §6): who asks, which permissions, Authorize or Deny. The partner's
 * PKCE challenge comes in the query (code_challenge); the answer sends the browser back to the partner.
 */
export function Component() {
  const location = useLocation();
  const query = new URLSearchParams(location.search);
  const carried = location.state as Partial<OAuthConsentState> | null;
  const params = {
    client_id: carried?.client_id ?? query.get('client_id') ?? '',
    redirect_uri: carried?.redirect_uri ?? query.get('redirect_uri') ?? '',
    scopes: carried?.scopes ?? query.get('scopes') ?? '',
    state: carried?.state ?? query.get('state') ?? '',
  };
  const challenge = query.get('code_challenge') ?? '';
  const info = useQuery({
    queryKey: ['oauth-info', params],
    // A request without state is refused by the server (422), shown here on our own origin.
    queryFn: ({ signal }) => api.oauth.authorizeInfo(params, { signal }),
    enabled: params.client_id !== '' && params.redirect_uri !== '' && challenge !== '',
  });
  const decide = useMutation({
    mutationFn: (decision: 'approve' | 'deny') =>
      api.oauth.authorize({ ...params, code_challenge: challenge, decision }),
    onSuccess: ({ redirect_url }) => window.location.assign(redirect_url),
    onError: (error) => showServerError(error),
  });

  // Without PKCE the request stays refused (ARCHITECTURE.md), and the page says why, as the
  // consent app does, instead of a disabled Authorize button without a word.
  if (challenge === '') {
    return (
      <CenteredPage title={t('oauth.invalid_title')} subtitle={t('oauth.invalid_body')}>
        <p className={pageStyles.warning} role="alert">
          {t('oauth.invalid_no_pkce')}
        </p>
      </CenteredPage>
    );
  }
  if (info.isPending && info.fetchStatus !== 'idle') {
    return (
      <CenteredPage title={t('oauth.authorize')}>
        <Spinner label={t('common.loading')} />
      </CenteredPage>
    );
  }
  if (!info.data) {
    return (
      <CenteredPage title={t('error.something_went_wrong')}>
        <p className={pageStyles.warning} role="alert">
          {info.error?.message ?? t('error.could_not_process')}
        </p>
      </CenteredPage>
    );
  }
  return (
    <CenteredPage title={`${info.data.client.name}`} subtitle={t('placeholder.oauth_consent')}>
      <ul>
        {info.data.scopes.map((scope) => (
          <li key={scope.name}>{scope.description}</li>
        ))}
      </ul>
      <div className={pageStyles.row}>
        <Button
          variant="secondary"
          disabled={decide.isPending}
          onClick={() => decide.mutate('deny')}
        >
          {t('oauth.deny')}
        </Button>
        <Button
          loading={decide.isPending}
          disabled={decide.isPending}
          onClick={() => decide.mutate('approve')}
        >
          {t('oauth.authorize')}
        </Button>
      </div>
    </CenteredPage>
  );
}
