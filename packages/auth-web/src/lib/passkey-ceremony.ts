import type { ApiClient } from '@optwallet/api-client';
import {
  WebAuthnAbortService,
  browserSupportsWebAuthnAutofill,
  startAuthentication,
  startRegistration,
} from '@simplewebauthn/browser';

/**
 * The browser's side of passkeys (`@simplewebauthn/browser`). Loaded on demand: the sign-in
 * screen imports it on a click or once the page is idle, never in its first load.
 */

/**
 * A passkey sign-in: the challenge, the browser's prompt, the answer. `autofill`: the
 * conditional request behind the email field's autofill (pending until the person picks a
 * passkey there); undefined when this browser offers no passkeys in autofill.
 */
export async function signInWithPasskey(api: ApiClient, options: { autofill?: boolean } = {}) {
  if (options.autofill && !(await browserSupportsWebAuthnAutofill())) return undefined;
  // Autofill is an offer nobody asked for: when its challenge cannot be had, it is not made.
  const request = api.auth.passkeyLoginOptions();
  const optionsJSON = options.autofill ? await request.catch(() => undefined) : await request;
  if (!optionsJSON) return undefined;
  const response = await startAuthentication({
    optionsJSON: optionsJSON as Parameters<typeof startAuthentication>[0]['optionsJSON'],
    useBrowserAutofill: options.autofill ?? false,
  });
  return api.auth.passkeyLogin({ response: response as never });
}

/** Adds a passkey to the signed-in account under `name`: answers the stored passkey. */
export async function addPasskey(api: ApiClient, name: string) {
  const optionsJSON = await api.auth.passkeyRegistrationOptions();
  const response = await startRegistration({
    optionsJSON: optionsJSON as Parameters<typeof startRegistration>[0]['optionsJSON'],
  });
  return api.auth.addPasskey({ name, response: response as never });
}

/** Ends a pending prompt or autofill request (leaving the screen). */
export function cancelPasskeyPrompt() {
  WebAuthnAbortService.cancelCeremony();
}

/**
 * What a failed prompt says: the person closed it or it timed out (NotAllowedError, the
 * library's ERROR_CEREMONY_ABORTED), this passkey is already added (InvalidStateError), or the
 * browser cannot use passkeys here (SecurityError: http on an address that is not localhost).
 */
export function promptFailure(failure: unknown): 'cancelled' | 'duplicate' | 'unsupported' | null {
  if (!(failure instanceof Error)) return null;
  const code = (failure as { code?: string }).code;
  if (code === 'ERROR_CEREMONY_ABORTED' || failure.name === 'AbortError') return 'cancelled';
  if (failure.name === 'NotAllowedError') return 'cancelled';
  if (failure.name === 'InvalidStateError') return 'duplicate';
  if (failure.name === 'SecurityError' || failure.name === 'NotSupportedError')
    return 'unsupported';
  return null;
}
