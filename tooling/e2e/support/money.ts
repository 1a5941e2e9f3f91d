import { expect, type APIRequestContext, type Locator } from '@playwright/test';
import type { UserWithWallet } from './api';
import { API_URL } from './servers';

/** Money journeys: the chain clock and reads of a wallet (users come from createUserWithWallet). */

const APP_HEADERS = { 'X-App-Version': '1.0.3' };

/** Moves every devnet chain clock forward; what matured (unbondings, rewards) settles. */
export async function advanceDevnet(request: APIRequestContext, seconds: number) {
  const response = await request.post(`${API_URL}/api/dev/devnet/advance`, {
    headers: APP_HEADERS,
    data: { seconds },
  });
  expect(response.ok(), await response.text()).toBe(true);
}

export async function apiGet<T>(
  request: APIRequestContext,
  user: UserWithWallet,
  path: string,
): Promise<T> {
  const response = await request.get(`${API_URL}/api${path}`, {
    headers: { ...APP_HEADERS, Authorization: `Bearer ${user.token}` },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()) as T;
}

/** The user's OPT on optchain-1, as GET /wallets/{id}/tokens answers it (a number, for comparing). */
export async function optBalance(
  request: APIRequestContext,
  user: UserWithWallet,
): Promise<number> {
  const wallet = await apiGet<{ tokens: { chainId: string; symbol: string; balance: string }[] }>(
    request,
    user,
    `/wallets/${user.walletId}/tokens`,
  );
  const opt = wallet.tokens.find((t) => t.chainId === 'optchain-1' && t.symbol === 'OPT');
  return Number(opt?.balance ?? Number.NaN);
}

export interface WireTransaction {
  id: string;
  type: string;
  amount: string;
  symbol: string;
  memo: string | null;
  status: string;
  gasFee: string | null;
}

export async function transactionsOf(
  request: APIRequestContext,
  user: UserWithWallet,
  query = '',
): Promise<{ transactions: WireTransaction[]; totalPages: number }> {
  return apiGet(request, user, `/wallets/${user.walletId}/transactions${query}`);
}

/** A send of `amount` OPT on optchain-1 from one user's wallet to an address, through the API. */
export async function sendOptByApi(
  request: APIRequestContext,
  from: UserWithWallet,
  to: string,
  amount: string,
  memo?: string,
) {
  const response = await request.post(`${API_URL}/api/wallets/${from.walletId}/transfer`, {
    headers: { ...APP_HEADERS, Authorization: `Bearer ${from.token}` },
    data: {
      amount,
      chainId: 'optchain-1',
      symbol: 'OPT',
      to,
      transferType: 'send',
      description: '',
      memo,
      walletPasscode: from.walletPasscode,
    },
  });
  expect(response.ok(), await response.text()).toBe(true);
}

/** The value of a money summary's line (a review or a result), by its exact label. */
export function summaryLine(dialog: Locator, label: string): Locator {
  return dialog
    .getByRole('term')
    .getByText(label, { exact: true })
    .locator('xpath=following-sibling::dd[1]');
}
