import * as z from 'zod';
import {
  idParamsSchema,
  idSchema,
  isoDateTimeSchema,
  messageResponseSchema,
  platformTypeSchema,
} from './common';
import { tokenResponseSchema } from './auth';
import { defineEndpoints } from './define-endpoints';

/**
 * Passkeys (WebAuthn). The options and responses are the W3C JSON forms
 * (`PublicKeyCredentialCreationOptionsJSON`, `RegistrationResponseJSON`, …) as
 * `@simplewebauthn/browser` and `navigator.credentials` read and write them; the fields named
 * here are the ones the server relies on, anything else an authenticator adds passes through.
 */

const base64url = z
  .string()
  .min(1)
  .regex(/^[A-Za-z0-9_-]+$/, 'Must be base64url without padding');

/** The name a person gives a passkey ("MacBook Touch ID"), as the settings list shows it. */
export const PASSKEY_NAME_MAX_LENGTH = 64;
export const passkeyNameSchema = z
  .string()
  .trim()
  .min(1, 'Please give the passkey a name')
  .max(PASSKEY_NAME_MAX_LENGTH, `The name may be at most ${PASSKEY_NAME_MAX_LENGTH} characters`);

const credentialDescriptorSchema = z.looseObject({
  id: base64url,
  type: z.literal('public-key'),
  transports: z.array(z.string()).optional(),
});

/** `PublicKeyCredentialCreationOptionsJSON`: what `startRegistration({ optionsJSON })` takes. */
export const passkeyRegistrationOptionsSchema = z.looseObject({
  challenge: base64url,
  rp: z.looseObject({ id: z.string().optional(), name: z.string() }),
  user: z.looseObject({ id: base64url, name: z.string(), displayName: z.string() }),
  pubKeyCredParams: z.array(
    z.looseObject({ alg: z.number().int(), type: z.literal('public-key') }),
  ),
  timeout: z.number().int().positive().optional(),
  excludeCredentials: z.array(credentialDescriptorSchema).optional(),
  authenticatorSelection: z.looseObject({}).optional(),
  attestation: z.string().optional(),
  extensions: z.looseObject({}).optional(),
});

/** `PublicKeyCredentialRequestOptionsJSON`: what `startAuthentication({ optionsJSON })` takes. */
export const passkeyAuthenticationOptionsSchema = z.looseObject({
  challenge: base64url,
  rpId: z.string().optional(),
  timeout: z.number().int().positive().optional(),
  allowCredentials: z.array(credentialDescriptorSchema).optional(),
  userVerification: z.string().optional(),
  extensions: z.looseObject({}).optional(),
});

/** `RegistrationResponseJSON`: what `startRegistration` answers. */
export const passkeyRegistrationResponseSchema = z.looseObject({
  id: base64url,
  rawId: base64url,
  type: z.literal('public-key'),
  response: z.looseObject({
    clientDataJSON: base64url,
    attestationObject: base64url,
    transports: z.array(z.string()).optional(),
  }),
  clientExtensionResults: z.looseObject({}),
  authenticatorAttachment: z.string().optional(),
});

/** `AuthenticationResponseJSON`: what `startAuthentication` answers. */
export const passkeyAuthenticationResponseSchema = z.looseObject({
  id: base64url,
  rawId: base64url,
  type: z.literal('public-key'),
  response: z.looseObject({
    clientDataJSON: base64url,
    authenticatorData: base64url,
    signature: base64url,
    userHandle: base64url.optional(),
  }),
  clientExtensionResults: z.looseObject({}),
  authenticatorAttachment: z.string().optional(),
});

export const addPasskeyRequestSchema = z.object({
  name: passkeyNameSchema,
  response: passkeyRegistrationResponseSchema,
});
export type AddPasskeyRequest = z.infer<typeof addPasskeyRequestSchema>;

export const renamePasskeyRequestSchema = z.object({ name: passkeyNameSchema });

export const passkeySchema = z.object({
  id: idSchema,
  name: z.string(),
  created_at: isoDateTimeSchema,
  last_used_at: isoDateTimeSchema.nullable().describe('The last sign-in with it; null: never.'),
  synced: z
    .boolean()
    .describe('Backed up by its provider (iCloud Keychain, Google Password Manager…).'),
});
export type Passkey = z.infer<typeof passkeySchema>;

export const passkeysResponseSchema = z.object({ data: z.array(passkeySchema) });

export const passkeyLoginRequestSchema = z.object({
  response: passkeyAuthenticationResponseSchema,
  platform_type: platformTypeSchema,
});

/** Signing in with a passkey (rows of the endpoint table, assembled in endpoints.ts). */
export const passkeySignInEndpoints = defineEndpoints({
  passkeyLoginOptions: {
    method: 'POST',
    path: '/passkeyLogin/options',
    auth: 'none',
    area: 'auth',
    summary:
      'Start a passkey sign-in: a single-use challenge (5 minutes) for navigator.credentials.get',
    response: passkeyAuthenticationOptionsSchema,
  },
  passkeyLogin: {
    method: 'POST',
    path: '/passkeyLogin',
    auth: 'none',
    area: 'auth',
    summary: 'Sign in with a passkey (a full 2-step sign-in: no code is mailed)',
    body: passkeyLoginRequestSchema,
    response: tokenResponseSchema,
  },
});

/**
 * The account’s passkeys: list, add, rename, delete (rows of the endpoint table, assembled in
 * endpoints.ts).
 */
export const passkeyEndpoints = defineEndpoints({
  passkeys: {
    method: 'GET',
    path: '/user/passkeys',
    auth: 'bearer',
    area: 'auth',
    summary: 'The passkeys of the signed-in user, newest first',
    response: passkeysResponseSchema,
  },
  passkeyRegistrationOptions: {
    method: 'POST',
    path: '/user/passkeys/options',
    auth: 'bearer',
    area: 'auth',
    summary:
      'Start adding a passkey: a single-use challenge (5 minutes) for navigator.credentials.create',
    response: passkeyRegistrationOptionsSchema,
  },
  addPasskey: {
    method: 'POST',
    path: '/user/passkeys',
    auth: 'bearer',
    area: 'auth',
    summary: 'Add a passkey: the authenticator’s answer to the options, and its name',
    body: addPasskeyRequestSchema,
    response: passkeySchema,
  },
  renamePasskey: {
    method: 'PUT',
    path: '/user/passkeys/{id}',
    auth: 'bearer',
    area: 'auth',
    summary: 'Rename a passkey',
    params: idParamsSchema,
    body: renamePasskeyRequestSchema,
    response: passkeySchema,
  },
  deletePasskey: {
    method: 'DELETE',
    path: '/user/passkeys/{id}',
    auth: 'bearer',
    area: 'auth',
    summary: 'Remove a passkey (refused when it is the last way to sign in)',
    params: idParamsSchema,
    response: messageResponseSchema,
  },
});
