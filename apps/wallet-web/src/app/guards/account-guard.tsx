import {
  loginGuard,
  referralCodeFromPath,
  shouldLoadWalletData,
  walletGuard,
} from '@optwallet/domain';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Navigate, Outlet, useLocation } from '../../lib/router';
import { userQuery, useWallets } from '../../lib/account';
import { validatorsQuery, walletTokensQuery } from '../../lib/money/queries';
import { queryClient } from '../../lib/query-client';
import { logout } from '../../lib/session';

/**
 * The login and wallet guards of spec §2, as one layout over React Query: GET /user and GET
 * /wallets start together, and once they answer the user goes where domain's `loginGuard` and
 * `walletGuard` say (onboarding, wallet setup, `/` to the dashboard). While they load, the
 * screen renders with its own skeletons: its first paint never waits for the API. A failed user
 * load logs out (spec §8); a failed wallets load counts as "no wallet" (spec §4).
 */
export function AccountGuard() {
  const { pathname } = useLocation();
  const user = useQuery(userQuery);
  const { wallets, status } = useWallets();

  useEffect(() => {
    if (user.isError) logout();
  }, [user.isError]);

  // With a wallet, a fully onboarded user's first wallet's tokens and the validators load (spec §2).
  const firstWallet = wallets[0];
  const loadWalletData = user.data !== undefined && shouldLoadWalletData(user.data, wallets);
  useEffect(() => {
    if (!loadWalletData || !firstWallet) return;
    void queryClient.prefetchQuery(walletTokensQuery(firstWallet.id));
    void queryClient.prefetchQuery(validatorsQuery());
  }, [loadWalletData, firstWallet]);

  if (user.data) {
    const login = loginGuard({ userStatus: 'succeeded', user: user.data, path: pathname });
    if (login.kind === 'redirect') return <Navigate to={login.to} replace state={login.state} />;
    if (status !== 'pending') {
      const decision = walletGuard({
        user: user.data,
        wallets,
        walletsStatus: status,
        path: pathname,
      });
      if (decision.kind === 'redirect')
        return <Navigate to={decision.to} replace state={decision.state} />;
    }
  }
  // /c/{code} waits for the user before it leads on to that profile: a session that fails to
  // load logs out from /c/{code} itself, to sign-up with that referral code (spec §4).
  if (!user.data && referralCodeFromPath(pathname) !== null) return null;
  return <Outlet />;
}
