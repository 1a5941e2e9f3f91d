import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { WALLET_PASSCODE, createUserWithWallet, type UserWithWallet } from '../support/api';
import { advanceDevnet, apiGet } from '../support/money';
import { openSignedIn } from '../support/pages';
import { API_URL } from '../support/servers';

/*
 * Account sync (settings, wallet part): a user whose unstake has matured presses Sync now; the
 * toast says what settled at which block, and the dashboard shows the OPT back without a reload.
 */

const DAY = 86_400;

async function transfer(
  request: APIRequestContext,
  user: UserWithWallet,
  data: Record<string, unknown>,
) {
  const response = await request.post(`${API_URL}/api/wallets/${user.walletId}/transfer`, {
    headers: { 'X-App-Version': '1.0.3', Authorization: `Bearer ${user.token}` },
    data: {
      chainId: 'optchain-1',
      symbol: 'OPT',
      description: '',
      walletPasscode: WALLET_PASSCODE,
      ...data,
    },
  });
  expect(response.ok(), await response.text()).toBe(true);
}

test('after an unstake matures, Sync now settles it: the toast reports it and the balance is back on the dashboard', async ({
  page,
  request,
  inspect,
}) => {
  const user = await createUserWithWallet(request, 'syncer');
  const validators = await apiGet<{ validatorSet: { address: string }[] }>(
    request,
    user,
    '/get-validators-details',
  );
  const validator = validators.validatorSet[0]?.address ?? '';
  // Stake 100 OPT and unstake all of it: 1000 - 100, both fees paid by OptWallet (a new
  // wallet's fee allowance: gasless first sends).
  await transfer(request, user, { amount: '100', to: validator, transferType: 'delegate' });
  await transfer(request, user, { amount: '100', to: validator, transferType: 'undelegate' });

  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  const tokens = page.getByRole('region', { name: 'Your tokens' });
  const opt = tokens.getByRole('button', { name: /^OPT OptChain [\d,]/ });
  await openSignedIn(page, user.tokens, '/dashboard');
  await expect(opt).toContainText('900 OPT');

  // The 21-day unbonding passes on the devnet clock.
  await advanceDevnet(request, 22 * DAY);

  await nav.getByRole('link', { name: 'Settings' }).click();
  const section = page.getByRole('region', { name: 'Account sync' });
  await expect(section.getByText('Last synced: never')).toBeVisible();
  await inspect('account-sync');

  await section.getByRole('button', { name: 'Sync now' }).click();
  await expect(
    page.getByText(
      /^Your account is up to date with optchain-1 \(block \d+\)\. 1 pending item settled\.$/,
    ),
  ).toBeVisible();
  await expect(section.getByText('Last synced less than a minute ago')).toBeVisible();
  await inspect('account-synced');

  // In-app navigation (no reload): the dashboard shows the settled OPT at once.
  await nav.getByRole('link', { name: 'Home' }).click();
  await expect(opt).toContainText('1,000 OPT');

  // The wallet remembers the sync; a second one right after has nothing left to settle.
  const wallets = await apiGet<{ synced_at?: string | null }[]>(request, user, '/wallets');
  expect(wallets[0]?.synced_at).toBeTruthy();
  await nav.getByRole('link', { name: 'Settings' }).click();
  await section.getByRole('button', { name: 'Sync now' }).click();
  await expect(page.getByText(/Nothing was waiting to settle\.$/)).toBeVisible();
});
