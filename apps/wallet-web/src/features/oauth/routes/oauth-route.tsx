import { oauthDecision, readOAuthParams } from '@optwallet/domain';
import { Navigate, useLocation } from '../../../lib/router';
import { api } from '../../../lib/api';

/** /oauth signed in (spec §2): to the consent page carrying token, client and scopes, or home. */
export function Component() {
  const { search } = useLocation();
  const decision = oauthDecision(api.session.getAccessToken(), readOAuthParams(search));
  if (decision.kind === 'showLogin') return null;
  if (decision.to === '/') return <Navigate to="/" replace />;
  const query = new URLSearchParams(search);
  query.delete('token');
  return <Navigate to={`/oauth-consent?${query.toString()}`} replace state={decision.state} />;
}
