import { queryClient } from '@optwallet/auth-web';
import { loginGuard, shouldLoadWalletData, walletGuard } from '@optwallet/domain';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Navigate, Outlet, useLocation } from '../../lib/router';
import { PageLoader } from '../../components/page-loader';
import { userQuery, useWallets } from '../../lib/account';
import { validatorsQuery, walletTokensQuery } from '../../lib/money/queries';
import { session } from '../../lib/session';

/**
 * The login and wallet guards of spec §2, as one layout over React Query: GET /user and GET
 * /wallets start together; the loader shows until the user is known and the wallet check is done
 * (`defiWalletCheck`), then the user goes where domain's `loginGuard` and `walletGuard` say
 * (onboarding, wallet setup, `/` to the dashboard) or the screen renders. So the shell never shows
 * with links that are not gated yet, nor a screen the user is about to leave. A failed user load
 * logs out (spec §8); a failed wallets load counts as "no wallet" (spec §4).
 */
export function AccountGuard() {
  const { pathname } = useLocation();
  const user = useQuery(userQuery);
  const { wallets, status } = useWallets();

  useEffect(() => {
    if (user.isError) session.logout();
  }, [user.isError]);

  // With a wallet, a fully onboarded user's first wallet's tokens and the validators load (spec §2).
  const firstWallet = wallets[0];
  const loadWalletData = user.data !== undefined && shouldLoadWalletData(user.data, wallets);
  useEffect(() => {
    if (!loadWalletData || !firstWallet) return;
    void queryClient.prefetchQuery(walletTokensQuery(firstWallet.id));
    void queryClient.prefetchQuery(validatorsQuery());
  }, [loadWalletData, firstWallet]);

  // A failed user load is logging out (to /login, or to sign-up from /c/{code}, spec §4).
  if (!user.data) return <PageLoader />;
  const login = loginGuard({ userStatus: 'succeeded', user: user.data, path: pathname });
  if (login.kind === 'redirect') return <Navigate to={login.to} replace state={login.state} />;
  const wallet = walletGuard({ user: user.data, wallets, walletsStatus: status, path: pathname });
  if (wallet.kind === 'loading') return <PageLoader />;
  if (wallet.kind === 'redirect') return <Navigate to={wallet.to} replace state={wallet.state} />;
  return <Outlet />;
}
