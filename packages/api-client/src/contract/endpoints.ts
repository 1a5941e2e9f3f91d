import type { z } from 'zod';
import {
  authCodeLoginRequestSchema,
  authCodeLoginResponseSchema,
  changePasswordRequestSchema,
  forgotPasswordRequestSchema,
  initiatePasswordChangeRequestSchema,
  loginRequestSchema,
  loginResponseSchema,
  logoutRequestSchema,
  magicLoginRequestSchema,
  refreshTokenRequestSchema,
  registerRequestSchema,
  registerResponseSchema,
  resendMagicLinkRequestSchema,
  resetPasswordCheckResponseSchema,
  resetPasswordQuerySchema,
  resetPasswordRequestSchema,
  setupPasswordRequestSchema,
  tokenResponseSchema,
  validateResetPasswordOtpRequestSchema,
  validateResetPasswordOtpResponseSchema,
} from './auth';
import { idParamsSchema, messageResponseSchema } from './common';
import {
  markNotificationRequestSchema,
  notificationsPageSchema,
  notificationsQuerySchema,
} from './notifications';
import {
  oauthAuthorizeInfoSchema,
  oauthAuthorizeQuerySchema,
  oauthAuthorizeRequestSchema,
  oauthAuthorizeResponseSchema,
  oauthGrantParamsSchema,
  oauthGrantsResponseSchema,
  oauthTokenRequestSchema,
  oauthTokenResponseSchema,
} from './oauth';
import {
  blockResponseSchema,
  contactSearchParamsSchema,
  contactSearchResponseSchema,
  emailInviteRequestSchema,
  followResponseSchema,
  networkPageSchema,
  networkQuerySchema,
  networkTabParamsSchema,
  recentsResponseSchema,
  userTokensResponseSchema,
} from './social';
import {
  createValidatorRequestSchema,
  createValidatorResponseSchema,
  tokenDetailResponseSchema,
  validatorsDetailsResponseSchema,
} from './staking';
import {
  transferPreviewRequestSchema,
  transferPreviewResponseSchema,
  transferRequestSchema,
  transferResponseSchema,
} from './transfers';
import {
  devAdvanceRequestSchema,
  devAdvanceResponseSchema,
  devFaucetRequestSchema,
  devFaucetResponseSchema,
  devOutboxQuerySchema,
  devOutboxResponseSchema,
  healthResponseSchema,
} from './dev';
import {
  countriesResponseSchema,
  onboardUserRequestSchema,
  onboardUserResponseSchema,
  phoneSendCodeRequestSchema,
  phoneVerifyRequestSchema,
  profileSchema,
  updateAvatarRequestSchema,
  updateProfileRequestSchema,
  userSchema,
} from './users';
import {
  createWalletRequestSchema,
  mnemonicResponseSchema,
  resetPasscodeRequestSchema,
  tokenHistoryParamsSchema,
  tokenHistoryResponseSchema,
  verifyKeyRequestSchema,
  verifyKeyResponseSchema,
  walletParamsSchema,
  walletSchema,
  walletTokenParamsSchema,
  walletSyncResponseSchema,
  walletTokensResponseSchema,
  walletTransactionsQuerySchema,
  walletTransactionsResponseSchema,
  walletsResponseSchema,
} from './wallets';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';
export type EndpointAuth = 'bearer' | 'none';
export type EndpointArea =
  | 'auth'
  | 'users'
  | 'social'
  | 'notifications'
  | 'oauth'
  | 'wallets'
  | 'transfers'
  | 'staking'
  | 'dev';

/**
 * One row of spec §7 (plus the oauth token exchange, phone verification and devnet routes).
 * `path` is relative to the `/api` base, with `{name}` placeholders that `params` describes.
 * Every success answers 200 with a JSON body that `response` parses; every failure answers
 * `errorResponseSchema` (see common.ts) with the status that says why.
 */
export interface EndpointDefinition {
  readonly method: HttpMethod;
  readonly path: string;
  readonly auth: EndpointAuth;
  readonly area: EndpointArea;
  readonly summary: string;
  readonly params?: z.ZodType;
  readonly query?: z.ZodType;
  readonly body?: z.ZodType;
  /** Request headers beyond bearer and app version, e.g. `Idempotency-Key`. */
  readonly headers?: readonly string[];
  readonly response: z.ZodType;
}

const define = <const T extends Record<string, EndpointDefinition>>(table: T): T => table;

export const endpoints = define({
  // auth
  login: {
    method: 'POST',
    path: '/login',
    auth: 'none',
    area: 'auth',
    summary: 'Password login; a token set or a 2-step challenge',
    body: loginRequestSchema,
    response: loginResponseSchema,
  },
  register: {
    method: 'POST',
    path: '/register',
    auth: 'none',
    area: 'auth',
    summary: 'Sign up; answers like /login',
    body: registerRequestSchema,
    response: registerResponseSchema,
  },
  forgotPassword: {
    method: 'POST',
    path: '/forgotPassword',
    auth: 'none',
    area: 'auth',
    summary: 'Send a reset link or code',
    body: forgotPasswordRequestSchema,
    response: messageResponseSchema,
  },
  validateResetPasswordOtp: {
    method: 'POST',
    path: '/validateResetPasswordOTP',
    auth: 'none',
    area: 'auth',
    summary: 'Exchange a reset code for a reset token',
    body: validateResetPasswordOtpRequestSchema,
    response: validateResetPasswordOtpResponseSchema,
  },
  checkResetPasswordToken: {
    method: 'GET',
    path: '/resetPassword',
    auth: 'none',
    area: 'auth',
    summary: 'Check a reset token',
    query: resetPasswordQuerySchema,
    response: resetPasswordCheckResponseSchema,
  },
  resetPassword: {
    method: 'POST',
    path: '/resetPassword',
    auth: 'none',
    area: 'auth',
    summary: 'Set a new password with a reset token',
    body: resetPasswordRequestSchema,
    response: messageResponseSchema,
  },
  setupPassword: {
    method: 'POST',
    path: '/setupPassword',
    auth: 'bearer',
    area: 'auth',
    summary: 'Set the first password (bearer passed in by the caller)',
    body: setupPasswordRequestSchema,
    response: messageResponseSchema,
  },
  magicLogin: {
    method: 'POST',
    path: '/magicLogin',
    auth: 'none',
    area: 'auth',
    summary: 'Log in with a magic-link token',
    body: magicLoginRequestSchema,
    response: tokenResponseSchema,
  },
  resendMagicLink: {
    method: 'POST',
    path: '/resendMagicLinkV1',
    auth: 'none',
    area: 'auth',
    summary: 'Mail a magic link',
    body: resendMagicLinkRequestSchema,
    response: messageResponseSchema,
  },
  authCodeLogin: {
    method: 'POST',
    path: '/authCodeLogin',
    auth: 'none',
    area: 'auth',
    summary: 'Log in with the 2-step code',
    body: authCodeLoginRequestSchema,
    response: authCodeLoginResponseSchema,
  },
  refreshToken: {
    method: 'POST',
    path: '/refreshToken',
    auth: 'none',
    area: 'auth',
    summary: 'Rotate the token set',
    body: refreshTokenRequestSchema,
    response: tokenResponseSchema,
  },
  logout: {
    method: 'POST',
    path: '/logout',
    auth: 'none',
    area: 'auth',
    summary: 'End the session of this refresh token: its refresh and access tokens stop at once',
    body: logoutRequestSchema,
    response: messageResponseSchema,
  },
  initiatePasswordChange: {
    method: 'POST',
    path: '/user/initiate-password-change',
    auth: 'bearer',
    area: 'auth',
    summary: 'Check the current password and send a code',
    body: initiatePasswordChangeRequestSchema,
    response: messageResponseSchema,
  },
  changePassword: {
    method: 'POST',
    path: '/user/change-password',
    auth: 'bearer',
    area: 'auth',
    summary: 'Change the password with the code',
    body: changePasswordRequestSchema,
    response: messageResponseSchema,
  },
  // users
  user: {
    method: 'GET',
    path: '/user',
    auth: 'bearer',
    area: 'users',
    summary: 'The current user',
    response: userSchema,
  },
  onboardUser: {
    method: 'POST',
    path: '/onboardUser',
    auth: 'bearer',
    area: 'users',
    summary: 'Complete onboarding',
    body: onboardUserRequestSchema,
    response: onboardUserResponseSchema,
  },
  countries: {
    method: 'GET',
    path: '/countries',
    auth: 'bearer',
    area: 'users',
    summary: 'Countries for onboarding and phone numbers',
    response: countriesResponseSchema,
  },
  ownProfile: {
    method: 'GET',
    path: '/user/profile',
    auth: 'bearer',
    area: 'users',
    summary: 'The caller’s public profile',
    response: profileSchema,
  },
  updateProfile: {
    method: 'PUT',
    path: '/user/profile',
    auth: 'bearer',
    area: 'users',
    summary: 'Update the caller’s name, bio and country (beyond §7: manage profile)',
    body: updateProfileRequestSchema,
    response: userSchema,
  },
  updateAvatar: {
    method: 'PUT',
    path: '/user/profile/avatar',
    auth: 'bearer',
    area: 'users',
    summary: 'Replace the caller’s profile photo (beyond §7: photo upload)',
    body: updateAvatarRequestSchema,
    response: userSchema,
  },
  deleteAvatar: {
    method: 'DELETE',
    path: '/user/profile/avatar',
    auth: 'bearer',
    area: 'users',
    summary: 'Remove the caller’s profile photo',
    response: userSchema,
  },
  profile: {
    method: 'GET',
    path: '/user/profile/{id}',
    auth: 'bearer',
    area: 'users',
    summary: 'A user’s public profile (id or username)',
    params: idParamsSchema,
    response: profileSchema,
  },
  phoneSendCode: {
    method: 'POST',
    path: '/user/phone/send-code',
    auth: 'bearer',
    area: 'users',
    summary: 'Text a code to verify a phone number (beyond §7: /verify-phone-number)',
    body: phoneSendCodeRequestSchema,
    response: messageResponseSchema,
  },
  phoneVerify: {
    method: 'POST',
    path: '/user/phone/verify',
    auth: 'bearer',
    area: 'users',
    summary: 'Verify the phone number with the code',
    body: phoneVerifyRequestSchema,
    response: userSchema,
  },
  // social
  network: {
    method: 'GET',
    path: '/user/{tab}',
    auth: 'bearer',
    area: 'social',
    summary: 'Following, followers or referrals, paged',
    params: networkTabParamsSchema,
    query: networkQuerySchema,
    response: networkPageSchema,
  },
  follow: {
    method: 'POST',
    path: '/user/follow/{id}',
    auth: 'bearer',
    area: 'social',
    summary: 'Follow a user',
    params: idParamsSchema,
    response: followResponseSchema,
  },
  unfollow: {
    method: 'DELETE',
    path: '/user/follow/{id}',
    auth: 'bearer',
    area: 'social',
    summary: 'Unfollow a user',
    params: idParamsSchema,
    response: followResponseSchema,
  },
  block: {
    method: 'POST',
    path: '/user/profile/block/{id}',
    auth: 'bearer',
    area: 'social',
    summary: 'Block a user',
    params: idParamsSchema,
    response: blockResponseSchema,
  },
  unblock: {
    method: 'DELETE',
    path: '/user/profile/block/{id}',
    auth: 'bearer',
    area: 'social',
    summary: 'Unblock a user',
    params: idParamsSchema,
    response: blockResponseSchema,
  },
  searchContacts: {
    method: 'GET',
    path: '/contacts/search/{query}',
    auth: 'bearer',
    area: 'social',
    summary: 'Search people by name, username, email or phone',
    params: contactSearchParamsSchema,
    response: contactSearchResponseSchema,
  },
  emailInvite: {
    method: 'POST',
    path: '/user/email-invite',
    auth: 'bearer',
    area: 'social',
    summary: 'Invite someone by email',
    body: emailInviteRequestSchema,
    response: messageResponseSchema,
  },
  recents: {
    method: 'GET',
    path: '/contacts/get-recents/{id}',
    auth: 'bearer',
    area: 'social',
    summary: 'People a wallet sent to recently',
    params: idParamsSchema,
    response: recentsResponseSchema,
  },
  tokensByUlid: {
    method: 'GET',
    path: '/get-tokens-by-ulid/{id}',
    auth: 'bearer',
    area: 'social',
    summary: 'A user’s receiving addresses',
    params: idParamsSchema,
    response: userTokensResponseSchema,
  },
  // notifications
  notifications: {
    method: 'GET',
    path: '/notifications',
    auth: 'bearer',
    area: 'notifications',
    summary: 'Notifications, newest first, paged',
    query: notificationsQuerySchema,
    response: notificationsPageSchema,
  },
  markAllNotificationsRead: {
    method: 'POST',
    path: '/mark-all-notifications-as-read',
    auth: 'bearer',
    area: 'notifications',
    summary: 'Mark every notification read',
    response: messageResponseSchema,
  },
  deleteNotifications: {
    method: 'DELETE',
    path: '/delete-notifications',
    auth: 'bearer',
    area: 'notifications',
    summary: 'Delete every notification',
    response: messageResponseSchema,
  },
  markNotificationRead: {
    method: 'POST',
    path: '/mark-notification-as-read',
    auth: 'bearer',
    area: 'notifications',
    summary: 'Mark one notification read',
    body: markNotificationRequestSchema,
    response: messageResponseSchema,
  },
  // oauth
  oauthAuthorizeInfo: {
    method: 'GET',
    path: '/oauth/authorize',
    auth: 'bearer',
    area: 'oauth',
    summary: 'What a partner asks for',
    query: oauthAuthorizeQuerySchema,
    response: oauthAuthorizeInfoSchema,
  },
  oauthAuthorize: {
    method: 'POST',
    path: '/oauth/authorize',
    auth: 'bearer',
    area: 'oauth',
    summary: 'Approve or deny a partner; answers where to redirect',
    body: oauthAuthorizeRequestSchema,
    response: oauthAuthorizeResponseSchema,
  },
  oauthToken: {
    method: 'POST',
    path: '/oauth/token',
    auth: 'none',
    area: 'oauth',
    summary: 'Exchange a code (PKCE) for an oauth access token',
    body: oauthTokenRequestSchema,
    response: oauthTokenResponseSchema,
  },
  oauthGrants: {
    method: 'GET',
    path: '/oauth/grants',
    auth: 'bearer',
    area: 'oauth',
    summary: 'Partner apps the user authorized (connected apps)',
    response: oauthGrantsResponseSchema,
  },
  revokeOAuthGrant: {
    method: 'DELETE',
    path: '/oauth/grants/{id}',
    auth: 'bearer',
    area: 'oauth',
    summary: 'Revoke a partner app: its grant, its tokens and its unused codes',
    params: oauthGrantParamsSchema,
    response: messageResponseSchema,
  },
  // wallets
  mnemonic: {
    method: 'GET',
    path: '/wallets/mnemonic',
    auth: 'bearer',
    area: 'wallets',
    summary: 'A fresh recovery phrase',
    response: mnemonicResponseSchema,
  },
  createWallet: {
    method: 'POST',
    path: '/wallets',
    auth: 'bearer',
    area: 'wallets',
    summary: 'Create the wallet',
    body: createWalletRequestSchema,
    response: walletSchema,
  },
  wallets: {
    method: 'GET',
    path: '/wallets',
    auth: 'bearer',
    area: 'wallets',
    summary: 'The caller’s wallets',
    response: walletsResponseSchema,
  },
  walletTokens: {
    method: 'GET',
    path: '/wallets/{id}/tokens',
    auth: 'bearer',
    area: 'wallets',
    summary: 'Balances of a wallet',
    params: walletParamsSchema,
    response: walletTokensResponseSchema,
  },
  syncWallet: {
    method: 'POST',
    path: '/wallets/{id}/sync',
    auth: 'bearer',
    area: 'wallets',
    summary: 'Sync the wallet with the chains: settle what fell due, fresh balances (beyond §7)',
    params: walletParamsSchema,
    response: walletSyncResponseSchema,
  },
  verifyKey: {
    method: 'POST',
    path: '/wallets/{id}/verifyKey',
    auth: 'bearer',
    area: 'wallets',
    summary: 'Check the passcode or phrase',
    params: walletParamsSchema,
    body: verifyKeyRequestSchema,
    response: verifyKeyResponseSchema,
  },
  resetPasscode: {
    method: 'POST',
    path: '/wallets/{id}/resetPasscode',
    auth: 'bearer',
    area: 'wallets',
    summary: 'Change the wallet passcode',
    params: walletParamsSchema,
    body: resetPasscodeRequestSchema,
    response: messageResponseSchema,
  },
  tokenHistory: {
    method: 'GET',
    path: '/get-token-history/{chainId}/{symbol}/{hours}',
    auth: 'bearer',
    area: 'wallets',
    summary: 'USD price history of a token',
    params: tokenHistoryParamsSchema,
    response: tokenHistoryResponseSchema,
  },
  walletTransactions: {
    method: 'GET',
    path: '/wallets/{id}/transactions',
    auth: 'bearer',
    area: 'wallets',
    summary: 'Transactions of a wallet, paged',
    params: walletParamsSchema,
    query: walletTransactionsQuerySchema,
    response: walletTransactionsResponseSchema,
  },
  tokenDetail: {
    method: 'GET',
    path: '/wallets/{id}/tokens/{chainId}/{symbol}',
    auth: 'bearer',
    area: 'wallets',
    summary: 'One token: transactions and stake',
    params: walletTokenParamsSchema,
    response: tokenDetailResponseSchema,
  },
  // transfers
  transferPreview: {
    method: 'POST',
    path: '/wallets/{id}/transferPreview',
    auth: 'bearer',
    area: 'transfers',
    summary: 'Preview a transfer and its fee',
    params: walletParamsSchema,
    body: transferPreviewRequestSchema,
    response: transferPreviewResponseSchema,
  },
  transfer: {
    method: 'POST',
    path: '/wallets/{id}/transfer',
    auth: 'bearer',
    area: 'transfers',
    summary: 'Sign and submit a transfer',
    params: walletParamsSchema,
    body: transferRequestSchema,
    headers: ['Idempotency-Key'],
    response: transferResponseSchema,
  },
  // staking
  validatorsDetails: {
    method: 'GET',
    path: '/get-validators-details',
    auth: 'bearer',
    area: 'staking',
    summary: 'Validators and staking periods',
    response: validatorsDetailsResponseSchema,
  },
  createValidator: {
    method: 'POST',
    path: '/wallets/{id}/createValidator',
    auth: 'bearer',
    area: 'staking',
    summary: 'Create a validator node',
    params: walletParamsSchema,
    body: createValidatorRequestSchema,
    response: createValidatorResponseSchema,
  },
  // devnet and operations (beyond §7)
  health: {
    method: 'GET',
    path: '/health',
    auth: 'none',
    area: 'dev',
    summary: 'Liveness',
    response: healthResponseSchema,
  },
  devOutbox: {
    method: 'GET',
    path: '/dev/outbox',
    auth: 'none',
    area: 'dev',
    summary: 'Devnet only: mails and texts sent, newest first',
    query: devOutboxQuerySchema,
    response: devOutboxResponseSchema,
  },
  devAdvance: {
    method: 'POST',
    path: '/dev/devnet/advance',
    auth: 'none',
    area: 'dev',
    summary: 'Devnet only: move the chain clock (unbondings, moves and payouts settle)',
    body: devAdvanceRequestSchema,
    response: devAdvanceResponseSchema,
  },
  devFaucet: {
    method: 'POST',
    path: '/dev/faucet',
    auth: 'none',
    area: 'dev',
    summary: 'Devnet only: mint every token of its chains to an address',
    body: devFaucetRequestSchema,
    response: devFaucetResponseSchema,
  },
});

export type EndpointName = keyof typeof endpoints;
export type EndpointResponse<N extends EndpointName> = z.output<(typeof endpoints)[N]['response']>;

/** Fills `{name}` placeholders of a path template, URI-encoding each value. */
export function buildPath(template: string, params: Record<string, string | number> = {}): string {
  return template.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter "${name}" for ${template}`);
    return encodeURIComponent(String(value));
  });
}
