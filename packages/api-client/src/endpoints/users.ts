import type { z } from 'zod';
import type { PlatformType, RequestOptions, Transport } from '../client-core';
import type {
  onboardUserRequestSchema,
  emailSendCodeRequestSchema,
  emailVerifyRequestSchema,
  phoneSendCodeRequestSchema,
  phoneVerifyRequestSchema,
  updateAvatarRequestSchema,
  updateProfileRequestSchema,
} from '@optwallet/contract';

export type OnboardUserInput = Omit<z.input<typeof onboardUserRequestSchema>, 'platform_type'> & {
  platform_type?: PlatformType;
};

export function usersEndpoints(t: Transport) {
  return {
    /** GET /user: the current user. */
    user(options: RequestOptions = {}) {
      return t.call('user', { signal: options.signal });
    },
    /** POST /onboardUser: answers the updated user. */
    onboardUser(body: OnboardUserInput, options: RequestOptions = {}) {
      return t.call('onboardUser', {
        body: { ...body, platform_type: body.platform_type ?? t.platformType },
        signal: options.signal,
      });
    },
    /** GET /countries. */
    countries(options: RequestOptions = {}) {
      return t.call('countries', { signal: options.signal });
    },
    /**
     * POST /admin/session-code (staff only): a one-time code, valid for `expires_in` seconds, that
     * opens the admin login-by-session page once (`/admin/session?code=…`).
     */
    adminSessionCode(options: RequestOptions = {}) {
      return t.call('adminSessionCode', { signal: options.signal });
    },
    /** GET /user/profile (no id) or GET /user/profile/{id} (id or username). */
    profile(id?: string, options: RequestOptions = {}) {
      return id === undefined || id === ''
        ? t.call('ownProfile', { signal: options.signal })
        : t.call('profile', { params: { id }, signal: options.signal });
    },
    /** PUT /user/profile: name, bio and country; answers the updated user. */
    updateProfile(body: z.input<typeof updateProfileRequestSchema>, options: RequestOptions = {}) {
      return t.call('updateProfile', { body, signal: options.signal });
    },
    /** PUT /user/profile/avatar: the cropped photo (base64); answers the user with its new avatar URL. */
    updateAvatar(body: z.input<typeof updateAvatarRequestSchema>, options: RequestOptions = {}) {
      return t.call('updateAvatar', { body, signal: options.signal });
    },
    /** DELETE /user/profile/avatar: back to initials; answers the updated user. */
    deleteAvatar(options: RequestOptions = {}) {
      return t.call('deleteAvatar', { signal: options.signal });
    },
    /** POST /user/email/send-code: mails a code to the (new) pending email. */
    sendEmailCode(body: z.input<typeof emailSendCodeRequestSchema>, options: RequestOptions = {}) {
      return t.call('emailSendCode', { body, signal: options.signal });
    },
    /** POST /user/email/verify: the pending email becomes the verified one; answers the user. */
    verifyEmail(body: z.input<typeof emailVerifyRequestSchema>, options: RequestOptions = {}) {
      return t.call('emailVerify', { body, signal: options.signal });
    },
    /** POST /user/phone/send-code. */
    sendPhoneCode(body: z.input<typeof phoneSendCodeRequestSchema>, options: RequestOptions = {}) {
      return t.call('phoneSendCode', { body, signal: options.signal });
    },
    /** POST /user/phone/verify: answers the updated user. */
    verifyPhone(body: z.input<typeof phoneVerifyRequestSchema>, options: RequestOptions = {}) {
      return t.call('phoneVerify', { body, signal: options.signal });
    },
  };
}
