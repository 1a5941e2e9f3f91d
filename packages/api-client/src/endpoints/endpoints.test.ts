import { APP_VERSION } from '@optwallet/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient } from '../client';
import type { ApiClient } from '../client';
import { endpoints } from '@optwallet/contract';
import type { EndpointName } from '@optwallet/contract';
import { createMemorySessionStore } from '../session-store';
import type { SessionStore } from '../session-store';
import {
  at,
  message,
  page,
  paymentRequest,
  profile,
  tokens,
  transaction,
  user,
  wallet,
} from '../test-fixtures';
import { startTestServer } from '../test-server';
import type { TestServer } from '../test-server';

/** One endpoint's case: the call a caller makes, the request the server should see, its answer. */
interface Case<Body> {
  name: EndpointName;
  /** The request line the server should see: 'METHOD /path'. */
  request: string;
  query?: Record<string, string>;
  /** The JSON body the server should see. */
  body?: Body;
  /**
   * The caller's call. It is handed `body`, so a form sent as written is written once: a field
   * the client adds itself (`platform_type`) is taken out there, and an empty one the client
   * leaves out is put in.
   */
  call: (client: ApiClient, body: Body) => Promise<unknown>;
  /** The Authorization header: the stored session's token unless 'none' or a passed-in token. */
  bearer?: 'none' | { token: string };
  headers?: Record<string, string>;
  /** The server's canned answer; the call should return it as the contract parses it. */
  reply: unknown;
}
type Row = Omit<Case<unknown>, 'call'> & {
  method: string;
  path: string;
  call: (client: ApiClient) => Promise<unknown>;
};
const row = <const Body = undefined>(c: Case<Body>): Row => {
  const [method = '', path = ''] = c.request.split(' ');
  return { ...c, method, path, call: (client) => c.call(client, c.body as Body) };
};

const validators = {
  unstakingWaitTime: 1814400,
  rewardPayoutFrequency: 3600,
  validatorSet: [
    {
      moniker: 'alpha',
      address: 'optvaloper1a',
      fee: '0.05',
      uptime: '99.9',
      votingPower: '1000',
      status: 'active',
    },
  ],
};
const autoCompound = {
  status: 'off',
  cap: null,
  capLeft: null,
  defaultCap: '25',
  minimum: '0.0175',
  validators: [],
  notCompounded: [],
  expiresAt: null,
  lastRunAt: null,
  lastCompounded: null,
  totalCompounded: '0',
};
const tokenDetail = {
  transactions: [transaction],
  unbondingDetails: { balanceToken: '1', balanceUsd: '2', entries: [] },
  delegationDetails: { balanceToken: '5', balanceUsd: '10' },
  delegations: [
    {
      validator_address: 'optvaloper1a',
      moniker: 'alpha',
      coins: [{ symbol: 'OPT', amount: '5' }],
      rewards: [],
    },
  ],
  balanceToken: '100',
  balanceUsd: '200',
  address: 'opt1me',
};
const passkey = {
  id: 'pk1',
  name: 'Laptop',
  created_at: at,
  last_used_at: null,
  synced: true,
};
const passkeyRequestOptions = { challenge: 'Y2hhbGxlbmdl', rpId: 'localhost', timeout: 300000 };
const passkeyCreationOptions = {
  challenge: 'Y2hhbGxlbmdl',
  rp: { id: 'localhost', name: 'OptWallet' },
  user: { id: 'dXNlcg', name: 'ada@example.com', displayName: 'Ada' },
  pubKeyCredParams: [{ alg: -7, type: 'public-key' }],
};
const passkeyAssertion = {
  id: 'Y3JlZA',
  rawId: 'Y3JlZA',
  type: 'public-key' as const,
  response: { clientDataJSON: 'e30', authenticatorData: 'AAAA', signature: 'AAAA' },
  clientExtensionResults: {},
};
const passkeyAttestation = {
  id: 'Y3JlZA',
  rawId: 'Y3JlZA',
  type: 'public-key' as const,
  response: { clientDataJSON: 'e30', attestationObject: 'AAAA' },
  clientExtensionResults: {},
};
const oauthQuery = {
  client_id: 'partner',
  redirect_uri: 'https://partner.example/cb',
  scopes: 'email',
  state: 's1',
};
/** What a partner's consent screen posts: the query it was opened with and its PKCE challenge. */
const consent = { ...oauthQuery, code_challenge: 'c'.repeat(43) };
const verifier = 'v'.repeat(43);

const rows: Row[] = [
  // auth
  row({
    name: 'login',
    request: 'POST /api/login',
    body: {
      type: 'email',
      identifier: 'ada@example.com',
      password: 'secret!123',
      redirect_url: 'https://app.example/magicLogin',
      recaptcha_version: 'v3',
      recaptcha_token: 'rc',
      platform_type: 'payments',
    },
    call: (c, { platform_type: _, ...form }) => c.auth.login({ ...form, remember_token: '' }),
    bearer: 'none',
    reply: { ...tokens, two_factor: false },
  }),
  row({
    name: 'register',
    request: 'POST /api/register',
    body: {
      type: 'phone',
      identifier: '+4915112345678',
      password: 'secret!123',
      password_confirmation: 'secret!123',
      referral: 'bob',
      age_consent: true,
      terms_consent: true,
      platform_type: 'payments',
    },
    call: (c, { platform_type: _, ...form }) => c.auth.register({ ...form, first_name: undefined }),
    bearer: 'none',
    reply: { two_factor: true, type: 'phone', identifier: '+4915112345678', message: 'Code sent' },
  }),
  row({
    name: 'forgotPassword',
    request: 'POST /api/forgotPassword',
    body: {
      type: 'email',
      identifier: 'ada@example.com',
      redirect_url: 'https://app.example/reset-password',
    },
    call: (c, body) => c.auth.forgotPassword(body),
    bearer: 'none',
    reply: message,
  }),
  row({
    name: 'validateResetPasswordOtp',
    request: 'POST /api/validateResetPasswordOTP',
    body: { identifier: 'ada@example.com', authCode: '123456' },
    call: (c, body) => c.auth.validateResetPasswordOtp(body),
    bearer: 'none',
    reply: { token: 'reset-1' },
  }),
  row({
    name: 'checkResetPasswordToken',
    request: 'GET /api/resetPassword',
    query: { token: 'reset-1' },
    call: (c) => c.auth.checkResetPasswordToken('reset-1'),
    bearer: 'none',
    reply: { valid: true, identifier: 'a***@example.com' },
  }),
  row({
    name: 'checkMagicLink',
    request: 'GET /api/magicLogin',
    query: { token: 'magic-1' },
    call: (c) => c.auth.checkMagicLink('magic-1'),
    bearer: 'none',
    reply: { valid: true, user_id: 'u1', identifier: 'a***@example.com' },
  }),
  row({
    name: 'resetPassword',
    request: 'POST /api/resetPassword',
    body: { password: 'new!pass12', password_confirmation: 'new!pass12', token: 'reset-1' },
    call: (c, body) => c.auth.resetPassword(body),
    bearer: 'none',
    reply: message,
  }),
  row({
    name: 'setupPassword',
    request: 'POST /api/setupPassword',
    body: { password: 'new!pass12', password_confirmation: 'new!pass12' },
    call: (c, body) => c.auth.setupPassword(body, { bearer: 'setup-token' }),
    bearer: { token: 'setup-token' },
    reply: message,
  }),
  row({
    name: 'magicLogin',
    request: 'POST /api/magicLogin',
    body: { token: 'magic-1', platform_type: 'payments' },
    call: (c, { platform_type: _, ...form }) => c.auth.magicLogin(form),
    bearer: 'none',
    reply: tokens,
  }),
  row({
    name: 'resendMagicLink',
    request: 'POST /api/resendMagicLinkV1',
    body: {
      type: 'email',
      identifier: 'ada@example.com',
      redirect_url: 'https://app.example/magicLogin',
      platform_type: 'payments',
    },
    call: (c, { platform_type: _, ...form }) =>
      c.auth.resendMagicLink({ ...form, recaptcha_token: '' }),
    bearer: 'none',
    reply: message,
  }),
  row({
    name: 'authCodeLogin',
    request: 'POST /api/authCodeLogin',
    body: {
      identifier: 'ada@example.com',
      authCode: '654321',
      remember_me: true,
      platform_type: 'payments',
    },
    call: (c, { platform_type: _, ...form }) => c.auth.authCodeLogin(form),
    bearer: 'none',
    reply: { ...tokens, remember_token: 'device-1' },
  }),
  row({
    name: 'refreshToken',
    request: 'POST /api/refreshToken',
    body: { refresh_token: 'refresh-1', platform_type: 'payments' },
    call: (c) => c.auth.refreshToken(),
    bearer: 'none',
    reply: tokens,
  }),
  row({
    name: 'logout',
    request: 'POST /api/logout',
    body: { refresh_token: 'refresh-1' },
    call: (c) => c.auth.logout(),
    bearer: 'none',
    reply: message,
  }),
  row({
    name: 'initiatePasswordChange',
    request: 'POST /api/user/initiate-password-change',
    body: { current_password: 'old!pass12' },
    call: (c, body) => c.auth.initiatePasswordChange(body),
    reply: message,
  }),
  row({
    name: 'changePassword',
    request: 'POST /api/user/change-password',
    body: { code: '111222', password: 'new!pass12', password_confirmation: 'new!pass12' },
    call: (c, body) => c.auth.changePassword(body),
    reply: message,
  }),
  row({
    name: 'passkeyLoginOptions',
    request: 'POST /api/passkeyLogin/options',
    call: (c) => c.auth.passkeyLoginOptions(),
    bearer: 'none',
    reply: passkeyRequestOptions,
  }),
  row({
    name: 'passkeyLogin',
    request: 'POST /api/passkeyLogin',
    body: { response: passkeyAssertion, platform_type: 'payments' },
    call: (c, { platform_type: _, ...form }) => c.auth.passkeyLogin(form),
    bearer: 'none',
    reply: tokens,
  }),
  row({
    name: 'sessionHint',
    request: 'GET /api/session/hint',
    call: (c) => c.auth.sessionHint(),
    bearer: 'none',
    reply: { account: { name: 'Ana Test', username: 'ana', avatar: null } },
  }),
  row({
    name: 'continueSession',
    request: 'POST /api/session/continue',
    body: { platform_type: 'payments' },
    call: (c) => c.auth.continueSession(),
    bearer: 'none',
    reply: tokens,
  }),
  row({
    name: 'passkeys',
    request: 'GET /api/user/passkeys',
    call: (c) => c.auth.passkeys(),
    reply: { data: [passkey] },
  }),
  row({
    name: 'passkeyRegistrationOptions',
    request: 'POST /api/user/passkeys/options',
    call: (c) => c.auth.passkeyRegistrationOptions(),
    reply: passkeyCreationOptions,
  }),
  row({
    name: 'addPasskey',
    request: 'POST /api/user/passkeys',
    body: { name: 'Laptop', response: passkeyAttestation },
    call: (c, body) => c.auth.addPasskey(body),
    reply: passkey,
  }),
  row({
    name: 'renamePasskey',
    request: 'PUT /api/user/passkeys/pk1',
    body: { name: 'YubiKey' },
    call: (c) => c.auth.renamePasskey('pk1', 'YubiKey'),
    reply: { ...passkey, name: 'YubiKey' },
  }),
  row({
    name: 'deletePasskey',
    request: 'DELETE /api/user/passkeys/pk1',
    call: (c) => c.auth.deletePasskey('pk1'),
    reply: message,
  }),
  row({
    name: 'sessions',
    request: 'GET /api/user/sessions',
    call: (c) => c.auth.sessions(),
    reply: {
      data: [
        {
          id: 's1',
          signed_in_at: '2026-01-01T00:00:00.000Z',
          last_active_at: '2026-01-02T00:00:00.000Z',
          device: null,
          current: true,
        },
      ],
    },
  }),
  row({
    name: 'endSession',
    request: 'DELETE /api/user/sessions/s2',
    call: (c) => c.auth.endSession('s2'),
    reply: message,
  }),
  row({
    name: 'endOtherSessions',
    request: 'DELETE /api/user/sessions',
    call: (c) => c.auth.endOtherSessions(),
    reply: { ended: 2 },
  }),
  // users
  row({
    name: 'user',
    request: 'GET /api/user',
    call: (c) => c.users.user(),
    reply: user,
  }),
  row({
    name: 'onboardUser',
    request: 'POST /api/onboardUser',
    body: {
      first_name: 'Ada',
      last_name: 'Lovelace',
      username: 'ada',
      country: 'GB',
      platform_type: 'payments',
    },
    call: (c, { platform_type: _, ...form }) => c.users.onboardUser(form),
    reply: user,
  }),
  row({
    name: 'countries',
    request: 'GET /api/countries',
    call: (c) => c.users.countries(),
    reply: [{ code: 'DE', name: 'Germany', dial_code: '+49', blocked: false }],
  }),
  row({
    name: 'adminSessionCode',
    request: 'POST /api/admin/session-code',
    call: (c) => c.users.adminSessionCode(),
    reply: { code: 'one-time-code', expires_in: 60 },
  }),
  row({
    name: 'ownProfile',
    request: 'GET /api/user/profile',
    call: (c) => c.users.profile(),
    reply: { ...profile, is_self: true },
  }),
  row({
    name: 'profile',
    request: 'GET /api/user/profile/u2',
    call: (c) => c.users.profile('u2'),
    reply: profile,
  }),
  row({
    name: 'updateProfile',
    request: 'PUT /api/user/profile',
    body: { first_name: 'Ada', last_name: 'Lovelace', bio: 'Counts things', country: 'GB' },
    call: (c, body) => c.users.updateProfile(body),
    reply: user,
  }),
  row({
    name: 'updateAvatar',
    request: 'PUT /api/user/profile/avatar',
    body: { content_type: 'image/png', image: 'iVBORw0KGgo=' },
    call: (c, body) => c.users.updateAvatar(body),
    reply: { ...user, avatar: 'https://api.example/api/avatars/ab12.png' },
  }),
  row({
    name: 'deleteAvatar',
    request: 'DELETE /api/user/profile/avatar',
    call: (c) => c.users.deleteAvatar(),
    reply: user,
  }),
  row({
    name: 'emailSendCode',
    request: 'POST /api/user/email/send-code',
    body: { email: 'ada@example.com' },
    call: (c, body) => c.users.sendEmailCode(body),
    reply: message,
  }),
  row({
    name: 'emailVerify',
    request: 'POST /api/user/email/verify',
    body: { code: '123456' },
    call: (c, body) => c.users.verifyEmail(body),
    reply: user,
  }),
  row({
    name: 'phoneSendCode',
    request: 'POST /api/user/phone/send-code',
    body: { phone_number: '+4915112345678' },
    call: (c, body) => c.users.sendPhoneCode(body),
    reply: message,
  }),
  row({
    name: 'phoneVerify',
    request: 'POST /api/user/phone/verify',
    body: { phone_number: '+4915112345678', code: '123456' },
    call: (c, body) => c.users.verifyPhone(body),
    reply: user,
  }),
  // social
  row({
    name: 'network',
    request: 'GET /api/user/followers',
    query: { per_page: '30', page: '1' },
    call: (c) => c.social.network('followers'),
    reply: page([
      {
        id: 'u2',
        username: 'bob',
        first_name: 'Bob',
        last_name: null,
        avatar: null,
        following: true,
        since: at,
      },
    ]),
  }),
  row({
    name: 'follow',
    request: 'POST /api/user/follow/u2',
    call: (c) => c.social.follow('u2'),
    reply: { message: 'ok', following: true },
  }),
  row({
    name: 'unfollow',
    request: 'DELETE /api/user/follow/u2',
    call: (c) => c.social.unfollow('u2'),
    reply: { message: 'ok', following: false },
  }),
  row({
    name: 'block',
    request: 'POST /api/user/profile/block/u2',
    call: (c) => c.social.block('u2'),
    reply: { message: 'ok', blocked: true },
  }),
  row({
    name: 'unblock',
    request: 'DELETE /api/user/profile/block/u2',
    call: (c) => c.social.unblock('u2'),
    reply: { message: 'ok', blocked: false },
  }),
  row({
    name: 'searchContacts',
    request: 'GET /api/contacts/search/bob%40example.com',
    call: (c) => c.social.searchContacts('bob@example.com'),
    reply: [
      {
        id: 'u2',
        first_name: 'Bob',
        last_name: null,
        username: 'bob',
        avatar: null,
        email: 'bob@example.com',
        phone_number: null,
        following: false,
        invite: false,
      },
    ],
  }),
  row({
    name: 'emailInvite',
    request: 'POST /api/user/email-invite',
    body: { email: 'new@example.com' },
    call: (c) => c.social.emailInvite('new@example.com'),
    reply: message,
  }),
  row({
    name: 'recents',
    request: 'GET /api/contacts/get-recents/w1',
    call: (c) => c.social.recents('w1'),
    reply: [
      {
        id: 'u2',
        username: 'bob',
        first_name: 'Bob',
        last_name: null,
        avatar: null,
        address: 'opt1bob',
        chainId: 'optchain-1',
        last_sent_at: at,
      },
    ],
  }),
  row({
    name: 'tokensByUlid',
    request: 'GET /api/get-tokens-by-ulid/01HZX',
    call: (c) => c.social.tokensByUlid('01HZX'),
    reply: {
      user: { id: '01HZX', username: 'bob', first_name: 'Bob', last_name: null, avatar: null },
      tokens: [{ chainId: 'optchain-1', symbol: 'OPT', name: 'Opt', address: 'opt1bob' }],
    },
  }),
  row({
    name: 'paymentsBetween',
    request: 'GET /api/payments/with/01HZX',
    query: { page: '2' },
    call: (c) => c.social.paymentsBetween('01HZX', 2),
    reply: {
      data: [
        {
          hash: 'H1',
          direction: 'received',
          amount: '5',
          symbol: 'OPT',
          chainId: 'optchain-1',
          memo: 'for lunch',
          status: 'success',
          created_at: at,
        },
      ],
      current_page: 2,
      last_page: 2,
      per_page: 20,
      total: 21,
    },
  }),
  row({
    name: 'requestPayment',
    request: 'POST /api/payment-requests/01HZX',
    body: { amount: '5', chainId: 'optchain-1', symbol: 'OPT' },
    call: (c, body) => c.social.requestPayment('01HZX', body),
    reply: { message: 'Payment requested', request: paymentRequest },
  }),
  row({
    name: 'paymentRequests',
    request: 'GET /api/payment-requests',
    query: { direction: 'incoming', state: 'open', page: '1' },
    call: (c) => c.social.paymentRequests({ direction: 'incoming', state: 'open' }),
    reply: page([paymentRequest]),
  }),
  row({
    name: 'payPaymentRequest',
    request: 'POST /api/payment-requests/R1/pay',
    body: { walletPasscode: 'Wallet#key1' },
    call: (c, body) =>
      c.social.payPaymentRequest('R1', body.walletPasscode, { idempotencyKey: 'pay-1' }),
    headers: { 'idempotency-key': 'pay-1' },
    reply: {
      request: { ...paymentRequest, state: 'paid', transaction_hash: 'H1', closed_at: at },
      transfer: {
        transactionHash: 'H1',
        to: 'opt1ana',
        from: 'opt1bob',
        amount: '5',
        gasFee: '0.002',
        blockExplorerLink: 'http://localhost:8787/explorer/tx/H1',
      },
    },
  }),
  row({
    name: 'declinePaymentRequest',
    request: 'POST /api/payment-requests/R1/decline',
    call: (c) => c.social.declinePaymentRequest('R1'),
    reply: { request: { ...paymentRequest, state: 'declined', closed_at: at } },
  }),
  row({
    name: 'cancelPaymentRequest',
    request: 'POST /api/payment-requests/R1/cancel',
    call: (c) => c.social.cancelPaymentRequest('R1'),
    reply: { request: { ...paymentRequest, state: 'cancelled', closed_at: at } },
  }),
  // notifications
  row({
    name: 'notifications',
    request: 'GET /api/notifications',
    query: { page: '2' },
    call: (c) => c.notifications.list(2),
    reply: page(
      [
        {
          id: 'n1',
          type: 'new_follower',
          title: 'New follower',
          message: 'Bob follows you',
          data: { user_id: 'u2' },
          read_at: null,
          created_at: at,
        },
      ],
      20,
    ),
  }),
  row({
    name: 'markAllNotificationsRead',
    request: 'POST /api/mark-all-notifications-as-read',
    call: (c) => c.notifications.markAllRead(),
    reply: message,
  }),
  row({
    name: 'deleteNotifications',
    request: 'DELETE /api/delete-notifications',
    call: (c) => c.notifications.deleteAll(),
    reply: message,
  }),
  row({
    name: 'markNotificationRead',
    request: 'POST /api/mark-notification-as-read',
    body: { notification_id: 'n1' },
    call: (c) => c.notifications.markRead('n1'),
    reply: message,
  }),
  // oauth
  row({
    name: 'oauthAuthorizeInfo',
    request: 'GET /api/oauth/authorize',
    query: oauthQuery,
    call: (c) => c.oauth.authorizeInfo(oauthQuery),
    reply: {
      client: {
        id: 'partner',
        name: 'Partner',
        logo_url: null,
        website: 'https://partner.example',
      },
      scopes: [{ name: 'email', description: 'Read your email address' }],
      user: {
        id: 'u1',
        username: 'ada',
        first_name: 'Ada',
        last_name: 'Lovelace',
        avatar: null,
        email: 'ada@example.com',
      },
    },
  }),
  row({
    name: 'oauthAuthorize',
    request: 'POST /api/oauth/authorize',
    body: { ...consent, response_type: 'code', code_challenge_method: 'S256' },
    call: (c) => c.oauth.authorize(consent),
    reply: { redirect_url: 'https://partner.example/cb?code=abc&state=s1' },
  }),
  row({
    name: 'oauthAuthorizeSilent',
    request: 'POST /api/oauth/authorize/none',
    body: { ...consent, response_type: 'code', code_challenge_method: 'S256' },
    call: (c) => c.oauth.authorizeSilently(consent),
    bearer: 'none',
    reply: { redirect_url: 'https://partner.example/cb?error=login_required&state=s1' },
  }),
  row({
    name: 'oauthToken',
    request: 'POST /api/oauth/token',
    body: {
      grant_type: 'authorization_code',
      code: 'abc',
      redirect_uri: oauthQuery.redirect_uri,
      client_id: 'partner',
      code_verifier: verifier,
    },
    call: (c, { grant_type: _, ...exchange }) => c.oauth.token(exchange),
    bearer: 'none',
    reply: { access_token: 'oauth-1', token_type: 'Bearer', expires_in: 3600, scope: 'email' },
  }),
  row({
    name: 'oauthJwks',
    request: 'GET /api/oauth/jwks',
    call: (c) => c.oauth.jwks(),
    bearer: 'none',
    reply: {
      keys: [{ kty: 'EC', crv: 'P-256', x: 'x', y: 'y', kid: 'k1', alg: 'ES256', use: 'sig' }],
    },
  }),
  row({
    name: 'oauthUserInfo',
    request: 'GET /api/oauth/userinfo',
    call: (c) => c.oauth.userInfo(),
    reply: { sub: 'u1', email: 'ada@example.com', email_verified: true },
  }),
  row({
    name: 'oauthRevoke',
    request: 'POST /api/oauth/revoke',
    body: { token: 'r1', client_id: 'partner' },
    call: (c, body) => c.oauth.revoke(body),
    bearer: 'none',
    reply: {},
  }),
  row({
    name: 'oauthIntrospect',
    request: 'POST /api/oauth/introspect',
    body: { token: 'r1', client_id: 'partner', client_secret: 's' },
    call: (c, body) => c.oauth.introspect(body),
    bearer: 'none',
    reply: { active: true, sub: 'u1', client_id: 'partner', scope: 'openid' },
  }),
  row({
    name: 'oauthGrants',
    request: 'GET /api/oauth/grants',
    call: (c) => c.oauth.grants(),
    reply: {
      data: [
        {
          id: 'g1',
          client: { id: 'partner', name: 'Partner', logo_url: null, website: null },
          scopes: [{ name: 'email', description: 'Read your email address' }],
          created_at: at,
          updated_at: at,
        },
      ],
    },
  }),
  row({
    name: 'revokeOAuthGrant',
    request: 'DELETE /api/oauth/grants/g1',
    call: (c) => c.oauth.revokeGrant('g1'),
    reply: { message: 'Access revoked' },
  }),
  // wallets
  row({
    name: 'mnemonic',
    request: 'GET /api/wallets/mnemonic',
    call: (c) => c.wallets.mnemonic(),
    reply: { mnemonic: 'abandon '.repeat(11) + 'about' },
  }),
  row({
    name: 'checkWalletKey',
    request: 'POST /api/wallets/checkKey',
    body: { walletPasscode: 'pass!word1' },
    call: (c, body) => c.wallets.checkKey(body),
    reply: { message: 'This wallet key can be used' },
  }),
  row({
    name: 'createWallet',
    request: 'POST /api/wallets',
    body: { walletPasscode: 'pass!word1', mnemonic: 'abandon about' },
    call: (c, body) => c.wallets.create(body),
    reply: wallet,
  }),
  row({
    name: 'wallets',
    request: 'GET /api/wallets',
    call: (c) => c.wallets.list(),
    reply: [wallet],
  }),
  row({
    name: 'walletTokens',
    request: 'GET /api/wallets/w1/tokens',
    call: (c) => c.wallets.tokens('w1'),
    reply: {
      totalBalanceUsd: '200',
      breakdownUsd: { spendable: '200', staked: '0', moving: '0', unbonding: '0', rewards: '0' },
      tokens: [
        {
          chainId: 'optchain-1',
          symbol: 'OPT',
          name: 'Opt',
          decimals: 6,
          balance: '100',
          balanceUsd: '200',
          priceUsd: '2',
          address: 'opt1me',
        },
      ],
    },
  }),
  row({
    name: 'syncWallet',
    request: 'POST /api/wallets/w1/sync',
    call: (c) => c.wallets.sync('w1'),
    reply: {
      synced_at: at,
      chains: [{ chainId: 'optchain-1', height: 1234, time: at }],
      settled: 2,
      tokens: {
        totalBalanceUsd: '0',
        breakdownUsd: { spendable: '0', staked: '0', moving: '0', unbonding: '0', rewards: '0' },
        tokens: [],
      },
    },
  }),
  row({
    name: 'verifyKey',
    request: 'POST /api/wallets/w1/verifyKey',
    body: { data: 'pass!word1', type: 'passcode' },
    call: (c, body) => c.wallets.verifyKey('w1', body),
    reply: { valid: true },
  }),
  row({
    name: 'resetPasscode',
    request: 'POST /api/wallets/w1/resetPasscode',
    body: { type: 'mnemonic', data: 'abandon about', newWalletPasscode: 'new!pass12' },
    call: (c, body) => c.wallets.resetPasscode('w1', body),
    reply: message,
  }),
  row({
    name: 'tokenHistory',
    request: 'GET /api/get-token-history/optchain-1/OPT/24',
    call: (c) => c.wallets.tokenHistory('optchain-1', 'OPT'),
    reply: {
      chainId: 'optchain-1',
      symbol: 'OPT',
      hours: 24,
      points: [{ time: at, priceUsd: '2' }],
    },
  }),
  row({
    name: 'walletTransactions',
    request: 'GET /api/wallets/w1/transactions',
    query: { limit: '10', page: '1' },
    call: (c) => c.wallets.transactions('w1', { type: 'all' }),
    reply: {
      transactions: [transaction],
      totalPages: 1,
      pageNumber: 1,
      limit: 10,
      nextCursor: null,
    },
  }),
  row({
    name: 'walletTransactionsCsv',
    request: 'GET /api/wallets/w1/transactions.csv',
    call: (c) => c.wallets.transactionsCsv('w1'),
    reply: 'date,type\r\n',
  }),
  row({
    name: 'events',
    request: 'GET /api/events',
    // The test server writes every reply as JSON: the stream's body is that text, unread.
    call: (c) => c.events.open('42').then(async (res) => JSON.parse(await res.text()) as unknown),
    headers: { 'last-event-id': '42', accept: 'text/event-stream' },
    reply: 'id: 42\nevent: ready\ndata: {"kind":"ready"}\n\n',
  }),
  row({
    name: 'tokenDetail',
    request: 'GET /api/wallets/w1/tokens/optchain-1/OPT',
    call: (c) => c.wallets.tokenDetail('w1', 'optchain-1', 'OPT'),
    reply: tokenDetail,
  }),
  row({
    name: 'transferPreview',
    request: 'POST /api/wallets/w1/transferPreview',
    body: {
      amount: '1.5',
      chainId: 'optchain-1',
      symbol: 'OPT',
      to: 'opt1bob',
      transferType: 'send',
    },
    call: (c, body) => c.wallets.transferPreview('w1', { ...body, memo: '', from: undefined }),
    reply: { amount: '1.5', gasFeeEstimate: '0.002', to: 'opt1bob', from: 'opt1me' },
  }),
  row({
    name: 'recipientCheck',
    request: 'GET /api/wallets/w1/recipientCheck',
    query: { chainId: 'optchain-1', address: 'opt1bob' },
    call: (c) => c.wallets.recipientCheck('w1', { chainId: 'optchain-1', address: 'opt1bob' }),
    reply: { address: 'opt1bob', user: null, ownWallet: false, sentBefore: false, lookalike: null },
  }),
  row({
    name: 'transfer',
    request: 'POST /api/wallets/w1/transfer',
    body: {
      amount: '2',
      chainId: 'optchain-1',
      symbol: 'OPT',
      to: 'optvaloper1b',
      from: 'optvaloper1a',
      transferType: 'move-delegation',
      description: 'move',
      walletPasscode: 'pass!word1',
    },
    call: (c, body) =>
      c.wallets.transfer('w1', { ...body, creationHeight: '' }, { idempotencyKey: 'idem-1' }),
    headers: { 'idempotency-key': 'idem-1' },
    reply: {
      transactionHash: '0xdef',
      to: 'optvaloper1b',
      from: 'optvaloper1a',
      amount: '2',
      gasFee: '0.002',
      blockExplorerLink: 'http://explorer/tx/0xdef',
    },
  }),
  // staking
  row({
    name: 'validatorsDetails',
    request: 'GET /api/get-validators-details',
    call: (c) => c.wallets.validatorsDetails(),
    reply: validators,
  }),
  row({
    name: 'createValidator',
    request: 'POST /api/wallets/w1/createValidator',
    body: { moniker: 'gamma', amount: '100', fee: '0.1', walletPasscode: 'pass!word1' },
    call: (c, body) => c.wallets.createValidator('w1', body),
    reply: {
      amount: '100',
      blockExplorerLink: 'http://explorer/tx/0x1',
      gasFee: '0.01',
      moniker: 'gamma',
      transactionHash: '0x1',
    },
  }),
  row({
    name: 'autoCompound',
    request: 'GET /api/wallets/w1/autoCompound/optchain-1',
    call: (c) => c.wallets.autoCompound('w1', 'optchain-1'),
    reply: autoCompound,
  }),
  row({
    name: 'autoCompoundOn',
    request: 'PUT /api/wallets/w1/autoCompound/optchain-1',
    body: { cap: '25', walletPasscode: 'k!' },
    call: (c, body) => c.wallets.autoCompoundOn('w1', 'optchain-1', body),
    reply: { ...autoCompound, status: 'on', cap: '25', capLeft: '25' },
  }),
  row({
    name: 'autoCompoundOff',
    request: 'DELETE /api/wallets/w1/autoCompound/optchain-1',
    body: { walletPasscode: 'k!' },
    call: (c, body) => c.wallets.autoCompoundOff('w1', 'optchain-1', body),
    reply: autoCompound,
  }),
  row({
    name: 'chainGrants',
    request: 'GET /api/wallets/w1/chainGrants',
    call: (c) => c.wallets.chainGrants('w1'),
    reply: { grants: [], allowances: [] },
  }),
  row({
    name: 'revokeChainGrant',
    request: 'DELETE /api/wallets/w1/chainGrants',
    body: {
      chainId: 'optchain-1',
      grantee: 'opt1grantee',
      msgTypeUrl: '/cosmos.bank.v1beta1.MsgSend',
      walletPasscode: 'k!',
    },
    call: (c, body) => c.wallets.revokeChainGrant('w1', body),
    reply: { grants: [], allowances: [] },
  }),
  row({
    name: 'recurringSends',
    request: 'GET /api/wallets/w1/recurringSends',
    call: (c) => c.wallets.recurringSends('w1'),
    reply: { available: true, schedules: [] },
  }),
  row({
    name: 'createRecurringSend',
    request: 'POST /api/wallets/w1/recurringSends',
    body: {
      chainId: 'optchain-1',
      to: 'opt1bob',
      amount: '2.5',
      every: 'week',
      count: 3,
      walletPasscode: 'k!',
    },
    call: (c, body) => c.wallets.createRecurringSend('w1', body),
    reply: { available: true, schedules: [] },
  }),
  row({
    name: 'cancelRecurringSend',
    request: 'DELETE /api/wallets/w1/recurringSends/s1',
    body: { walletPasscode: 'k!' },
    call: (c, body) => c.wallets.cancelRecurringSend('w1', 's1', body),
    reply: { available: true, schedules: [] },
  }),
  row({
    name: 'tokenApprovals',
    request: 'GET /api/wallets/w1/tokenApprovals',
    call: (c) => c.wallets.tokenApprovals('w1'),
    reply: { approvals: [] },
  }),
  row({
    name: 'revokeTokenApproval',
    request: 'DELETE /api/wallets/w1/tokenApprovals',
    body: {
      chainId: '1',
      symbol: 'USDT',
      spender: `0x${'1'.repeat(40)}`,
      walletPasscode: 'k!',
    },
    call: (c, body) => c.wallets.revokeTokenApproval('w1', body),
    reply: { approvals: [] },
  }),
  // devnet
  row({
    name: 'health',
    request: 'GET /api/health',
    call: (c) => c.dev.health(),
    bearer: 'none',
    reply: { status: 'ok', version: '0.1.0' },
  }),
  row({
    name: 'devOutbox',
    request: 'GET /api/dev/outbox',
    query: { to: 'ada@example.com' },
    call: (c) => c.dev.outbox('ada@example.com'),
    bearer: 'none',
    reply: {
      data: [
        {
          id: 'm1',
          channel: 'email',
          to: 'ada@example.com',
          subject: 'Code',
          body: '123456',
          code: '123456',
          link: null,
          created_at: at,
        },
      ],
    },
  }),
  row({
    name: 'devAdvance',
    request: 'POST /api/dev/devnet/advance',
    body: { seconds: 3600 },
    call: (c) => c.dev.advanceDevnet(3600),
    bearer: 'none',
    reply: { chains: [{ chainId: 'optchain-1', height: 721, time: at }] },
  }),
  row({
    name: 'devFaucet',
    request: 'POST /api/dev/faucet',
    body: { address: 'opt1xyz' },
    call: (c) => c.dev.faucet('opt1xyz'),
    bearer: 'none',
    reply: {
      transactions: [
        {
          chainId: 'optchain-1',
          symbol: 'OPT',
          amount: '1000',
          transactionHash: 'ABC',
          blockExplorerLink: 'http://localhost:8787/explorer/tx/ABC',
        },
      ],
    },
  }),
];

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const freshClient = () =>
  createApiClient({
    baseUrl: server.url,
    sessionStore: createMemorySessionStore({
      access_token: 'access-1',
      refresh_token: 'refresh-1',
      expires_in: 900,
    }),
  });

/** The server answers `body` to the next request, and forgets the requests it saw before. */
const answer = (body: unknown) => {
  server.handle(() => ({ body }));
  server.requests.length = 0;
};

describe('every endpoint of the table', () => {
  it('has a row here, none left out', () => {
    expect(rows.map((r) => r.name).sort()).toEqual(Object.keys(endpoints).sort());
  });

  it.each(rows)(
    '$name sends $method $path with the right headers and payload, and parses the answer',
    async (row) => {
      answer(row.reply);
      const result = await row.call(freshClient());

      expect(server.requests).toHaveLength(1);
      const seen = server.requests[0]!;
      expect(seen.method).toBe(row.method);
      expect(seen.path).toBe(row.path);
      expect(seen.query).toEqual(row.query ?? {});
      expect(seen.body).toEqual(row.body);
      expect(seen.headers['x-app-version']).toBe(APP_VERSION);
      const bearer = row.bearer ?? { token: 'access-1' };
      expect(seen.headers.authorization).toBe(
        bearer === 'none' ? undefined : `Bearer ${bearer.token}`,
      );
      for (const [name, value] of Object.entries(row.headers ?? {}))
        expect(seen.headers[name]).toBe(value);
      expect(endpoints[row.name].method).toBe(row.method);
      expect(result).toEqual(endpoints[row.name].response.parse(row.reply));
    },
  );
});

describe('calls that start a session', () => {
  const clientOf = (sessionStore: SessionStore, now?: () => number) =>
    createApiClient({ baseUrl: server.url, sessionStore, now });

  /** The call, answered `reply`, leaves its token set in an empty store, expiring in 900 s. */
  const expectStoredTokenSet = async (reply: unknown, call: (c: ApiClient) => Promise<unknown>) => {
    answer(reply);
    const sessionStore = createMemorySessionStore();
    await call(clientOf(sessionStore, () => 1_000_000));
    expect(sessionStore.getAccessToken()).toBe('access-2');
    expect(sessionStore.getRefreshToken()).toBe('refresh-2');
    expect(sessionStore.getExpiresAt()).toBe(1_000_000 + 900_000);
  };

  it('stores the token set of a login, with expiry now + expires_in seconds', () =>
    expectStoredTokenSet({ ...tokens, two_factor: false }, (c) =>
      c.auth.login({ type: 'email', identifier: 'a@b.co', password: 'x' }),
    ));

  it('stores the token set of a session continued from the wallet app’s (“Continue as”)', () =>
    expectStoredTokenSet(tokens, (c) => c.auth.continueSession()));

  it('logout clears the session before the server answers, and sends nothing without one', async () => {
    let stored: string | null = 'unread';
    const sessionStore = createMemorySessionStore(tokens);
    server.handle(() => {
      stored = sessionStore.getAccessToken();
      return { body: message };
    });
    server.requests.length = 0;
    const client = clientOf(sessionStore);
    await client.auth.logout();
    expect(stored).toBeNull();
    expect(server.requests).toHaveLength(1);
    expect(await client.auth.logout()).toBeNull();
    expect(server.requests).toHaveLength(1);
  });

  it('logout ends the session of a refresh token the app held before it loaded the client', async () => {
    answer(message);
    await clientOf(createMemorySessionStore()).auth.logout({ refresh_token: 'refresh-held' });
    expect(server.requests).toHaveLength(1);
    expect(server.requests[0]?.body).toEqual({ refresh_token: 'refresh-held' });
  });

  it('stores nothing when login answers a 2-step challenge', async () => {
    answer({ two_factor: true, type: 'email', identifier: 'a@b.co', message: 'Code sent' });
    const sessionStore = createMemorySessionStore();
    const result = await clientOf(sessionStore).auth.login({
      type: 'email',
      identifier: 'a@b.co',
      password: 'x',
    });
    expect(result.two_factor).toBe(true);
    expect(sessionStore.getAccessToken()).toBeNull();
  });
});

describe('a wallet’s transactions', () => {
  it('sends a chosen transaction type and page size', async () => {
    answer({ transactions: [], totalPages: 0, pageNumber: 3, limit: 5, nextCursor: null });
    await freshClient().wallets.transactions('w1', { type: 'delegate', page: 3, limit: 5 });
    expect(server.requests[0]?.query).toEqual({ type: 'delegate', page: '3', limit: '5' });
  });

  it('reads the next page with the previous nextCursor', async () => {
    answer({ transactions: [], totalPages: 4, pageNumber: 2, limit: 5, nextCursor: 'WzEsM10' });
    const page = await freshClient().wallets.transactions('w1', {
      page: 2,
      limit: 5,
      cursor: 'WzEsMl0',
    });
    expect(server.requests[0]?.query).toEqual({ page: '2', limit: '5', cursor: 'WzEsMl0' });
    expect(page.nextCursor).toBe('WzEsM10');
  });
});
