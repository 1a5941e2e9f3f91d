import { shouldLoadWalletData, walletGuard } from '@optwallet/domain';
import { Navigate, Outlet, useLocation } from 'react-router';
import { api } from '../../lib/api';
import { queryClient } from '../../lib/query-client';
import { useAuthStore } from '../../stores/auth-store';
import { useWalletStore } from '../../stores/wallet-store';

export const walletTokensQueryKey = (walletId: string) => ['wallet-tokens', walletId] as const;
export const VALIDATORS_QUERY_KEY = ['validators'] as const;

/**
 * Loader of the wallet guard (spec §2): loads the wallets; a failure counts as "no wallet" (spec §4
 * wallet gating). A fully onboarded user with a wallet also gets the first wallet's tokens and the
 * validators loaded; their failures are left to the screens that show them.
 */
export async function walletGuardLoader({ request }: { request: Request }) {
  const store = useWalletStore.getState();
  store.startLoading();
  try {
    store.loaded(await api.wallets.list({ signal: request.signal }));
  } catch {
    store.failed();
  }
  const { wallets } = useWalletStore.getState();
  const user = useAuthStore.getState().user;
  const wallet = wallets[0];
  if (wallet && user && shouldLoadWalletData(user, wallets)) {
    await Promise.allSettled([
      queryClient.prefetchQuery({
        queryKey: walletTokensQueryKey(wallet.id),
        queryFn: () => api.wallets.tokens(wallet.id),
      }),
      queryClient.prefetchQuery({
        queryKey: VALIDATORS_QUERY_KEY,
        queryFn: () => api.wallets.validatorsDetails(),
      }),
    ]);
  }
  return null;
}

/** `/` -> /dashboard with a wallet; without one, /setup-wallet unless the path is exempt. */
export function WalletGuard() {
  const user = useAuthStore((s) => s.user);
  const wallets = useWalletStore((s) => s.wallets);
  const walletsStatus = useWalletStore((s) => s.walletStatus);
  const { pathname } = useLocation();
  if (!user) return null;
  const decision = walletGuard({ user, wallets, walletsStatus, path: pathname });
  if (decision.kind === 'loading') return null;
  if (decision.kind === 'redirect')
    return <Navigate to={decision.to} replace state={decision.state} />;
  return <Outlet />;
}
