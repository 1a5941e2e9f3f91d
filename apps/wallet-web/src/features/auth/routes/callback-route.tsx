import { tokenResponseSchema } from '@optwallet/contract';
import type { TokenResponse } from '@optwallet/contract';
import { LinkFailedPage } from '@optwallet/auth-web';
import { Spinner, useRunOnce } from '@optwallet/ui';
import { useState } from 'react';
import { CenteredPage } from '../../../components/centered-page';
import { t } from '../texts';
import { api } from '../../../lib/api';
import { session } from '../../../lib/session';

type CallbackPlan =
  { kind: 'tokens'; tokens: TokenResponse } | { kind: 'token'; token: string } | { kind: 'none' };

/** Reads what the callback URL carries: a token set (fragment or query) or a single-use token. */
function readCallback(location: Location): CallbackPlan {
  const fromHash = new URLSearchParams(location.hash.replace(/^#/, ''));
  const fromQuery = new URLSearchParams(location.search);
  const read = (key: string) => fromHash.get(key) ?? fromQuery.get(key);
  const tokens = tokenResponseSchema.safeParse({
    access_token: read('access_token'),
    refresh_token: read('refresh_token'),
    expires_in: Number(read('expires_in')),
  });
  if (tokens.success) return { kind: 'tokens', tokens: tokens.data };
  const token = read('token');
  return token ? { kind: 'token', token } : { kind: 'none' };
}

/** Stores a handed-over token set, or exchanges a single-use token like a magic link. */
async function runCallback(plan: Exclude<CallbackPlan, { kind: 'none' }>) {
  if (plan.kind === 'tokens') api.session.setTokens(plan.tokens);
  else await api.auth.magicLogin({ token: plan.token });
  session.completeSignIn('/');
}

/**
 * /callback: where an outside sign-in hands back to the app. Decision: it carries either a token
 * set (access_token, refresh_token, expires_in, in the fragment or the query) or a single-use
 * `token` that is exchanged like a magic link.
 */
export function Component() {
  const [plan] = useState(() => readCallback(window.location));
  const failed = useRunOnce(plan.kind === 'none' ? null : plan, runCallback);

  if (failed) return <LinkFailedPage signInHref="/login" />;
  return (
    <CenteredPage title={t('auth.callback_title')}>
      <Spinner label={t('common.loading')} />
    </CenteredPage>
  );
}
