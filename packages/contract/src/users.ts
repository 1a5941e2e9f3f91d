import * as z from 'zod';
import {
  idParamsSchema,
  idSchema,
  isoDateTimeSchema,
  messageResponseSchema,
  personNameSchema,
  platformTypeSchema,
} from './common';
import { defineEndpoints } from './define-endpoints';

/** Product §3 User. Nullable fields are null until the user fills them in (onboarding). */
export const userSchema = z.object({
  id: idSchema,
  email: z
    .string()
    .nullable()
    .describe(
      'The verified email: null until a code mailed to it came back (e.g. a user who signed up by phone).',
    ),
  pending_email: z
    .string()
    .nullable()
    .optional()
    .describe(
      'Only in answers about oneself: an email given (at onboarding) whose code has not come back yet. Nobody else sees it, and it is not an identity or a payment alias until verified.',
    ),
  username: z.string().nullable(),
  onboarded_at: isoDateTimeSchema
    .nullable()
    .describe('Set when onboarding (POST /onboardUser) completes.'),
  avatar: z.string().nullable().describe('Absolute URL of the profile photo, or null.'),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  country: z.string().nullable().describe('ISO 3166-1 alpha-2 code, e.g. "DE".'),
  phone_number: z.string().nullable().describe('E.164, e.g. "+4915112345678".'),
  roles: z
    .array(z.string())
    .describe('Role names, e.g. "Admin" (STAFF_ROLES of @optwallet/domain unlock Admin).'),
  following: z.boolean().describe('Whether the caller follows this user (false for oneself).'),
  bio: z.string().nullable().optional(),
});
export type User = z.infer<typeof userSchema>;

/** GET /countries item. */
export const countrySchema = z.object({
  code: z.string().length(2).describe('ISO 3166-1 alpha-2.'),
  name: z.string(),
  dial_code: z.string().describe('International dialling prefix, e.g. "+49".'),
  blocked: z
    .boolean()
    .describe('OptWallet is not available there (CU, KP, SY, RU): onboarding refuses it.'),
});
export type Country = z.infer<typeof countrySchema>;
/** GET /countries: a plain list, sorted by name. Blocked countries (CU, KP, SY, RU) are listed with blocked: true. */
export const countriesResponseSchema = z.array(countrySchema);

/** POST /onboardUser. Username: 3–30 of [a-z0-9_], unique (409 when taken). Answers the updated user. */
export const onboardUserRequestSchema = z.object({
  first_name: personNameSchema(true),
  last_name: personNameSchema(true),
  username: z
    .string()
    .regex(/^[a-zA-Z0-9_]{3,30}$/, 'Username: 3 to 30 letters, digits or underscores'),
  country: z.string().length(2).describe('ISO 3166-1 alpha-2.'),
  email: z
    .email()
    .optional()
    .describe(
      'Collected here from users who signed up by phone: it stays pending (`pending_email`) and a 6-digit code is mailed to it (POST /user/email/verify); 409 when it is someone’s verified email.',
    ),
  platform_type: platformTypeSchema,
});
export type OnboardUserRequest = z.infer<typeof onboardUserRequestSchema>;

/**
 * GET /user/profile (own) and GET /user/profile/{id} (anyone's, by id or username):
 * public fields, counters and the caller's relation to the profile.
 * Decision: `{id}` accepts a user id or a username (the invite link /c/{username or id} resolves here).
 */
export const profileSchema = z.object({
  id: idSchema,
  username: z.string().nullable(),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  avatar: z.string().nullable(),
  bio: z.string().nullable(),
  country: z.string().nullable(),
  created_at: isoDateTimeSchema,
  followers_count: z.number().int().min(0),
  following_count: z.number().int().min(0),
  following: z.boolean().describe('The caller follows this user.'),
  blocked: z.boolean().describe('The caller has blocked this user.'),
  is_self: z.boolean().describe('The profile is the caller’s own.'),
});
export type Profile = z.infer<typeof profileSchema>;

/**
 * PUT /user/profile (beyond §7: the "manage profile and account" screen): display name, bio and
 * country, all replaced at once. Country rules as onboarding (blocked countries refused, 422).
 * Answers the updated user.
 */
export const updateProfileRequestSchema = z.object({
  first_name: personNameSchema(true),
  last_name: personNameSchema(true),
  bio: z.string().trim().max(280).describe('Empty clears it.'),
  country: z.string().length(2).describe('ISO 3166-1 alpha-2.'),
});
export type UpdateProfileRequest = z.infer<typeof updateProfileRequestSchema>;

/** Base64 length of the largest photo the server keeps (PROFILE_PHOTO_MAX_BYTES, under 4 MB). */
const PHOTO_BASE64_MAX = Math.ceil((4 * 1024 * 1024) / 3) * 4;

/**
 * PUT /user/profile/avatar (beyond §7: the "photo upload" screen): the cropped photo, base64 in
 * JSON so the one wire contract covers it. PNG or JPEG, under 4 MB, at least 64 and at most 4096
 * pixels a side; the server checks the bytes, not only the declared type (422 on `image`).
 * Answers the updated user, whose `avatar` is the photo's new URL (content-addressed, cacheable).
 */
export const updateAvatarRequestSchema = z.object({
  content_type: z.enum(['image/png', 'image/jpeg']),
  image: z
    .base64()
    .min(1)
    .max(PHOTO_BASE64_MAX)
    .describe('The image bytes, base64 (no data: prefix).'),
});
export type UpdateAvatarRequest = z.infer<typeof updateAvatarRequestSchema>;

/**
 * POST /user/email/send-code: (re)sets the pending email and mails it a 6-digit code (409 when it
 * is someone else's verified email; 422 when the caller already has a verified one).
 */
export const emailSendCodeRequestSchema = z.object({ email: z.email() });
export type EmailSendCodeRequest = z.infer<typeof emailSendCodeRequestSchema>;

/**
 * POST /user/email/verify: the code mailed to the pending email; it becomes the verified `email`
 * and the user is answered. A wrong code is 422 errors.code; 409 when someone verified it first.
 */
export const emailVerifyRequestSchema = z.object({
  code: z.string().regex(/^\d{6}$/, 'The code has 6 digits'),
});
export type EmailVerifyRequest = z.infer<typeof emailVerifyRequestSchema>;

/** POST /user/phone/send-code: texts a 6-digit code (409 when the number belongs to another user). */
export const phoneSendCodeRequestSchema = z.object({
  phone_number: z
    .string()
    .regex(/^\+[1-9]\d{6,14}$/, 'Invalid phone number')
    .describe('E.164.'),
});
export type PhoneSendCodeRequest = z.infer<typeof phoneSendCodeRequestSchema>;

/** POST /user/phone/verify: sets phone_number and answers the user; a wrong code is 422 errors.code. */
export const phoneVerifyRequestSchema = z.object({
  phone_number: z.string().regex(/^\+[1-9]\d{6,14}$/, 'Invalid phone number'),
  code: z.string().regex(/^\d{6}$/, 'The code has 6 digits'),
});
export type PhoneVerifyRequest = z.infer<typeof phoneVerifyRequestSchema>;

/**
 * POST /admin/session-code: the admin entry (product §2 shell) without a long-lived secret in an
 * address. A staff user's access token (payments platform) buys a one-time code; the app opens
 * the admin login-by-session page with it (`/admin/session?code=…`, outside /api). The code is
 * single use and dies after `expires_in` seconds, so the address it lands in (history, logs)
 * opens nothing afterwards. 403 without a staff role (Admin, Compliance Officer, Customer
 * Support, Operations Staff) and for partner tokens.
 */
export const adminSessionCodeResponseSchema = z.object({
  code: z.string().min(1).describe('Single use; opens /admin/session?code=… once.'),
  expires_in: z.number().int().positive().describe('Seconds the code stays valid (60).'),
});
export type AdminSessionCode = z.infer<typeof adminSessionCodeResponseSchema>;

/**
 * The signed-in user, profiles, and email and phone verification (rows of the endpoint table,
 * assembled in endpoints.ts).
 */
export const userEndpoints = defineEndpoints({
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
    response: userSchema, // the onboarded user
  },
  countries: {
    method: 'GET',
    path: '/countries',
    auth: 'bearer',
    area: 'users',
    summary: 'Countries for onboarding and phone numbers',
    response: countriesResponseSchema,
  },
  adminSessionCode: {
    method: 'POST',
    path: '/admin/session-code',
    auth: 'bearer',
    area: 'users',
    summary: 'A one-time code that opens the admin console (staff only)',
    response: adminSessionCodeResponseSchema,
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
  emailSendCode: {
    method: 'POST',
    path: '/user/email/send-code',
    auth: 'bearer',
    area: 'users',
    summary: 'Mail a code to verify the pending email (beyond §7: /verify-identifier)',
    body: emailSendCodeRequestSchema,
    response: messageResponseSchema,
  },
  emailVerify: {
    method: 'POST',
    path: '/user/email/verify',
    auth: 'bearer',
    area: 'users',
    summary: 'Verify the pending email with the code: it becomes the account’s email',
    body: emailVerifyRequestSchema,
    response: userSchema,
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
});
