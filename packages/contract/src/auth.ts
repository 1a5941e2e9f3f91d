import { PASSWORD_MIN_LENGTH, translate } from '@optwallet/domain';
import * as z from 'zod';
import {
  identifierTypeSchema,
  messageResponseSchema,
  personNameSchema,
  platformTypeSchema,
  recaptchaFields,
} from './common';
import { defineEndpoints } from './define-endpoints';

/** Token response of login-type calls and of POST /refreshToken (product §3). */
export const tokenResponseSchema = z.object({
  access_token: z.string().min(1),
  refresh_token: z.string().min(1),
  expires_in: z.number().int().positive().describe('Lifetime of the access token in seconds.'),
});
export type TokenResponse = z.infer<typeof tokenResponseSchema>;

const password = z.string().min(1);
/**
 * A new password. The schema holds the length rule with the catalogue's text; the server checks
 * the special character and the confirmation with domain's validators, so one answer names both.
 */
const newPassword = z
  .string()
  .min(PASSWORD_MIN_LENGTH, {
    error: translate('validation.password_min', { count: PASSWORD_MIN_LENGTH }),
  })
  .describe('At least 8 characters, with at least one special character of spec §5.');
const passwordConfirmation = z
  .string()
  .min(1, { error: translate('validation.confirm_password_required') })
  .describe('Must equal `password`.');
const redirectUrl = z
  .url()
  .describe(
    "Where links in mails (magic link, reset link) lead back to, e.g. https://app.example/magicLogin?next=%2Fsettings: path and query kept, `token` added. Only the server's own web apps' origins; any other is a 422 on redirect_url.",
  );

/** POST /login. */
export const loginRequestSchema = z.object({
  type: identifierTypeSchema,
  identifier: z
    .string()
    .trim()
    .min(1)
    .describe('Email address or E.164 phone number, as `type` says.'),
  redirect_url: redirectUrl.optional(),
  password,
  ...recaptchaFields,
  remember_token: z
    .string()
    .optional()
    .describe(
      'Trusted-device token from a previous authCodeLogin with remember_me; skips the 2-step code for 30 days.',
    ),
  platform_type: platformTypeSchema,
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

/** Login succeeded without a 2-step code (trusted device): a token set. */
export const loginTokensSchema = tokenResponseSchema.extend({
  two_factor: z.literal(false),
});
/**
 * Login needs the 2-step code: a 6-digit code was sent to the identifier;
 * the client goes to /verify-otp and calls POST /authCodeLogin.
 */
export const twoFactorChallengeSchema = z.object({
  two_factor: z.literal(true),
  type: identifierTypeSchema,
  identifier: z.string(),
  message: z.string(),
});
export type TwoFactorChallenge = z.infer<typeof twoFactorChallengeSchema>;
/** Decision: the answer of /login (and /register) is discriminated by `two_factor`. */
export const loginResponseSchema = z.discriminatedUnion('two_factor', [
  loginTokensSchema,
  twoFactorChallengeSchema,
]);
export type LoginResponse = z.infer<typeof loginResponseSchema>;

/**
 * POST /register. Decision: one identifier (email or phone) plus password, consents and age.
 * Age: `date_of_birth` (YYYY-MM-DD, 18+) or, when not given, `age_consent: true` (the user confirms 18+).
 * The answer is a 2-step challenge (the code verifies the identifier; then POST /authCodeLogin),
 * so it shares /login's discriminated shape. The answer never says whether the identifier has an
 * account already: such an address gets a mail (sign in, reset) instead of a code.
 */
export const registerRequestSchema = z.object({
  type: identifierTypeSchema,
  identifier: z.string().trim().min(1),
  password: newPassword,
  password_confirmation: passwordConfirmation,
  first_name: personNameSchema(false).optional(),
  last_name: personNameSchema(false).optional(),
  referral: z
    .string()
    .optional()
    .describe('Referral code from /signup?referral= or /c/{code}: a username or user id.'),
  date_of_birth: z.iso.date().optional().describe('YYYY-MM-DD; the user must be at least 18.'),
  age_consent: z
    .boolean()
    .optional()
    .describe('The user confirms being at least 18 (required when no date_of_birth).'),
  terms_consent: z.literal(true).describe('Terms and privacy accepted.'),
  redirect_url: redirectUrl.optional(),
  ...recaptchaFields,
  platform_type: platformTypeSchema,
});
export type RegisterRequest = z.infer<typeof registerRequestSchema>;

/** POST /forgotPassword: sends a reset link (email) or code (phone). Same answer whether or not the account exists. */
export const forgotPasswordRequestSchema = z.object({
  type: identifierTypeSchema,
  identifier: z.string().trim().min(1),
  redirect_url: redirectUrl
    .optional()
    .describe('Base of the reset link, e.g. https://app.example/reset-password.'),
  ...recaptchaFields,
});
export type ForgotPasswordRequest = z.infer<typeof forgotPasswordRequestSchema>;

/** POST /validateResetPasswordOTP: exchanges the mailed/texted code for a reset token. */
export const validateResetPasswordOtpRequestSchema = z.object({
  identifier: z.string().trim().min(1),
  authCode: z.string().regex(/^\d{6}$/, 'The code has 6 digits'),
});
export type ValidateResetPasswordOtpRequest = z.infer<typeof validateResetPasswordOtpRequestSchema>;
export const validateResetPasswordOtpResponseSchema = z.object({
  token: z.string().min(1).describe('Reset token for GET/POST /resetPassword.'),
});

/** GET /resetPassword?token=: checks a reset token. Invalid or expired: 422 with errors.token. */
export const resetPasswordQuerySchema = z.object({ token: z.string().min(1) });
export const resetPasswordCheckResponseSchema = z.object({
  valid: z.literal(true),
  identifier: z
    .string()
    .describe('Masked identifier the token belongs to, e.g. "j***@example.com".'),
});

/** POST /resetPassword. */
export const resetPasswordRequestSchema = z.object({
  password: newPassword,
  password_confirmation: passwordConfirmation,
  token: z.string().min(1),
});
export type ResetPasswordRequest = z.infer<typeof resetPasswordRequestSchema>;

/** POST /setupPassword: the bearer (from a setup link) is passed in by the caller. */
export const setupPasswordRequestSchema = z.object({
  password: newPassword,
  password_confirmation: passwordConfirmation,
});
export type SetupPasswordRequest = z.infer<typeof setupPasswordRequestSchema>;

/** POST /magicLogin: single-use token from the mailed link → token set. */
export const magicLoginRequestSchema = z.object({
  token: z.string().min(1),
  platform_type: platformTypeSchema,
});
export type MagicLoginRequest = z.infer<typeof magicLoginRequestSchema>;

/**
 * GET /magicLogin?token=: whose sign-in link this is, without spending it, so an app that is
 * already signed in can tell a link for another account before using it. 422 errors.token when
 * the link is unknown, used or expired.
 */
export const magicLinkQuerySchema = z.object({ token: z.string().min(1) });
export const magicLinkCheckResponseSchema = z.object({
  valid: z.literal(true),
  user_id: z.string().describe('The account the link signs in.'),
  identifier: z.string().describe('Masked identifier of that account, e.g. "j***@example.com".'),
});
export type MagicLinkCheckResponse = z.infer<typeof magicLinkCheckResponseSchema>;

/** POST /resendMagicLinkV1: mails a magic link (/magicLogin?token=…). */
export const resendMagicLinkRequestSchema = z.object({
  type: identifierTypeSchema,
  platform_type: platformTypeSchema,
  identifier: z.string().trim().min(1),
  redirect_url: redirectUrl.optional(),
  ...recaptchaFields,
});
export type ResendMagicLinkRequest = z.infer<typeof resendMagicLinkRequestSchema>;

/** POST /authCodeLogin: the 2-step code. A wrong code is 401 with error 'Invalid Auth Code' (no refresh). */
export const authCodeLoginRequestSchema = z.object({
  identifier: z.string().trim().min(1),
  authCode: z.string().regex(/^\d{6}$/, 'The code has 6 digits'),
  platform_type: platformTypeSchema,
  remember_me: z.boolean().optional().describe('Trust this device for 30 days.'),
});
export type AuthCodeLoginRequest = z.infer<typeof authCodeLoginRequestSchema>;
export const authCodeLoginResponseSchema = tokenResponseSchema.extend({
  remember_token: z
    .string()
    .optional()
    .describe(
      'Present when remember_me was true; also set as cookie remember_token_<id>. Send it back in /login.',
    ),
});
export type AuthCodeLoginResponse = z.infer<typeof authCodeLoginResponseSchema>;

/** POST /refreshToken: rotates the refresh token (single use; reuse revokes the family). */
export const refreshTokenRequestSchema = z.object({
  refresh_token: z.string().min(1),
  platform_type: platformTypeSchema,
});
export type RefreshTokenRequest = z.infer<typeof refreshTokenRequestSchema>;

/**
 * POST /logout: ends the session this refresh token belongs to, on the server. Its refresh tokens
 * stop at once and so do its access tokens (every request checks the session). No bearer, so a
 * client whose access token expired can still end its session; an unknown or already ended
 * token answers the same 200.
 */
export const logoutRequestSchema = z.object({ refresh_token: z.string().min(1) });
export type LogoutRequest = z.infer<typeof logoutRequestSchema>;

/** POST /user/initiate-password-change: checks the current password, then mails/texts a 6-digit code. */
export const initiatePasswordChangeRequestSchema = z.object({
  current_password: z.string().min(1),
});
export type InitiatePasswordChangeRequest = z.infer<typeof initiatePasswordChangeRequestSchema>;

/** POST /user/change-password: the code from initiate-password-change plus the new password. */
export const changePasswordRequestSchema = z.object({
  code: z.string().regex(/^\d{6}$/, 'The code has 6 digits'),
  password: newPassword,
  password_confirmation: passwordConfirmation,
});
export type ChangePasswordRequest = z.infer<typeof changePasswordRequestSchema>;

/**
 * Sign-in, sign-up, password and magic-link calls (rows of the endpoint table, assembled in
 * endpoints.ts).
 */
export const authEndpoints = defineEndpoints({
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
    response: loginResponseSchema, // a sign-up answers as a sign-in does
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
  checkMagicLink: {
    method: 'GET',
    path: '/magicLogin',
    auth: 'none',
    area: 'auth',
    summary: 'Whose magic link this is, without spending it',
    query: magicLinkQuerySchema,
    response: magicLinkCheckResponseSchema,
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
});
