import { APP_VERSION } from '@optwallet/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient } from '../client';
import type { ApiClient } from '../client';
import { endpoints } from '@optwallet/contract';
import type { EndpointName } from '@optwallet/contract';
import { createMemorySessionStore } from '../session-store';
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

interface Row {
  name: EndpointName;
  call: (client: ApiClient) => Promise<unknown>;
  method: string;
  path: string;
  query?: Record<string, string>;
  body?: unknown;
  /** 'session' = the stored access token, 'none' = no Authorization header, or a passed-in token. */
  bearer: string;
  headers?: Record<string, string>;
  reply: unknown;
}

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
const verifier = 'v'.repeat(43);

const rows: Row[] = [
  // auth
  {
    name: 'login',
    call: (c) =>
      c.auth.login({
        type: 'email',
        identifier: 'ada@example.com',
        password: 'secret!123',
        redirect_url: 'https://app.example/magicLogin',
        recaptcha_version: 'v3',
        recaptcha_token: 'rc',
        remember_token: '',
      }),
    method: 'POST',
    path: '/api/login',
    body: {
      type: 'email',
      identifier: 'ada@example.com',
      password: 'secret!123',
      redirect_url: 'https://app.example/magicLogin',
      recaptcha_version: 'v3',
      recaptcha_token: 'rc',
      platform_type: 'payments',
    },
    bearer: 'none',
    reply: { ...tokens, two_factor: false },
  },
  {
    name: 'register',
    call: (c) =>
      c.auth.register({
        type: 'phone',
        identifier: '+4915112345678',
        password: 'secret!123',
        password_confirmation: 'secret!123',
        referral: 'bob',
        age_consent: true,
        terms_consent: true,
        first_name: undefined,
      }),
    method: 'POST',
    path: '/api/register',
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
    bearer: 'none',
    reply: { two_factor: true, type: 'phone', identifier: '+4915112345678', message: 'Code sent' },
  },
  {
    name: 'forgotPassword',
    call: (c) =>
      c.auth.forgotPassword({
        type: 'email',
        identifier: 'ada@example.com',
        redirect_url: 'https://app.example/reset-password',
      }),
    method: 'POST',
    path: '/api/forgotPassword',
    body: {
      type: 'email',
      identifier: 'ada@example.com',
      redirect_url: 'https://app.example/reset-password',
    },
    bearer: 'none',
    reply: message,
  },
  {
    name: 'validateResetPasswordOtp',
    call: (c) =>
      c.auth.validateResetPasswordOtp({ identifier: 'ada@example.com', authCode: '123456' }),
    method: 'POST',
    path: '/api/validateResetPasswordOTP',
    body: { identifier: 'ada@example.com', authCode: '123456' },
    bearer: 'none',
    reply: { token: 'reset-1' },
  },
  {
    name: 'checkResetPasswordToken',
    call: (c) => c.auth.checkResetPasswordToken('reset-1'),
    method: 'GET',
    path: '/api/resetPassword',
    query: { token: 'reset-1' },
    bearer: 'none',
    reply: { valid: true, identifier: 'a***@example.com' },
  },
  {
    name: 'checkMagicLink',
    call: (c) => c.auth.checkMagicLink('magic-1'),
    method: 'GET',
    path: '/api/magicLogin',
    query: { token: 'magic-1' },
    bearer: 'none',
    reply: { valid: true, user_id: 'u1', identifier: 'a***@example.com' },
  },
  {
    name: 'resetPassword',
    call: (c) =>
      c.auth.resetPassword({
        password: 'new!pass12',
        password_confirmation: 'new!pass12',
        token: 'reset-1',
      }),
    method: 'POST',
    path: '/api/resetPassword',
    body: { password: 'new!pass12', password_confirmation: 'new!pass12', token: 'reset-1' },
    bearer: 'none',
    reply: message,
  },
  {
    name: 'setupPassword',
    call: (c) =>
      c.auth.setupPassword(
        { password: 'new!pass12', password_confirmation: 'new!pass12' },
        { bearer: 'setup-token' },
      ),
    method: 'POST',
    path: '/api/setupPassword',
    body: { password: 'new!pass12', password_confirmation: 'new!pass12' },
    bearer: 'setup-token',
    reply: message,
  },
  {
    name: 'magicLogin',
    call: (c) => c.auth.magicLogin({ token: 'magic-1' }),
    method: 'POST',
    path: '/api/magicLogin',
    body: { token: 'magic-1', platform_type: 'payments' },
    bearer: 'none',
    reply: tokens,
  },
  {
    name: 'resendMagicLink',
    call: (c) =>
      c.auth.resendMagicLink({
        type: 'email',
        identifier: 'ada@example.com',
        redirect_url: 'https://app.example/magicLogin',
        recaptcha_token: '',
      }),
    method: 'POST',
    path: '/api/resendMagicLinkV1',
    body: {
      type: 'email',
      identifier: 'ada@example.com',
      redirect_url: 'https://app.example/magicLogin',
      platform_type: 'payments',
    },
    bearer: 'none',
    reply: message,
  },
  {
    name: 'authCodeLogin',
    call: (c) =>
      c.auth.authCodeLogin({
        identifier: 'ada@example.com',
        authCode: '654321',
        remember_me: true,
      }),
    method: 'POST',
    path: '/api/authCodeLogin',
    body: {
      identifier: 'ada@example.com',
      authCode: '654321',
      remember_me: true,
      platform_type: 'payments',
    },
    bearer: 'none',
    reply: { ...tokens, remember_token: 'device-1' },
  },
  {
    name: 'refreshToken',
    call: (c) => c.auth.refreshToken(),
    method: 'POST',
    path: '/api/refreshToken',
    body: { refresh_token: 'refresh-1', platform_type: 'payments' },
    bearer: 'none',
    reply: tokens,
  },
  {
    name: 'logout',
    call: (c) => c.auth.logout(),
    method: 'POST',
    path: '/api/logout',
    body: { refresh_token: 'refresh-1' },
    bearer: 'none',
    reply: message,
  },
  {
    name: 'initiatePasswordChange',
    call: (c) => c.auth.initiatePasswordChange({ current_password: 'old!pass12' }),
    method: 'POST',
    path: '/api/user/initiate-password-change',
    body: { current_password: 'old!pass12' },
    bearer: 'session',
    reply: message,
  },
  {
    name: 'changePassword',
    call: (c) =>
      c.auth.changePassword({
        code: '111222',
        password: 'new!pass12',
        password_confirmation: 'new!pass12',
      }),
    method: 'POST',
    path: '/api/user/change-password',
    body: { code: '111222', password: 'new!pass12', password_confirmation: 'new!pass12' },
    bearer: 'session',
    reply: message,
  },
  {
    name: 'passkeyLoginOptions',
    call: (c) => c.auth.passkeyLoginOptions(),
    method: 'POST',
    path: '/api/passkeyLogin/options',
    bearer: 'none',
    reply: passkeyRequestOptions,
  },
  {
    name: 'passkeyLogin',
    call: (c) => c.auth.passkeyLogin({ response: passkeyAssertion }),
    method: 'POST',
    path: '/api/passkeyLogin',
    body: { response: passkeyAssertion, platform_type: 'payments' },
    bearer: 'none',
    reply: tokens,
  },
  {
    name: 'sessionHint',
    call: (c) => c.auth.sessionHint(),
    method: 'GET',
    path: '/api/session/hint',
    bearer: 'none',
    reply: { account: { name: 'Ana Test', username: 'ana', avatar: null } },
  },
  {
    name: 'continueSession',
    call: (c) => c.auth.continueSession(),
    method: 'POST',
    path: '/api/session/continue',
    body: { platform_type: 'payments' },
    bearer: 'none',
    reply: tokens,
  },
  {
    name: 'passkeys',
    call: (c) => c.auth.passkeys(),
    method: 'GET',
    path: '/api/user/passkeys',
    bearer: 'session',
    reply: { data: [passkey] },
  },
  {
    name: 'passkeyRegistrationOptions',
    call: (c) => c.auth.passkeyRegistrationOptions(),
    method: 'POST',
    path: '/api/user/passkeys/options',
    bearer: 'session',
    reply: passkeyCreationOptions,
  },
  {
    name: 'addPasskey',
    call: (c) => c.auth.addPasskey({ name: 'Laptop', response: passkeyAttestation }),
    method: 'POST',
    path: '/api/user/passkeys',
    body: { name: 'Laptop', response: passkeyAttestation },
    bearer: 'session',
    reply: passkey,
  },
  {
    name: 'renamePasskey',
    call: (c) => c.auth.renamePasskey('pk1', 'YubiKey'),
    method: 'PUT',
    path: '/api/user/passkeys/pk1',
    body: { name: 'YubiKey' },
    bearer: 'session',
    reply: { ...passkey, name: 'YubiKey' },
  },
  {
    name: 'deletePasskey',
    call: (c) => c.auth.deletePasskey('pk1'),
    method: 'DELETE',
    path: '/api/user/passkeys/pk1',
    bearer: 'session',
    reply: message,
  },
  {
    name: 'sessions',
    call: (c) => c.auth.sessions(),
    method: 'GET',
    path: '/api/user/sessions',
    bearer: 'session',
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
  },
  {
    name: 'endSession',
    call: (c) => c.auth.endSession('s2'),
    method: 'DELETE',
    path: '/api/user/sessions/s2',
    bearer: 'session',
    reply: message,
  },
  {
    name: 'endOtherSessions',
    call: (c) => c.auth.endOtherSessions(),
    method: 'DELETE',
    path: '/api/user/sessions',
    bearer: 'session',
    reply: { ended: 2 },
  },
  // users
  {
    name: 'user',
    call: (c) => c.users.user(),
    method: 'GET',
    path: '/api/user',
    bearer: 'session',
    reply: user,
  },
  {
    name: 'onboardUser',
    call: (c) =>
      c.users.onboardUser({
        first_name: 'Ada',
        last_name: 'Lovelace',
        username: 'ada',
        country: 'GB',
      }),
    method: 'POST',
    path: '/api/onboardUser',
    body: {
      first_name: 'Ada',
      last_name: 'Lovelace',
      username: 'ada',
      country: 'GB',
      platform_type: 'payments',
    },
    bearer: 'session',
    reply: user,
  },
  {
    name: 'countries',
    call: (c) => c.users.countries(),
    method: 'GET',
    path: '/api/countries',
    bearer: 'session',
    reply: [{ code: 'DE', name: 'Germany', dial_code: '+49', blocked: false }],
  },
  {
    name: 'adminSessionCode',
    call: (c) => c.users.adminSessionCode(),
    method: 'POST',
    path: '/api/admin/session-code',
    bearer: 'session',
    reply: { code: 'one-time-code', expires_in: 60 },
  },
  {
    name: 'ownProfile',
    call: (c) => c.users.profile(),
    method: 'GET',
    path: '/api/user/profile',
    bearer: 'session',
    reply: { ...profile, is_self: true },
  },
  {
    name: 'profile',
    call: (c) => c.users.profile('u2'),
    method: 'GET',
    path: '/api/user/profile/u2',
    bearer: 'session',
    reply: profile,
  },
  {
    name: 'updateProfile',
    call: (c) =>
      c.users.updateProfile({
        first_name: 'Ada',
        last_name: 'Lovelace',
        bio: 'Counts things',
        country: 'GB',
      }),
    method: 'PUT',
    path: '/api/user/profile',
    bearer: 'session',
    body: { first_name: 'Ada', last_name: 'Lovelace', bio: 'Counts things', country: 'GB' },
    reply: user,
  },
  {
    name: 'updateAvatar',
    call: (c) => c.users.updateAvatar({ content_type: 'image/png', image: 'iVBORw0KGgo=' }),
    method: 'PUT',
    path: '/api/user/profile/avatar',
    bearer: 'session',
    body: { content_type: 'image/png', image: 'iVBORw0KGgo=' },
    reply: { ...user, avatar: 'https://api.example/api/avatars/ab12.png' },
  },
  {
    name: 'deleteAvatar',
    call: (c) => c.users.deleteAvatar(),
    method: 'DELETE',
    path: '/api/user/profile/avatar',
    bearer: 'session',
    reply: user,
  },
  {
    name: 'emailSendCode',
    call: (c) => c.users.sendEmailCode({ email: 'ada@example.com' }),
    method: 'POST',
    path: '/api/user/email/send-code',
    body: { email: 'ada@example.com' },
    bearer: 'session',
    reply: message,
  },
  {
    name: 'emailVerify',
    call: (c) => c.users.verifyEmail({ code: '123456' }),
    method: 'POST',
    path: '/api/user/email/verify',
    body: { code: '123456' },
    bearer: 'session',
    reply: user,
  },
  {
    name: 'phoneSendCode',
    call: (c) => c.users.sendPhoneCode({ phone_number: '+4915112345678' }),
    method: 'POST',
    path: '/api/user/phone/send-code',
    body: { phone_number: '+4915112345678' },
    bearer: 'session',
    reply: message,
  },
  {
    name: 'phoneVerify',
    call: (c) => c.users.verifyPhone({ phone_number: '+4915112345678', code: '123456' }),
    method: 'POST',
    path: '/api/user/phone/verify',
    body: { phone_number: '+4915112345678', code: '123456' },
    bearer: 'session',
    reply: user,
  },
  // social
  {
    name: 'network',
    call: (c) => c.social.network('followers'),
    method: 'GET',
    path: '/api/user/followers',
    query: { per_page: '30', page: '1' },
    bearer: 'session',
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
  },
  {
    name: 'follow',
    call: (c) => c.social.follow('u2'),
    method: 'POST',
    path: '/api/user/follow/u2',
    bearer: 'session',
    reply: { message: 'ok', following: true },
  },
  {
    name: 'unfollow',
    call: (c) => c.social.unfollow('u2'),
    method: 'DELETE',
    path: '/api/user/follow/u2',
    bearer: 'session',
    reply: { message: 'ok', following: false },
  },
  {
    name: 'block',
    call: (c) => c.social.block('u2'),
    method: 'POST',
    path: '/api/user/profile/block/u2',
    bearer: 'session',
    reply: { message: 'ok', blocked: true },
  },
  {
    name: 'unblock',
    call: (c) => c.social.unblock('u2'),
    method: 'DELETE',
    path: '/api/user/profile/block/u2',
    bearer: 'session',
    reply: { message: 'ok', blocked: false },
  },
  {
    name: 'searchContacts',
    call: (c) => c.social.searchContacts('bob@example.com'),
    method: 'GET',
    path: '/api/contacts/search/bob%40example.com',
    bearer: 'session',
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
  },
  {
    name: 'emailInvite',
    call: (c) => c.social.emailInvite('new@example.com'),
    method: 'POST',
    path: '/api/user/email-invite',
    body: { email: 'new@example.com' },
    bearer: 'session',
    reply: message,
  },
  {
    name: 'recents',
    call: (c) => c.social.recents('w1'),
    method: 'GET',
    path: '/api/contacts/get-recents/w1',
    bearer: 'session',
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
  },
  {
    name: 'tokensByUlid',
    call: (c) => c.social.tokensByUlid('01HZX'),
    method: 'GET',
    path: '/api/get-tokens-by-ulid/01HZX',
    bearer: 'session',
    reply: {
      user: { id: '01HZX', username: 'bob', first_name: 'Bob', last_name: null, avatar: null },
      tokens: [{ chainId: 'optchain-1', symbol: 'OPT', name: 'Opt', address: 'opt1bob' }],
    },
  },
  {
    name: 'paymentsBetween',
    call: (c) => c.social.paymentsBetween('01HZX', 2),
    method: 'GET',
    path: '/api/payments/with/01HZX',
    query: { page: '2' },
    bearer: 'session',
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
  },
  {
    name: 'requestPayment',
    call: (c) =>
      c.social.requestPayment('01HZX', { amount: '5', chainId: 'optchain-1', symbol: 'OPT' }),
    method: 'POST',
    path: '/api/payment-requests/01HZX',
    body: { amount: '5', chainId: 'optchain-1', symbol: 'OPT' },
    bearer: 'session',
    reply: { message: 'Payment requested', request: paymentRequest },
  },
  {
    name: 'paymentRequests',
    call: (c) => c.social.paymentRequests({ direction: 'incoming', state: 'open' }),
    method: 'GET',
    path: '/api/payment-requests',
    query: { direction: 'incoming', state: 'open', page: '1' },
    bearer: 'session',
    reply: page([paymentRequest]),
  },
  {
    name: 'payPaymentRequest',
    call: (c) => c.social.payPaymentRequest('R1', 'Wallet#key1', { idempotencyKey: 'pay-1' }),
    method: 'POST',
    path: '/api/payment-requests/R1/pay',
    body: { walletPasscode: 'Wallet#key1' },
    headers: { 'idempotency-key': 'pay-1' },
    bearer: 'session',
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
  },
  {
    name: 'declinePaymentRequest',
    call: (c) => c.social.declinePaymentRequest('R1'),
    method: 'POST',
    path: '/api/payment-requests/R1/decline',
    bearer: 'session',
    reply: { request: { ...paymentRequest, state: 'declined', closed_at: at } },
  },
  {
    name: 'cancelPaymentRequest',
    call: (c) => c.social.cancelPaymentRequest('R1'),
    method: 'POST',
    path: '/api/payment-requests/R1/cancel',
    bearer: 'session',
    reply: { request: { ...paymentRequest, state: 'cancelled', closed_at: at } },
  },
  // notifications
  {
    name: 'notifications',
    call: (c) => c.notifications.list(2),
    method: 'GET',
    path: '/api/notifications',
    query: { page: '2' },
    bearer: 'session',
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
  },
  {
    name: 'markAllNotificationsRead',
    call: (c) => c.notifications.markAllRead(),
    method: 'POST',
    path: '/api/mark-all-notifications-as-read',
    bearer: 'session',
    reply: message,
  },
  {
    name: 'deleteNotifications',
    call: (c) => c.notifications.deleteAll(),
    method: 'DELETE',
    path: '/api/delete-notifications',
    bearer: 'session',
    reply: message,
  },
  {
    name: 'markNotificationRead',
    call: (c) => c.notifications.markRead('n1'),
    method: 'POST',
    path: '/api/mark-notification-as-read',
    body: { notification_id: 'n1' },
    bearer: 'session',
    reply: message,
  },
  // oauth
  {
    name: 'oauthAuthorizeInfo',
    call: (c) => c.oauth.authorizeInfo(oauthQuery),
    method: 'GET',
    path: '/api/oauth/authorize',
    query: oauthQuery,
    bearer: 'session',
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
  },
  {
    name: 'oauthAuthorize',
    call: (c) => c.oauth.authorize({ ...oauthQuery, code_challenge: 'c'.repeat(43) }),
    method: 'POST',
    path: '/api/oauth/authorize',
    body: {
      ...oauthQuery,
      code_challenge: 'c'.repeat(43),
      response_type: 'code',
      code_challenge_method: 'S256',
    },
    bearer: 'session',
    reply: { redirect_url: 'https://partner.example/cb?code=abc&state=s1' },
  },
  {
    name: 'oauthAuthorizeSilent',
    call: (c) => c.oauth.authorizeSilently({ ...oauthQuery, code_challenge: 'c'.repeat(43) }),
    method: 'POST',
    path: '/api/oauth/authorize/none',
    body: {
      ...oauthQuery,
      code_challenge: 'c'.repeat(43),
      response_type: 'code',
      code_challenge_method: 'S256',
    },
    bearer: 'none',
    reply: { redirect_url: 'https://partner.example/cb?error=login_required&state=s1' },
  },
  {
    name: 'oauthToken',
    call: (c) =>
      c.oauth.token({
        code: 'abc',
        redirect_uri: oauthQuery.redirect_uri,
        client_id: 'partner',
        code_verifier: verifier,
      }),
    method: 'POST',
    path: '/api/oauth/token',
    body: {
      grant_type: 'authorization_code',
      code: 'abc',
      redirect_uri: oauthQuery.redirect_uri,
      client_id: 'partner',
      code_verifier: verifier,
    },
    bearer: 'none',
    reply: { access_token: 'oauth-1', token_type: 'Bearer', expires_in: 3600, scope: 'email' },
  },
  {
    name: 'oauthJwks',
    call: (c) => c.oauth.jwks(),
    method: 'GET',
    path: '/api/oauth/jwks',
    bearer: 'none',
    reply: {
      keys: [{ kty: 'EC', crv: 'P-256', x: 'x', y: 'y', kid: 'k1', alg: 'ES256', use: 'sig' }],
    },
  },
  {
    name: 'oauthUserInfo',
    call: (c) => c.oauth.userInfo(),
    method: 'GET',
    path: '/api/oauth/userinfo',
    bearer: 'session',
    reply: { sub: 'u1', email: 'ada@example.com', email_verified: true },
  },
  {
    name: 'oauthRevoke',
    call: (c) => c.oauth.revoke({ token: 'r1', client_id: 'partner' }),
    method: 'POST',
    path: '/api/oauth/revoke',
    body: { token: 'r1', client_id: 'partner' },
    bearer: 'none',
    reply: {},
  },
  {
    name: 'oauthIntrospect',
    call: (c) => c.oauth.introspect({ token: 'r1', client_id: 'partner', client_secret: 's' }),
    method: 'POST',
    path: '/api/oauth/introspect',
    body: { token: 'r1', client_id: 'partner', client_secret: 's' },
    bearer: 'none',
    reply: { active: true, sub: 'u1', client_id: 'partner', scope: 'openid' },
  },
  {
    name: 'oauthGrants',
    call: (c) => c.oauth.grants(),
    method: 'GET',
    path: '/api/oauth/grants',
    bearer: 'session',
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
  },
  {
    name: 'revokeOAuthGrant',
    call: (c) => c.oauth.revokeGrant('g1'),
    method: 'DELETE',
    path: '/api/oauth/grants/g1',
    bearer: 'session',
    reply: { message: 'Access revoked' },
  },
  // wallets
  {
    name: 'mnemonic',
    call: (c) => c.wallets.mnemonic(),
    method: 'GET',
    path: '/api/wallets/mnemonic',
    bearer: 'session',
    reply: { mnemonic: 'abandon '.repeat(11) + 'about' },
  },
  {
    name: 'checkWalletKey',
    call: (c) => c.wallets.checkKey({ walletPasscode: 'pass!word1' }),
    method: 'POST',
    path: '/api/wallets/checkKey',
    body: { walletPasscode: 'pass!word1' },
    bearer: 'session',
    reply: { message: 'This wallet key can be used' },
  },
  {
    name: 'createWallet',
    call: (c) => c.wallets.create({ walletPasscode: 'pass!word1', mnemonic: 'abandon about' }),
    method: 'POST',
    path: '/api/wallets',
    body: { walletPasscode: 'pass!word1', mnemonic: 'abandon about' },
    bearer: 'session',
    reply: wallet,
  },
  {
    name: 'wallets',
    call: (c) => c.wallets.list(),
    method: 'GET',
    path: '/api/wallets',
    bearer: 'session',
    reply: [wallet],
  },
  {
    name: 'walletTokens',
    call: (c) => c.wallets.tokens('w1'),
    method: 'GET',
    path: '/api/wallets/w1/tokens',
    bearer: 'session',
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
  },
  {
    name: 'syncWallet',
    call: (c) => c.wallets.sync('w1'),
    method: 'POST',
    path: '/api/wallets/w1/sync',
    bearer: 'session',
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
  },
  {
    name: 'verifyKey',
    call: (c) => c.wallets.verifyKey('w1', { data: 'pass!word1', type: 'passcode' }),
    method: 'POST',
    path: '/api/wallets/w1/verifyKey',
    body: { data: 'pass!word1', type: 'passcode' },
    bearer: 'session',
    reply: { valid: true },
  },
  {
    name: 'resetPasscode',
    call: (c) =>
      c.wallets.resetPasscode('w1', {
        type: 'mnemonic',
        data: 'abandon about',
        newWalletPasscode: 'new!pass12',
      }),
    method: 'POST',
    path: '/api/wallets/w1/resetPasscode',
    body: { type: 'mnemonic', data: 'abandon about', newWalletPasscode: 'new!pass12' },
    bearer: 'session',
    reply: message,
  },
  {
    name: 'tokenHistory',
    call: (c) => c.wallets.tokenHistory('optchain-1', 'OPT'),
    method: 'GET',
    path: '/api/get-token-history/optchain-1/OPT/24',
    bearer: 'session',
    reply: {
      chainId: 'optchain-1',
      symbol: 'OPT',
      hours: 24,
      points: [{ time: at, priceUsd: '2' }],
    },
  },
  {
    name: 'walletTransactions',
    call: (c) => c.wallets.transactions('w1', { type: 'all' }),
    method: 'GET',
    path: '/api/wallets/w1/transactions',
    query: { limit: '10', page: '1' },
    bearer: 'session',
    reply: {
      transactions: [transaction],
      totalPages: 1,
      pageNumber: 1,
      limit: 10,
      nextCursor: null,
    },
  },
  {
    name: 'walletTransactionsCsv',
    call: (c) => c.wallets.transactionsCsv('w1'),
    method: 'GET',
    path: '/api/wallets/w1/transactions.csv',
    bearer: 'session',
    reply: 'date,type\r\n',
  },
  {
    name: 'events',
    // The test server writes every reply as JSON: the stream's body is that text, unread.
    call: (c) => c.events.open('42').then(async (res) => JSON.parse(await res.text()) as unknown),
    method: 'GET',
    path: '/api/events',
    bearer: 'session',
    headers: { 'last-event-id': '42', accept: 'text/event-stream' },
    reply: 'id: 42\nevent: ready\ndata: {"kind":"ready"}\n\n',
  },
  {
    name: 'tokenDetail',
    call: (c) => c.wallets.tokenDetail('w1', 'optchain-1', 'OPT'),
    method: 'GET',
    path: '/api/wallets/w1/tokens/optchain-1/OPT',
    bearer: 'session',
    reply: tokenDetail,
  },
  {
    name: 'transferPreview',
    call: (c) =>
      c.wallets.transferPreview('w1', {
        amount: '1.5',
        chainId: 'optchain-1',
        symbol: 'OPT',
        to: 'opt1bob',
        transferType: 'send',
        memo: '',
        from: undefined,
      }),
    method: 'POST',
    path: '/api/wallets/w1/transferPreview',
    body: {
      amount: '1.5',
      chainId: 'optchain-1',
      symbol: 'OPT',
      to: 'opt1bob',
      transferType: 'send',
    },
    bearer: 'session',
    reply: { amount: '1.5', gasFeeEstimate: '0.002', to: 'opt1bob', from: 'opt1me' },
  },
  {
    name: 'recipientCheck',
    call: (c) => c.wallets.recipientCheck('w1', { chainId: 'optchain-1', address: 'opt1bob' }),
    method: 'GET',
    path: '/api/wallets/w1/recipientCheck',
    query: { chainId: 'optchain-1', address: 'opt1bob' },
    bearer: 'session',
    reply: { address: 'opt1bob', user: null, ownWallet: false, sentBefore: false, lookalike: null },
  },
  {
    name: 'transfer',
    call: (c) =>
      c.wallets.transfer(
        'w1',
        {
          amount: '2',
          chainId: 'optchain-1',
          symbol: 'OPT',
          to: 'optvaloper1b',
          from: 'optvaloper1a',
          transferType: 'move-delegation',
          description: 'move',
          walletPasscode: 'pass!word1',
          creationHeight: '',
        },
        { idempotencyKey: 'idem-1' },
      ),
    method: 'POST',
    path: '/api/wallets/w1/transfer',
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
    bearer: 'session',
    headers: { 'idempotency-key': 'idem-1' },
    reply: {
      transactionHash: '0xdef',
      to: 'optvaloper1b',
      from: 'optvaloper1a',
      amount: '2',
      gasFee: '0.002',
      blockExplorerLink: 'http://explorer/tx/0xdef',
    },
  },
  // staking
  {
    name: 'validatorsDetails',
    call: (c) => c.wallets.validatorsDetails(),
    method: 'GET',
    path: '/api/get-validators-details',
    bearer: 'session',
    reply: validators,
  },
  {
    name: 'createValidator',
    call: (c) =>
      c.wallets.createValidator('w1', {
        moniker: 'gamma',
        amount: '100',
        fee: '0.1',
        walletPasscode: 'pass!word1',
      }),
    method: 'POST',
    path: '/api/wallets/w1/createValidator',
    body: { moniker: 'gamma', amount: '100', fee: '0.1', walletPasscode: 'pass!word1' },
    bearer: 'session',
    reply: {
      amount: '100',
      blockExplorerLink: 'http://explorer/tx/0x1',
      gasFee: '0.01',
      moniker: 'gamma',
      transactionHash: '0x1',
    },
  },
  {
    name: 'autoCompound',
    call: (c) => c.wallets.autoCompound('w1', 'optchain-1'),
    method: 'GET',
    path: '/api/wallets/w1/autoCompound/optchain-1',
    bearer: 'session',
    reply: autoCompound,
  },
  {
    name: 'autoCompoundOn',
    call: (c) => c.wallets.autoCompoundOn('w1', 'optchain-1', { cap: '25', walletPasscode: 'k!' }),
    method: 'PUT',
    path: '/api/wallets/w1/autoCompound/optchain-1',
    body: { cap: '25', walletPasscode: 'k!' },
    bearer: 'session',
    reply: { ...autoCompound, status: 'on', cap: '25', capLeft: '25' },
  },
  {
    name: 'autoCompoundOff',
    call: (c) => c.wallets.autoCompoundOff('w1', 'optchain-1', { walletPasscode: 'k!' }),
    method: 'DELETE',
    path: '/api/wallets/w1/autoCompound/optchain-1',
    body: { walletPasscode: 'k!' },
    bearer: 'session',
    reply: autoCompound,
  },
  {
    name: 'chainGrants',
    call: (c) => c.wallets.chainGrants('w1'),
    method: 'GET',
    path: '/api/wallets/w1/chainGrants',
    bearer: 'session',
    reply: { grants: [], allowances: [] },
  },
  {
    name: 'revokeChainGrant',
    call: (c) =>
      c.wallets.revokeChainGrant('w1', {
        chainId: 'optchain-1',
        grantee: 'opt1grantee',
        msgTypeUrl: '/cosmos.bank.v1beta1.MsgSend',
        walletPasscode: 'k!',
      }),
    method: 'DELETE',
    path: '/api/wallets/w1/chainGrants',
    body: {
      chainId: 'optchain-1',
      grantee: 'opt1grantee',
      msgTypeUrl: '/cosmos.bank.v1beta1.MsgSend',
      walletPasscode: 'k!',
    },
    bearer: 'session',
    reply: { grants: [], allowances: [] },
  },
  {
    name: 'recurringSends',
    call: (c) => c.wallets.recurringSends('w1'),
    method: 'GET',
    path: '/api/wallets/w1/recurringSends',
    bearer: 'session',
    reply: { available: true, schedules: [] },
  },
  {
    name: 'createRecurringSend',
    call: (c) =>
      c.wallets.createRecurringSend('w1', {
        chainId: 'optchain-1',
        to: 'opt1bob',
        amount: '2.5',
        every: 'week',
        count: 3,
        walletPasscode: 'k!',
      }),
    method: 'POST',
    path: '/api/wallets/w1/recurringSends',
    body: {
      chainId: 'optchain-1',
      to: 'opt1bob',
      amount: '2.5',
      every: 'week',
      count: 3,
      walletPasscode: 'k!',
    },
    bearer: 'session',
    reply: { available: true, schedules: [] },
  },
  {
    name: 'cancelRecurringSend',
    call: (c) => c.wallets.cancelRecurringSend('w1', 's1', { walletPasscode: 'k!' }),
    method: 'DELETE',
    path: '/api/wallets/w1/recurringSends/s1',
    body: { walletPasscode: 'k!' },
    bearer: 'session',
    reply: { available: true, schedules: [] },
  },
  {
    name: 'tokenApprovals',
    call: (c) => c.wallets.tokenApprovals('w1'),
    method: 'GET',
    path: '/api/wallets/w1/tokenApprovals',
    bearer: 'session',
    reply: { approvals: [] },
  },
  {
    name: 'revokeTokenApproval',
    call: (c) =>
      c.wallets.revokeTokenApproval('w1', {
        chainId: '1',
        symbol: 'USDT',
        spender: `0x${'1'.repeat(40)}`,
        walletPasscode: 'k!',
      }),
    method: 'DELETE',
    path: '/api/wallets/w1/tokenApprovals',
    body: {
      chainId: '1',
      symbol: 'USDT',
      spender: `0x${'1'.repeat(40)}`,
      walletPasscode: 'k!',
    },
    bearer: 'session',
    reply: { approvals: [] },
  },
  // devnet
  {
    name: 'health',
    call: (c) => c.dev.health(),
    method: 'GET',
    path: '/api/health',
    bearer: 'none',
    reply: { status: 'ok', version: '0.1.0' },
  },
  {
    name: 'devOutbox',
    call: (c) => c.dev.outbox('ada@example.com'),
    method: 'GET',
    path: '/api/dev/outbox',
    query: { to: 'ada@example.com' },
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
  },
  {
    name: 'devAdvance',
    call: (c) => c.dev.advanceDevnet(3600),
    method: 'POST',
    path: '/api/dev/devnet/advance',
    body: { seconds: 3600 },
    bearer: 'none',
    reply: { chains: [{ chainId: 'optchain-1', height: 721, time: at }] },
  },
  {
    name: 'devFaucet',
    call: (c) => c.dev.faucet('opt1xyz'),
    method: 'POST',
    path: '/api/dev/faucet',
    body: { address: 'opt1xyz' },
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
  },
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

describe('every endpoint of the table', () => {
  it('has a row here, none left out', () => {
    expect(rows.map((r) => r.name).sort()).toEqual(Object.keys(endpoints).sort());
  });

  it.each(rows)(
    '$name sends $method $path with the right headers and payload, and parses the answer',
    async (row) => {
      server.handle(() => ({ body: row.reply }));
      server.requests.length = 0;
      const result = await row.call(freshClient());

      expect(server.requests).toHaveLength(1);
      const seen = server.requests[0]!;
      expect(seen.method).toBe(row.method);
      expect(seen.path).toBe(row.path);
      expect(seen.query).toEqual(row.query ?? {});
      expect(seen.body).toEqual(row.body);
      expect(seen.headers['x-app-version']).toBe(APP_VERSION);
      const expectedAuth =
        row.bearer === 'none'
          ? undefined
          : `Bearer ${row.bearer === 'session' ? 'access-1' : row.bearer}`;
      expect(seen.headers.authorization).toBe(expectedAuth);
      for (const [name, value] of Object.entries(row.headers ?? {}))
        expect(seen.headers[name]).toBe(value);
      expect(endpoints[row.name].method).toBe(row.method);
      expect(result).toEqual(endpoints[row.name].response.parse(row.reply));
    },
  );
});

describe('calls that start a session', () => {
  it('stores the token set of a login, with expiry now + expires_in seconds', async () => {
    server.handle(() => ({ body: { ...tokens, two_factor: false } }));
    const sessionStore = createMemorySessionStore();
    const client = createApiClient({ baseUrl: server.url, sessionStore, now: () => 1_000_000 });
    await client.auth.login({ type: 'email', identifier: 'a@b.co', password: 'x' });
    expect(sessionStore.getAccessToken()).toBe('access-2');
    expect(sessionStore.getRefreshToken()).toBe('refresh-2');
    expect(sessionStore.getExpiresAt()).toBe(1_000_000 + 900_000);
  });

  it('stores the token set of a session continued from the wallet app’s (“Continue as”)', async () => {
    server.handle(() => ({ body: tokens }));
    const sessionStore = createMemorySessionStore();
    const client = createApiClient({ baseUrl: server.url, sessionStore, now: () => 1_000_000 });
    await client.auth.continueSession();
    expect(sessionStore.getAccessToken()).toBe('access-2');
    expect(sessionStore.getRefreshToken()).toBe('refresh-2');
  });

  it('logout clears the session before the server answers, and sends nothing without one', async () => {
    let stored: string | null = 'unread';
    const sessionStore = createMemorySessionStore(tokens);
    server.handle(() => {
      stored = sessionStore.getAccessToken();
      return { body: message };
    });
    server.requests.length = 0;
    const client = createApiClient({ baseUrl: server.url, sessionStore });
    await client.auth.logout();
    expect(stored).toBeNull();
    expect(server.requests).toHaveLength(1);
    expect(await client.auth.logout()).toBeNull();
    expect(server.requests).toHaveLength(1);
  });

  it('logout ends the session of a refresh token the app held before it loaded the client', async () => {
    server.handle(() => ({ body: message }));
    server.requests.length = 0;
    const client = createApiClient({
      baseUrl: server.url,
      sessionStore: createMemorySessionStore(),
    });
    await client.auth.logout({ refresh_token: 'refresh-held' });
    expect(server.requests).toHaveLength(1);
    expect(server.requests[0]?.body).toEqual({ refresh_token: 'refresh-held' });
  });

  it('stores nothing when login answers a 2-step challenge', async () => {
    server.handle(() => ({
      body: { two_factor: true, type: 'email', identifier: 'a@b.co', message: 'Code sent' },
    }));
    const sessionStore = createMemorySessionStore();
    const client = createApiClient({ baseUrl: server.url, sessionStore });
    const result = await client.auth.login({ type: 'email', identifier: 'a@b.co', password: 'x' });
    expect(result.two_factor).toBe(true);
    expect(sessionStore.getAccessToken()).toBeNull();
  });

  it('sends a chosen transaction type and page size', async () => {
    server.handle(() => ({
      body: { transactions: [], totalPages: 0, pageNumber: 3, limit: 5, nextCursor: null },
    }));
    server.requests.length = 0;
    await freshClient().wallets.transactions('w1', { type: 'delegate', page: 3, limit: 5 });
    expect(server.requests[0]?.query).toEqual({ type: 'delegate', page: '3', limit: '5' });
  });

  it('reads the next page with the previous nextCursor', async () => {
    server.handle(() => ({
      body: { transactions: [], totalPages: 4, pageNumber: 2, limit: 5, nextCursor: 'WzEsM10' },
    }));
    server.requests.length = 0;
    const page = await freshClient().wallets.transactions('w1', {
      page: 2,
      limit: 5,
      cursor: 'WzEsMl0',
    });
    expect(server.requests[0]?.query).toEqual({ page: '2', limit: '5', cursor: 'WzEsMl0' });
    expect(page.nextCursor).toBe('WzEsM10');
  });
});
