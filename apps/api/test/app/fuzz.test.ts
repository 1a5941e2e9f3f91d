import { randomUUID } from 'node:crypto';
import {
  type EndpointDefinition,
  type EndpointName,
  endpoints,
  oauthTokenErrorSchema,
} from '@optwallet/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { registerClient } from '../../src/modules/oauth/service';
import { PARTNER_CLIENT_ID, PARTNER_REDIRECT_URI } from '../../src/modules/devnet/seed';
import { type Harness, PASSWORD, raw } from '../support/harness';
import { createChainHarness } from '../support/node-harness';
import { PASSCODE, userWithWallet } from '../support/wallet-fixture';

/*
 * Fuzz over the contract's endpoint table: every body, path and query field of every row gets, in
 * an otherwise valid request, a string with U+0000, a lone surrogate and a 1 MB string, and every
 * amount the bad amounts. No answer may be a 5xx, and every refusal has the API's error shape
 * (`{ message, errors: { field: [messages] } }` for 422; RFC 6749's at the token endpoint).
 * Deterministic and bounded: the cases are listed up front and counted.
 */

const STRINGS: [string, unknown][] = [
  ['U+0000', 'ab\u0000cd'],
  ['lone surrogate', 'ab\uD800cd'],
  ['1 MB', 'x'.repeat(1024 * 1024)],
];
const BAD_AMOUNTS: [string, unknown][] = [
  ['negative', '-1'],
  ['zero', '0'],
  ['exponent', '1e3'],
  ['more decimals than the token', '0.0000001'],
  ['beyond 2^128', '999999999999999999999999999999999999999'],
  ['beyond 2^256 base units and numeric(78)', '1'.repeat(90)],
  ['NaN', 'NaN'],
  ['padded', ' 1'],
  ['comma', '1,5'],
  ['empty', ''],
  ['a JSON number', 1.5],
];
const AMOUNT_FIELDS = new Set(['amount', 'fee']);
const MAX_CASES = 1000;

interface Sample {
  params?: Record<string, string>;
  query?: Record<string, string>;
  body?: Record<string, unknown>;
}

let h: Harness;
let samples: Record<EndpointName, Sample>;
let token = '';

beforeAll(async () => {
  // Per-address limits off ('local' is app.request's peer) and long-lived tokens: the clock moves
  // an hour between rows so per-identifier budgets do not turn the later rows into 429s.
  h = await createChainHarness({ trustedIps: ['local'], accessTokenTtlSeconds: 365 * 86_400 });
  const me = await userWithWallet(h, 'fuzzer');
  const other = await userWithWallet(h, 'fuzz_target');
  await registerClient(
    h.deps.db,
    {
      id: PARTNER_CLIENT_ID,
      name: 'Partner',
      redirectUris: [PARTNER_REDIRECT_URI],
      scopes: ['profile:basic', 'email'],
    },
    h.clock.now(),
  );
  token = me.token;
  const wallet = { id: me.walletId };
  const credentials = { password: PASSWORD, password_confirmation: PASSWORD };
  const email = { type: 'email', identifier: me.email };
  const transfer = {
    amount: '1',
    chainId: 'optchain-1',
    symbol: 'OPT',
    to: other.native,
    transferType: 'send',
    memo: 'fuzz',
  };
  samples = {
    login: { body: { ...email, password: PASSWORD, platform_type: 'payments' } },
    register: {
      body: {
        type: 'email',
        identifier: 'fuzz-new@example.com',
        ...credentials,
        first_name: 'Fu',
        last_name: 'Zz',
        age_consent: true,
        terms_consent: true,
        platform_type: 'payments',
      },
    },
    forgotPassword: { body: email },
    validateResetPasswordOtp: { body: { identifier: me.email, authCode: '123456' } },
    checkResetPasswordToken: { query: { token: 'some-token' } },
    resetPassword: { body: { ...credentials, token: 'some-token' } },
    setupPassword: { body: credentials },
    checkMagicLink: { query: { token: 'some-token' } },
    magicLogin: { body: { token: 'some-token', platform_type: 'payments' } },
    resendMagicLink: { body: { ...email, platform_type: 'payments' } },
    authCodeLogin: {
      body: { identifier: me.email, authCode: '123456', platform_type: 'payments' },
    },
    refreshToken: { body: { refresh_token: 'some-token', platform_type: 'payments' } },
    logout: { body: { refresh_token: 'some-token' } },
    initiatePasswordChange: { body: { current_password: PASSWORD } },
    changePassword: { body: { code: '123456', ...credentials } },
    passkeyLoginOptions: {},
    passkeyLogin: {
      body: {
        response: {
          id: 'AAAA',
          rawId: 'AAAA',
          type: 'public-key',
          response: { clientDataJSON: 'AAAA', authenticatorData: 'AAAA', signature: 'AAAA' },
          clientExtensionResults: {},
        },
        platform_type: 'payments',
      },
    },
    passkeys: {},
    sessionHint: {},
    continueSession: { body: { platform_type: 'payments' } },
    passkeyRegistrationOptions: {},
    addPasskey: {
      body: {
        name: 'Fuzz key',
        response: {
          id: 'AAAA',
          rawId: 'AAAA',
          type: 'public-key',
          response: { clientDataJSON: 'AAAA', attestationObject: 'AAAA' },
          clientExtensionResults: {},
        },
      },
    },
    renamePasskey: { params: { id: 'some-passkey' }, body: { name: 'Fuzz key' } },
    deletePasskey: { params: { id: 'some-passkey' } },
    sessions: {},
    endSession: { params: { id: 'some-session' } },
    endOtherSessions: {},
    user: {},
    onboardUser: {
      body: {
        first_name: 'Fu',
        last_name: 'Zz',
        username: 'fuzzer',
        country: 'DE',
        platform_type: 'payments',
      },
    },
    countries: {},
    adminSessionCode: {},
    ownProfile: {},
    updateProfile: { body: { first_name: 'Fu', last_name: 'Zz', bio: 'hi', country: 'DE' } },
    updateAvatar: { body: { content_type: 'image/png', image: 'iVBORw0KGgo=' } },
    deleteAvatar: {},
    profile: { params: { id: other.id } },
    emailSendCode: { body: { email: 'fuzz-mail@example.com' } },
    emailVerify: { body: { code: '123456' } },
    phoneSendCode: { body: { phone_number: '+4915112349999' } },
    phoneVerify: { body: { phone_number: '+4915112349999', code: '123456' } },
    network: { params: { tab: 'following' }, query: { page: '1', per_page: '30' } },
    follow: { params: { id: other.id } },
    unfollow: { params: { id: other.id } },
    block: { params: { id: other.id } },
    unblock: { params: { id: other.id } },
    searchContacts: { params: { query: 'fuzz_target' } },
    emailInvite: { body: { email: 'friend@example.com' } },
    recents: { params: { id: me.walletId } },
    tokensByUlid: { params: { id: other.id } },
    paymentsBetween: { params: { id: other.id }, query: { page: '1' } },
    requestPayment: {
      params: { id: other.id },
      body: { amount: '1', chainId: 'optchain-1', symbol: 'OPT', memo: 'fuzz' },
    },
    paymentRequests: { query: { direction: 'incoming', state: 'open', page: '1' } },
    payPaymentRequest: {
      params: { id: '01JZZZZZZZZZZZZZZZZZZZZZZZ' },
      body: { walletPasscode: PASSCODE },
    },
    declinePaymentRequest: { params: { id: '01JZZZZZZZZZZZZZZZZZZZZZZZ' } },
    cancelPaymentRequest: { params: { id: '01JZZZZZZZZZZZZZZZZZZZZZZZ' } },
    notifications: { query: { page: '1' } },
    markAllNotificationsRead: {},
    events: {},
    deleteNotifications: {},
    markNotificationRead: { body: { notification_id: 'some-id' } },
    oauthAuthorizeInfo: {
      query: {
        client_id: PARTNER_CLIENT_ID,
        redirect_uri: PARTNER_REDIRECT_URI,
        scopes: 'profile:basic',
        state: 'st',
      },
    },
    oauthAuthorize: {
      body: {
        client_id: PARTNER_CLIENT_ID,
        redirect_uri: PARTNER_REDIRECT_URI,
        scopes: 'profile:basic',
        state: 'st',
        response_type: 'code',
        code_challenge: 'c'.repeat(43),
        code_challenge_method: 'S256',
        decision: 'deny',
      },
    },
    oauthAuthorizeSilent: {
      body: {
        client_id: PARTNER_CLIENT_ID,
        redirect_uri: PARTNER_REDIRECT_URI,
        scopes: 'profile:basic',
        state: 'st',
        response_type: 'code',
        code_challenge: 'c'.repeat(43),
        code_challenge_method: 'S256',
        max_age: 60,
      },
    },
    oauthToken: {
      body: {
        grant_type: 'authorization_code',
        code: 'some-code',
        redirect_uri: PARTNER_REDIRECT_URI,
        client_id: PARTNER_CLIENT_ID,
        code_verifier: 'v'.repeat(43),
      },
    },
    oauthJwks: {},
    oauthUserInfo: {},
    oauthRevoke: { body: { token: 'some-token', client_id: PARTNER_CLIENT_ID } },
    oauthIntrospect: { body: { token: 'some-token', client_id: PARTNER_CLIENT_ID } },
    oauthGrants: {},
    revokeOAuthGrant: { params: { id: 'some-grant' } },
    mnemonic: {},
    checkWalletKey: { body: { walletPasscode: PASSCODE } },
    createWallet: { body: { walletPasscode: PASSCODE, mnemonic: me.phrase } },
    wallets: {},
    walletTokens: { params: wallet },
    syncWallet: { params: wallet },
    verifyKey: { params: wallet, body: { type: 'passcode', data: PASSCODE } },
    resetPasscode: {
      params: wallet,
      body: { type: 'passcode', data: PASSCODE, newWalletPasscode: PASSCODE },
    },
    tokenHistory: { params: { chainId: 'optchain-1', symbol: 'OPT', hours: '24' } },
    walletTransactions: {
      params: wallet,
      // A cursor of no list: the fuzzed fields reach the validation, the cursor its decoding.
      query: { limit: '10', page: '2', type: 'send', rewards: 'grouped', cursor: 'WzFd' },
    },
    walletTransactionsCsv: { params: wallet },
    tokenDetail: { params: { ...wallet, chainId: 'optchain-1', symbol: 'OPT' } },
    transferPreview: { params: wallet, body: transfer },
    recipientCheck: { params: wallet, query: { chainId: 'optchain-1', address: 'opt1x' } },
    transfer: {
      params: wallet,
      body: { ...transfer, description: 'note', walletPasscode: PASSCODE },
    },
    validatorsDetails: {},
    createValidator: {
      params: wallet,
      body: {
        moniker: 'fuzzval',
        amount: '10',
        fee: '0.05',
        details: 'd',
        website: 'https://example.com',
        walletPasscode: PASSCODE,
      },
    },
    autoCompound: { params: { ...wallet, chainId: 'optchain-1' } },
    autoCompoundOn: {
      params: { ...wallet, chainId: 'optchain-1' },
      body: { cap: '5', walletPasscode: PASSCODE },
    },
    autoCompoundOff: {
      params: { ...wallet, chainId: 'optchain-1' },
      body: { walletPasscode: PASSCODE },
    },
    chainGrants: { params: wallet },
    revokeChainGrant: {
      params: wallet,
      body: {
        chainId: 'optchain-1',
        grantee: 'opt1nobody',
        msgTypeUrl: '/cosmos.bank.v1beta1.MsgSend',
        walletPasscode: PASSCODE,
      },
    },
    recurringSends: { params: wallet },
    createRecurringSend: {
      params: wallet,
      body: {
        chainId: 'optchain-1',
        to: other.native,
        amount: '1',
        every: 'week',
        count: 3,
        walletPasscode: PASSCODE,
      },
    },
    cancelRecurringSend: {
      params: { ...wallet, scheduleId: wallet.id },
      body: { walletPasscode: PASSCODE },
    },
    tokenApprovals: { params: wallet },
    revokeTokenApproval: {
      params: wallet,
      body: {
        chainId: '1',
        symbol: 'USDT',
        spender: `0x${'1'.repeat(40)}`,
        walletPasscode: PASSCODE,
      },
    },
    health: {},
    devOutbox: { query: { to: me.email } },
    devAdvance: { body: { seconds: 60 } },
    devFaucet: { body: { address: me.native } },
  };
});
afterAll(() => h.close());

interface Case {
  field: string;
  part: 'params' | 'query' | 'body';
  label: string;
  value: unknown;
}

/** The cases of one row: each field of its path, query and body, with each bad value. */
function casesOf(sample: Sample): Case[] {
  const cases: Case[] = [];
  for (const part of ['params', 'query', 'body'] as const) {
    for (const field of Object.keys(sample[part] ?? {})) {
      const values = AMOUNT_FIELDS.has(field) ? [...STRINGS, ...BAD_AMOUNTS] : STRINGS;
      for (const [label, value] of values) cases.push({ field, part, label, value });
    }
  }
  return cases;
}

const errorBody = z.object({
  message: z.string().min(1),
  error: z.string().optional(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
});

/** What is wrong with an answer, or null: no 5xx, and every refusal in the contract's shape. */
function problemOf(endpoint: EndpointDefinition, status: number, body: unknown): string | null {
  if (status >= 500) return `answered ${status}`;
  if (status < 400) return null;
  if (endpoint === endpoints.oauthUserInfo) {
    return oauthTokenErrorSchema.pick({ error_description: true }).safeParse(body).success
      ? null
      : 'not RFC 6750';
  }
  if (
    endpoint === endpoints.oauthToken ||
    endpoint === endpoints.oauthRevoke ||
    endpoint === endpoints.oauthIntrospect
  ) {
    return oauthTokenErrorSchema.strict().safeParse(body).success ? null : 'not RFC 6749 §5.2';
  }
  const parsed = errorBody.safeParse(body);
  if (!parsed.success) return `${status} without { message, errors? }`;
  if (status === 422 && Object.keys(parsed.data.errors ?? {}).length === 0)
    return '422 without errors by field';
  return null;
}

/**
 * Percent-encodes like encodeURIComponent, but a lone surrogate goes out as the three bytes a
 * sloppy client would send (WTF-8, e.g. %ED%A0%80) instead of throwing or becoming U+FFFD.
 */
function encode(value: string): string {
  return value.replace(/[\s\S]/gu, (char) => {
    const unit = char.charCodeAt(0);
    if (char.length > 1 || unit < 0xd800 || unit > 0xdfff) return encodeURIComponent(char);
    return [0xe0 | (unit >> 12), 0x80 | ((unit >> 6) & 0x3f), 0x80 | (unit & 0x3f)]
      .map((byte) => `%${byte.toString(16).toUpperCase()}`)
      .join('');
  });
}

async function send(name: EndpointName, sample: Sample, change: Case) {
  const endpoint: EndpointDefinition = endpoints[name];
  const mutated: Sample = {
    ...sample,
    [change.part]: { ...sample[change.part], [change.field]: change.value },
  };
  const path = endpoint.path.replace(/\{(\w+)\}/g, (_, key: string) =>
    encode(String(mutated.params?.[key])),
  );
  const query = mutated.query
    ? `?${Object.entries(mutated.query)
        .map(([key, value]) => `${key}=${encode(String(value))}`)
        .join('&')}`
    : '';
  const res = await raw(h, endpoint.method, `${path}${query}`, {
    ...(endpoint.auth === 'bearer' ? { token } : {}),
    ...(mutated.body ? { body: mutated.body } : {}),
    headers: { 'Idempotency-Key': randomUUID() },
  });
  const text = await res.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // Not JSON: problemOf reports the shape.
  }
  return problemOf(endpoint, res.status, body);
}

describe('fuzz over the endpoint table', () => {
  it('has a valid sample for every row, and a bounded number of cases', () => {
    expect(Object.keys(samples).sort()).toEqual(Object.keys(endpoints).sort());
    for (const [name, sample] of Object.entries(samples)) {
      const endpoint: EndpointDefinition = endpoints[name as EndpointName];
      for (const part of ['params', 'query', 'body'] as const) {
        const schema = endpoint[part];
        if (schema) expect(schema.safeParse(sample[part]).success, `${name} ${part}`).toBe(true);
        else expect(sample[part], `${name} has no ${part}`).toBeUndefined();
      }
    }
    const total = Object.values(samples).reduce((n, s) => n + casesOf(s).length, 0);
    expect(total).toBeGreaterThan(300);
    expect(total).toBeLessThanOrEqual(MAX_CASES);
  });

  it.each(Object.keys(endpoints) as EndpointName[])(
    '%s: no 5xx, and every refusal in the error shape',
    async (name) => {
      h.clock.advance(61 * 60_000);
      const problems: string[] = [];
      for (const change of casesOf(samples[name])) {
        const problem = await send(name, samples[name], change);
        if (problem) problems.push(`${change.part}.${change.field} = ${change.label}: ${problem}`);
      }
      expect(problems).toEqual([]);
    },
  );
});
