import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { PASSWORD, nextMessage, uniqueEmail, uniqueUsername } from './api';
import { API_URL } from './servers';

/** Money journeys: users with a wallet (funded by the devnet faucet), signed in by their token set. */

const APP_HEADERS = { 'X-App-Version': '1.0.3' };
export const WALLET_PASSCODE = 'Wallet#2026';

export interface MoneyUser {
  email: string;
  username: string;
  tokens: { access_token: string; refresh_token: string; expires_in: number };
  walletId: string;
  nativeAddress: string;
  evmAddress: string;
}

function auth(token: string) {
  return { ...APP_HEADERS, Authorization: `Bearer ${token}` };
}

/** Registered, verified, onboarded, with a wallet under WALLET_PASSCODE; the faucet tops it up. */
export async function createUserWithFundedWallet(request: APIRequestContext, label: string): Promise<MoneyUser> {
  const email = uniqueEmail(label);
  const username = uniqueUsername(label);
  const register = await request.post(`${API_URL}/api/register`, {
    headers: APP_HEADERS,
    data: {
      type: 'email',
      identifier: email,
      password: PASSWORD,
      password_confirmation: PASSWORD,
      age_consent: true,
      terms_consent: true,
      platform_type: 'payments',
    },
  });
  expect(register.ok(), await register.text()).toBe(true);
  const { code } = await nextMessage(request, email);
  const login = await request.post(`${API_URL}/api/authCodeLogin`, {
    headers: APP_HEADERS,
    data: { identifier: email, authCode: code, platform_type: 'payments' },
  });
  expect(login.ok(), await login.text()).toBe(true);
  const tokens = (await login.json()) as MoneyUser['tokens'];
  const onboard = await request.post(`${API_URL}/api/onboardUser`, {
    headers: auth(tokens.access_token),
    data: { first_name: 'Mia', last_name: 'Money', username, country: 'DE', platform_type: 'payments' },
  });
  expect(onboard.ok(), await onboard.text()).toBe(true);
  const phrase = await request.get(`${API_URL}/api/wallets/mnemonic`, { headers: auth(tokens.access_token) });
  expect(phrase.ok(), await phrase.text()).toBe(true);
  const { mnemonic } = (await phrase.json()) as { mnemonic: string };
  const created = await request.post(`${API_URL}/api/wallets`, {
    headers: auth(tokens.access_token),
    data: { walletPasscode: WALLET_PASSCODE, mnemonic },
  });
  expect(created.ok(), await created.text()).toBe(true);
  const wallets = await request.get(`${API_URL}/api/wallets`, { headers: auth(tokens.access_token) });
  const [wallet] = (await wallets.json()) as Array<{ id: string; addresses: Array<{ chainId: string; address: string }> }>;
  if (!wallet) throw new Error('no wallet');
  const nativeAddress = wallet.addresses.find((a) => a.chainId === 'optchain-1')?.address ?? '';
  const evmAddress = wallet.addresses.find((a) => a.chainId === '1')?.address ?? '';
  // New wallets are faucet-funded on devnet; if this one is still empty, fund it explicitly.
  const balance = await request.get(`${API_URL}/api/wallets/${wallet.id}/tokens`, { headers: auth(tokens.access_token) });
  const { tokens: held } = (await balance.json()) as { tokens: Array<{ symbol: string; balance: string }> };
  if (!held.some((token) => token.symbol === 'OPT' && Number(token.balance) > 0)) {
    for (const address of [nativeAddress, evmAddress]) {
      const faucet = await request.post(`${API_URL}/api/dev/faucet`, { headers: APP_HEADERS, data: { address } });
      expect(faucet.ok(), await faucet.text()).toBe(true);
    }
  }
  return { email, username, tokens, walletId: wallet.id, nativeAddress, evmAddress };
}

/** Puts the user's token set where the app keeps it, then opens `path` signed in. */
export async function openSignedIn(page: Page, user: MoneyUser, path = '/dashboard') {
  await page.goto('/login');
  await page.evaluate(
    ({ keys, tokens }) => {
      localStorage.setItem(keys.accessToken, tokens.access_token);
      localStorage.setItem(keys.refreshToken, tokens.refresh_token);
      localStorage.setItem(keys.expiresAt, String(Date.now() + tokens.expires_in * 1000));
      localStorage.setItem(keys.lastActivityTime, String(Date.now()));
    },
    // STORAGE_KEYS of @optwallet/domain (this package reads the app only through the browser).
    {
      keys: { accessToken: 'optwallet.access_token', refreshToken: 'optwallet.refresh_token', expiresAt: 'optwallet.expires_at', lastActivityTime: 'lastActivityTime' },
      tokens: user.tokens,
    },
  );
  await page.goto(path);
  // The first signed-in load runs the guards (user, wallets, tokens, validators): slow on a busy machine.
  await expect(page.getByRole('main').getByRole('heading', { level: 1 }).or(page.getByRole('dialog')).first()).toBeVisible({ timeout: 30_000 });
}

/** Moves every devnet chain clock forward; what matured (unbondings, rewards) settles. */
export async function advanceDevnet(request: APIRequestContext, seconds: number) {
  const response = await request.post(`${API_URL}/api/dev/devnet/advance`, { headers: APP_HEADERS, data: { seconds } });
  expect(response.ok(), await response.text()).toBe(true);
}

export async function apiGet<T>(request: APIRequestContext, user: MoneyUser, path: string): Promise<T> {
  const response = await request.get(`${API_URL}/api${path}`, { headers: auth(user.tokens.access_token) });
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()) as T;
}

export interface WireTransaction {
  id: string;
  type: string;
  amount: string;
  symbol: string;
  memo: string | null;
  status: string;
}

export async function transactionsOf(request: APIRequestContext, user: MoneyUser, query = ''): Promise<{ transactions: WireTransaction[]; totalPages: number }> {
  return apiGet(request, user, `/wallets/${user.walletId}/transactions${query}`);
}
