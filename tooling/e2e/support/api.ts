import { expect, type APIRequestContext } from '@playwright/test';
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
export async function nextMessage(request: APIRequestContext, to: string, since = 0): Promise<OutboxMessage> {
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
  const { access_token: token } = (await login.json()) as { access_token: string };
  const onboard = await request.post(`${API_URL}/api/onboardUser`, {
    headers: { ...headers, Authorization: `Bearer ${token}` },
    data: { first_name: 'Erin', last_name: 'Test', username, country: 'DE', platform_type: 'payments' },
  });
  expect(onboard.ok(), await onboard.text()).toBe(true);
  const sent = (await outbox(request, email)).length;
  return { email, username, password: PASSWORD, sent };
}
