import type { z } from 'zod';
import type {
  addPasskeyRequestSchema,
  authCodeLoginRequestSchema,
  changePasswordRequestSchema,
  forgotPasswordRequestSchema,
  initiatePasswordChangeRequestSchema,
  loginRequestSchema,
  magicLoginRequestSchema,
  passkeyLoginRequestSchema,
  registerRequestSchema,
  resendMagicLinkRequestSchema,
  resetPasswordRequestSchema,
  setupPasswordRequestSchema,
  TokenResponse,
  validateResetPasswordOtpRequestSchema,
} from '@optwallet/contract';
import type { PlatformType, RequestOptions, Transport } from '../client-core';

/** Request bodies as callers write them: `platform_type` defaults to the client's. */
type WithPlatform<T> = Omit<T, 'platform_type'> & { platform_type?: PlatformType };

export type LoginInput = WithPlatform<z.input<typeof loginRequestSchema>>;
export type RegisterInput = WithPlatform<z.input<typeof registerRequestSchema>>;
export type MagicLoginInput = WithPlatform<z.input<typeof magicLoginRequestSchema>>;
export type ResendMagicLinkInput = WithPlatform<z.input<typeof resendMagicLinkRequestSchema>>;
export type AuthCodeLoginInput = WithPlatform<z.input<typeof authCodeLoginRequestSchema>>;
export type PasskeyLoginInput = WithPlatform<z.input<typeof passkeyLoginRequestSchema>>;

export function authEndpoints(t: Transport) {
  const keep = (tokens: TokenResponse) => {
    t.session.setTokens(tokens, t.now());
  };
  const platform = <T extends { platform_type?: PlatformType }>(body: T) => ({
    ...body,
    platform_type: body.platform_type ?? t.platformType,
  });

  return {
    /** POST /login (no bearer). A token set is stored in the session; a 2-step challenge is returned as is. */
    async login(body: LoginInput, options: RequestOptions = {}) {
      const result = await t.call('login', { body: platform(body), signal: options.signal });
      if (!result.two_factor) keep(result);
      return result;
    },
    /** POST /register (no bearer). Answers like login. */
    async register(body: RegisterInput, options: RequestOptions = {}) {
      const result = await t.call('register', { body: platform(body), signal: options.signal });
      if (!result.two_factor) keep(result);
      return result;
    },
    /** POST /forgotPassword. */
    forgotPassword(
      body: z.input<typeof forgotPasswordRequestSchema>,
      options: RequestOptions = {},
    ) {
      return t.call('forgotPassword', { body, signal: options.signal });
    },
    /** POST /validateResetPasswordOTP: answers `{ token }` for resetPassword. */
    validateResetPasswordOtp(
      body: z.input<typeof validateResetPasswordOtpRequestSchema>,
      options: RequestOptions = {},
    ) {
      return t.call('validateResetPasswordOtp', { body, signal: options.signal });
    },
    /** GET /resetPassword?token=: checks a reset token. */
    checkResetPasswordToken(token: string, options: RequestOptions = {}) {
      return t.call('checkResetPasswordToken', { query: { token }, signal: options.signal });
    },
    /** POST /resetPassword. */
    resetPassword(body: z.input<typeof resetPasswordRequestSchema>, options: RequestOptions = {}) {
      return t.call('resetPassword', { body, signal: options.signal });
    },
    /** POST /setupPassword with the bearer the caller passes in (from the setup link). */
    setupPassword(
      body: z.input<typeof setupPasswordRequestSchema>,
      options: RequestOptions & { bearer: string },
    ) {
      return t.call('setupPassword', { body, bearer: options.bearer, signal: options.signal });
    },
    /**
     * GET /magicLogin?token=: whose link this is (the account's id and masked identifier),
     * without spending it or touching the session.
     */
    checkMagicLink(token: string, options: RequestOptions = {}) {
      return t.call('checkMagicLink', { query: { token }, signal: options.signal });
    },
    /** POST /magicLogin (no bearer); stores the token set. */
    async magicLogin(body: MagicLoginInput, options: RequestOptions = {}) {
      const tokens = await t.call('magicLogin', { body: platform(body), signal: options.signal });
      keep(tokens);
      return tokens;
    },
    /** POST /resendMagicLinkV1 (no bearer). */
    resendMagicLink(body: ResendMagicLinkInput, options: RequestOptions = {}) {
      return t.call('resendMagicLink', { body: platform(body), signal: options.signal });
    },
    /** POST /authCodeLogin (no bearer); stores the token set. A wrong code: ApiError 'Invalid Auth Code'. */
    async authCodeLogin(body: AuthCodeLoginInput, options: RequestOptions = {}) {
      const tokens = await t.call('authCodeLogin', {
        body: platform(body),
        signal: options.signal,
      });
      keep(tokens);
      return tokens;
    },
    /**
     * POST /refreshToken with the session's refresh token (or the one given); stores the new set.
     * Used for "stay signed in"; failures are returned, not turned into a logout. It holds the
     * session's refresh lock, like the 401 policy, so it never races another tab's refresh.
     */
    refreshToken(
      body: { refresh_token?: string; platform_type?: PlatformType } = {},
      options: RequestOptions = {},
    ) {
      return t.withSessionLock(async () => {
        const tokens = await t.call('refreshToken', {
          body: platform({
            ...body,
            refresh_token: body.refresh_token ?? t.session.getRefreshToken() ?? '',
          }),
          signal: options.signal,
        });
        keep(tokens);
        return tokens;
      });
    },
    /**
     * POST /logout: ends this session on the server (its refresh and access tokens stop at once)
     * and clears it here first, so the app is signed out even when the call fails (offline). The
     * answer, or null when no session was stored. An app that cleared its session before this
     * client was loaded passes the refresh token it held.
     */
    async logout(body: { refresh_token?: string } = {}, options: RequestOptions = {}) {
      const refreshToken = body.refresh_token ?? t.session.getRefreshToken();
      t.session.clear();
      if (!refreshToken) return null;
      return t.call('logout', { body: { refresh_token: refreshToken }, signal: options.signal });
    },
    /** POST /user/initiate-password-change. */
    initiatePasswordChange(
      body: z.input<typeof initiatePasswordChangeRequestSchema>,
      options: RequestOptions = {},
    ) {
      return t.call('initiatePasswordChange', { body, signal: options.signal });
    },
    /** POST /user/change-password. */
    changePassword(
      body: z.input<typeof changePasswordRequestSchema>,
      options: RequestOptions = {},
    ) {
      return t.call('changePassword', { body, signal: options.signal });
    },
    /**
     * POST /passkeyLogin/options (no bearer): a single-use challenge for
     * `navigator.credentials.get` (`startAuthentication({ optionsJSON })`).
     */
    passkeyLoginOptions(options: RequestOptions = {}) {
      return t.call('passkeyLoginOptions', { signal: options.signal });
    },
    /** POST /passkeyLogin (no bearer): the authenticator's answer; stores the token set. */
    async passkeyLogin(body: PasskeyLoginInput, options: RequestOptions = {}) {
      const tokens = await t.call('passkeyLogin', {
        body: platform(body),
        signal: options.signal,
      });
      keep(tokens);
      return tokens;
    },
    /**
     * GET /session/hint (no bearer): who is signed in to the wallet app in this browser, read
     * from its HttpOnly session-hint cookie on the same site; `{ account: null }` when nobody is.
     */
    sessionHint(options: RequestOptions = {}) {
      return t.call('sessionHint', { signal: options.signal });
    },
    /**
     * POST /session/continue (no bearer): "Continue as": a session of this app's own for the
     * account the hint names (the consent app's origin only); stores the token set.
     */
    async continueSession(options: RequestOptions & { platform_type?: PlatformType } = {}) {
      const tokens = await t.call('continueSession', {
        body: platform({ platform_type: options.platform_type }),
        signal: options.signal,
      });
      keep(tokens);
      return tokens;
    },
    /** GET /user/passkeys: the signed-in user's passkeys, newest first. */
    passkeys(options: RequestOptions = {}) {
      return t.call('passkeys', { signal: options.signal });
    },
    /** POST /user/passkeys/options: a single-use challenge for `navigator.credentials.create`. */
    passkeyRegistrationOptions(options: RequestOptions = {}) {
      return t.call('passkeyRegistrationOptions', { signal: options.signal });
    },
    /** POST /user/passkeys: the authenticator's answer and the passkey's name; answers the passkey. */
    addPasskey(body: z.input<typeof addPasskeyRequestSchema>, options: RequestOptions = {}) {
      return t.call('addPasskey', { body, signal: options.signal });
    },
    /** PUT /user/passkeys/{id}: a new name; answers the passkey. */
    renamePasskey(id: string, name: string, options: RequestOptions = {}) {
      return t.call('renamePasskey', { params: { id }, body: { name }, signal: options.signal });
    },
    /** DELETE /user/passkeys/{id}: 409 when it is the account's last way to sign in. */
    deletePasskey(id: string, options: RequestOptions = {}) {
      return t.call('deletePasskey', { params: { id }, signal: options.signal });
    },
    /** GET /user/sessions: the live sign-ins to our apps, the current one marked. */
    sessions(options: RequestOptions = {}) {
      return t.call('sessions', { signal: options.signal });
    },
    /** DELETE /user/sessions/{id}: signs that session out (404 when it is not a live one of yours). */
    endSession(id: string, options: RequestOptions = {}) {
      return t.call('endSession', { params: { id }, signal: options.signal });
    },
    /** DELETE /user/sessions: signs out every session but this one. */
    endOtherSessions(options: RequestOptions = {}) {
      return t.call('endOtherSessions', { signal: options.signal });
    },
  };
}
