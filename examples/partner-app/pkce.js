import { createHash, randomBytes } from 'node:crypto';

/** RFC 7636: a high-entropy verifier of 43 to 128 characters from the unreserved set. */
export function createVerifier() {
  return randomBytes(32).toString('base64url');
}

/** RFC 7636 S256: BASE64URL(SHA256(ASCII(code_verifier))). */
export function challengeFor(verifier) {
  return createHash('sha256').update(verifier, 'ascii').digest('base64url');
}

/** An opaque value that ties the callback to the browser that started the flow. */
export function createState() {
  return randomBytes(16).toString('base64url');
}
