import { expect, type APIRequestContext } from '@playwright/test';
import { type Tokens, createUserWithWallet, nextMessage, outbox } from './api';
import { API_URL } from './servers';

/** Social journeys: people with a wallet (the wallet guard lets nobody else into the social screens). */

const APP = { 'X-App-Version': '1.0.3' };
const WALLET_PASSCODE = 'Social#Key2026';
const bearer = (token: string) => ({ ...APP, Authorization: `Bearer ${token}` });

export interface SocialUser {
  email: string;
  username: string;
  /** 'First Last' as the screens show it. */
  name: string;
  tokens: Tokens;
}

async function codeLogin(
  request: APIRequestContext,
  email: string,
  since: number,
): Promise<Tokens> {
  const { code } = await nextMessage(request, email, since);
  const login = await request.post(`${API_URL}/api/authCodeLogin`, {
    headers: APP,
    data: { identifier: email, authCode: code, platform_type: 'payments' },
  });
  expect(login.ok(), await login.text()).toBe(true);
  return (await login.json()) as Tokens;
}

/** Creates the wallet of a signed-in user unless they have one (GET /wallets/mnemonic, POST /wallets). */
export async function ensureWallet(request: APIRequestContext, tokens: Tokens) {
  const list = await request.get(`${API_URL}/api/wallets`, {
    headers: bearer(tokens.access_token),
  });
  if (list.ok() && ((await list.json()) as unknown[]).length > 0) return;
  const phrase = await request.get(`${API_URL}/api/wallets/mnemonic`, {
    headers: bearer(tokens.access_token),
  });
  expect(phrase.ok(), await phrase.text()).toBe(true);
  const { mnemonic } = (await phrase.json()) as { mnemonic: string };
  const created = await request.post(`${API_URL}/api/wallets`, {
    headers: bearer(tokens.access_token),
    data: { walletPasscode: WALLET_PASSCODE, mnemonic },
  });
  expect(created.ok(), await created.text()).toBe(true);
}

/** The shared fixture's user (onboarded, with a wallet), with the name the screens show and a token set to open the app with. */
export async function createSocialUser(
  request: APIRequestContext,
  label: string,
): Promise<SocialUser> {
  const user = await createUserWithWallet(request, label);
  const me = await request.get(`${API_URL}/api/user`, { headers: bearer(user.token) });
  expect(me.ok(), await me.text()).toBe(true);
  const { first_name: first, last_name: last } = (await me.json()) as {
    first_name: string | null;
    last_name: string | null;
  };
  return {
    email: user.email,
    username: user.username,
    name: [first, last].filter(Boolean).join(' '),
    tokens: user.tokens,
  };
}

/** Password, then the 2-step code from the outbox, all through the API (e.g. a seeded account). */
export async function signInByApi(
  request: APIRequestContext,
  email: string,
  password: string,
): Promise<Tokens> {
  const before = (await outbox(request, email)).length;
  const login = await request.post(`${API_URL}/api/login`, {
    headers: APP,
    data: { type: 'email', identifier: email, password, platform_type: 'payments' },
  });
  expect(login.ok(), await login.text()).toBe(true);
  const answer = (await login.json()) as Partial<Tokens> & { two_factor?: boolean };
  if (answer.access_token && answer.refresh_token && answer.expires_in) return answer as Tokens;
  return codeLogin(request, email, before);
}

/** Devnet only: a notification for `email` dated `createdAt` (server-side timestamp in the past). */
export async function notifyAt(
  request: APIRequestContext,
  email: string,
  title: string,
  createdAt: Date,
  message = '',
) {
  const response = await request.post(`${API_URL}/dev/notifications`, {
    data: { email, title, message, created_at: createdAt.toISOString() },
  });
  expect(response.status(), await response.text()).toBe(201);
}
