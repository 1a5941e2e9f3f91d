import { queryClient } from '@optwallet/auth-web';
import { loginGuard, shouldLoadWalletData, walletGuard } from '@optwallet/domain';
import { useQuery } from '@tanstack/react-query';
import { Suspense, lazy, useEffect } from 'react';
import { Navigate, Outlet, useLocation } from '../../lib/router';
import { PageLoader } from '../../components/page-loader';
import { reloadAccount, unreachable, userQuery, useWallets } from '../../lib/account';
import { validatorsQuery, walletTokensQuery } from '../../lib/money/queries';
import { keepReturnPath } from '../../lib/return-path';
import { session } from '../../lib/session';

// Only ever shown offline: out of the signed-in first load (the worker has it cached).
const OfflinePage = lazy(() =>
  import('../offline/offline-page').then(({ OfflinePage }) => ({ default: OfflinePage })),
);

/**
 * The login and wallet guards of product §2, as one layout over React Query: GET /user and GET
 * /wallets start together; the loader shows until the user is known and the wallet check is done
 * (`defiWalletCheck`), then the user goes where domain's `loginGuard` and `walletGuard` say
 * (onboarding, wallet setup, `/` to the dashboard) or the screen renders. So the shell never shows
 * with links that are not gated yet, nor a screen the user is about to leave. A failed user load
 * logs out (product §8); a failed wallets load counts as "no wallet" (product §4). A load that never
 * reached the server (offline, or the server out of reach) is neither: the offline page shows,
 * the session stays, and both load again when the connection is back.
 */
export function AccountGuard() {
  const { pathname, search } = useLocation();
  const user = useQuery(userQuery);
  const { wallets, status, unreachable: walletsUnreachable } = useWallets();
  // Offline, or the server out of reach: the session may be fine, so it stays.
  const userUnreachable = unreachable(user);

  useEffect(() => {
    if (user.isError && !userUnreachable) session.logout();
  }, [user.isError, userUnreachable]);

  // With a wallet, a fully onboarded user's first wallet's tokens and the validators load (product §2).
  const firstWallet = wallets[0];
  const loadWalletData = user.data !== undefined && shouldLoadWalletData(user.data, wallets);
  useEffect(() => {
    if (!loadWalletData || !firstWallet) return;
    void queryClient.prefetchQuery(walletTokensQuery(firstWallet.id));
    void queryClient.prefetchQuery(validatorsQuery());
  }, [loadWalletData, firstWallet]);

  const offline = (
    <Suspense fallback={<PageLoader />}>
      <OfflinePage onRetry={reloadAccount} />
    </Suspense>
  );
  // A failed user load is logging out (to /login, or to sign-up from /c/{code}, product §4).
  if (!user.data) return userUnreachable ? offline : <PageLoader />;
  const login = loginGuard({ userStatus: 'succeeded', user: user.data, path: pathname });
  const wallet =
    login.kind === 'redirect'
      ? login
      : walletGuard({ user: user.data, wallets, walletsStatus: status, path: pathname });
  if (wallet.kind === 'loading') return walletsUnreachable ? offline : <PageLoader />;
  if (wallet.kind === 'redirect') {
    // Onboarding and wallet setup end where the person was going (lib/return-path.ts). Kept
    // while rendering: writing the same path twice changes nothing.
    keepReturnPath(`${pathname}${search}`);
    return <Navigate to={wallet.to} replace state={wallet.state} />;
  }
  return <Outlet />;
}
