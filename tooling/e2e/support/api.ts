import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { API_URL } from './servers';

/** Journeys talk to the real API (devnet) directly only to read the outbox or to set up a user. */

export interface OutboxMessage {
  to: string;
  subject: string;
  code: string | null;
  link: string | null;
  created_at: string;
}

export const PASSWORD = 'Secret#123';

let counter = 0;
/** A fresh address per call, so journeys never share an account. */
export function uniqueEmail(label: string): string {
  counter += 1;
  return `${label}-${Date.now()}-${counter}@example.com`;
}

/** A fresh German mobile number (E.164) per call: valid for the server's phone check. */
export function uniquePhone(): string {
  counter += 1;
  const digits = String((Date.now() * 10 + counter) % 100_000_000).padStart(8, '0');
  return `+49151${digits}`;
}

export function uniqueUsername(label: string): string {
  counter += 1;
  return `${label}_${Date.now() % 1_000_000}_${counter}`;
}

/** Mails and texts the server sent to `to`, newest first. */
export async function outbox(request: APIRequestContext, to: string): Promise<OutboxMessage[]> {
  const response = await request.get(`${API_URL}/api/dev/outbox?to=${encodeURIComponent(to)}`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: OutboxMessage[] }).data;
}

/** Waits for the newest message to `to` sent after `since` messages, and returns it. */
export async function nextMessage(
  request: APIRequestContext,
  to: string,
  since = 0,
): Promise<OutboxMessage> {
  let messages: OutboxMessage[] = [];
  await expect
    .poll(async () => {
      messages = await outbox(request, to);
      return messages.length;
    })
    .toBeGreaterThan(since);
  const newest = messages[0];
  if (!newest) throw new Error(`no message to ${to}`);
  return newest;
}

const headers = { 'X-App-Version': '1.0.3' };

/** The token set of a sign-in, as the app stores it. */
export interface Tokens {
  access_token: string;
  refresh_token: string;
  expires_in: number;
}

/** A signed-up, verified and onboarded user without a wallet, made through the API. */
export async function createOnboardedUser(request: APIRequestContext, label: string) {
  const email = uniqueEmail(label);
  const username = uniqueUsername(label);
  const register = await request.post(`${API_URL}/api/register`, {
    headers,
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
    headers,
    data: { identifier: email, authCode: code, platform_type: 'payments' },
  });
  expect(login.ok(), await login.text()).toBe(true);
  const tokens = (await login.json()) as Tokens;
  const token = tokens.access_token;
  const onboard = await request.post(`${API_URL}/api/onboardUser`, {
    headers: { ...headers, Authorization: `Bearer ${token}` },
    data: {
      first_name: 'Erin',
      last_name: 'Test',
      username,
      country: 'DE',
      platform_type: 'payments',
    },
  });
  expect(onboard.ok(), await onboard.text()).toBe(true);
  const sent = (await outbox(request, email)).length;
  return { email, username, password: PASSWORD, sent, token, tokens };
}

/** The wallet key of users made by createUserWithWallet (§5 rules; not the account password). */
export const WALLET_PASSCODE = 'Wallet#key2026';

interface WalletAddress {
  chainId: string;
  address: string;
}

/**
 * createOnboardedUser plus a wallet made through the API (GET /wallets/mnemonic, POST /wallets)
 * under WALLET_PASSCODE. In devnet the faucet funds it. `mnemonic` is the recovery phrase, for
 * journeys that verify or reset the wallet key by phrase.
 */
export async function createUserWithWallet(request: APIRequestContext, label: string) {
  const user = await createOnboardedUser(request, label);
  const auth = { ...headers, Authorization: `Bearer ${user.token}` };
  const phrase = await request.get(`${API_URL}/api/wallets/mnemonic`, { headers: auth });
  expect(phrase.ok(), await phrase.text()).toBe(true);
  const { mnemonic } = (await phrase.json()) as { mnemonic: string };
  const created = await request.post(`${API_URL}/api/wallets`, {
    headers: auth,
    data: { walletPasscode: WALLET_PASSCODE, mnemonic },
  });
  expect(created.ok(), await created.text()).toBe(true);
  const wallet = (await created.json()) as { id: string; addresses: WalletAddress[] };
  const addressOn = (chainId: string) =>
    wallet.addresses.find((a) => a.chainId === chainId)?.address ?? '';
  await untilFeeAllowance(request, auth, wallet.id, addressOn('optchain-1'));
  return {
    ...user,
    walletPasscode: WALLET_PASSCODE,
    walletId: wallet.id,
    addresses: wallet.addresses,
    /** opt1… on optchain-1 (and its testnet). */
    nativeAddress: addressOn('optchain-1'),
    /** 0x… on chain 1. */
    evmAddress: addressOn('1'),
    mnemonic,
  };
}

export type UserWithWallet = Awaited<ReturnType<typeof createUserWithWallet>>;

/**
 * Gasless first sends: the API grants a new wallet its fee allowance a moment after creating it
 * (a job, not the creation). A journey starts once the API says OptWallet pays the wallet's fee,
 * so a new wallet's first fees are OptWallet's every time, never by a race. A preview without
 * `feePaidBy` (no fee payer configured) has nothing to wait for.
 */
async function untilFeeAllowance(
  request: APIRequestContext,
  auth: Record<string, string>,
  walletId: string,
  ownAddress: string,
) {
  const payer = async () => {
    const preview = await request.post(`${API_URL}/api/wallets/${walletId}/transferPreview`, {
      headers: auth,
      data: {
        chainId: 'optchain-1',
        symbol: 'OPT',
        amount: '0.000001',
        to: ownAddress,
        transferType: 'send',
      },
    });
    if (!preview.ok()) return `preview ${preview.status()}`;
    return ((await preview.json()) as { feePaidBy?: string }).feePaidBy ?? 'product';
  };
  await expect.poll(payer, { timeout: 30_000, intervals: [250] }).toBe('product');
}

/** The token set the page keeps in localStorage (what anyone with access to the device could copy). */
export async function storedTokens(page: Page): Promise<{ access: string; refresh: string }> {
  return page.evaluate(() => ({
    access: localStorage.getItem('optwallet.access_token') ?? '',
    refresh: localStorage.getItem('optwallet.refresh_token') ?? '',
  }));
}

/**
 * Whether the API still honours a copy of a session's tokens: GET /api/user with the access token
 * and POST /api/refreshToken with the refresh token, as statuses.
 */
export async function tokensHonoured(
  request: APIRequestContext,
  tokens: { access: string; refresh: string },
) {
  const user = await request.get(`${API_URL}/api/user`, {
    headers: { ...headers, Authorization: `Bearer ${tokens.access}` },
  });
  const refresh = await request.post(`${API_URL}/api/refreshToken`, {
    headers,
    data: { refresh_token: tokens.refresh, platform_type: 'payments' },
  });
  return { user: user.status(), refresh: refresh.status() };
}
