import { createHash, generateKeyPairSync, randomBytes, sign } from 'node:crypto';
import { isoCBOR } from '@simplewebauthn/server/helpers';

/**
 * A software passkey (an ES256 authenticator with user verification), built from the WebAuthn
 * spec's byte layouts with node:crypto, so the API is tested against what a browser hands it and
 * not against our own client. `counter` is public so a test can play a cloned authenticator.
 */

const b64url = (bytes: Uint8Array | Buffer) => Buffer.from(bytes).toString('base64url');
const sha256 = (data: Uint8Array | string) => createHash('sha256').update(data).digest();

const FLAG_UP = 0x01;
const FLAG_UV = 0x04;
const FLAG_BE = 0x08;
const FLAG_BS = 0x10;
const FLAG_AT = 0x40;

export interface Ceremony {
  origin: string;
  rpId: string;
  /** Overrides what the client data says (a phishing site's origin, another challenge). */
  clientData?: Record<string, unknown>;
}

export class SoftwareAuthenticator {
  readonly credentialId = randomBytes(16);
  private readonly keys = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  counter = 0;
  /** The account's user handle, kept from registration as a discoverable credential does. */
  userHandle: string | undefined;
  synced = false;

  get id(): string {
    return b64url(this.credentialId);
  }

  private coseKey(): Uint8Array {
    const jwk = this.keys.publicKey.export({ format: 'jwk' });
    const key = new Map<number, number | Uint8Array>([
      [1, 2], // kty: EC2
      [3, -7], // alg: ES256
      [-1, 1], // crv: P-256
      [-2, Buffer.from(jwk.x ?? '', 'base64url')],
      [-3, Buffer.from(jwk.y ?? '', 'base64url')],
    ]);
    return isoCBOR.encode(key);
  }

  private authData(rpId: string, flags: number, attested?: Uint8Array): Buffer {
    const counter = Buffer.alloc(4);
    counter.writeUInt32BE(this.counter);
    const syncFlags = this.synced ? FLAG_BE | FLAG_BS : 0;
    return Buffer.concat([
      sha256(rpId),
      Buffer.from([flags | syncFlags]),
      counter,
      ...(attested ? [attested] : []),
    ]);
  }

  private clientData(type: string, challenge: string, ceremony: Ceremony): string {
    const data = { type, challenge, origin: ceremony.origin, crossOrigin: false };
    return b64url(Buffer.from(JSON.stringify({ ...data, ...ceremony.clientData })));
  }

  /** navigator.credentials.create(): a RegistrationResponseJSON with attestation "none". */
  register(options: { challenge: string; user: { id: string } }, ceremony: Ceremony) {
    this.userHandle = options.user.id;
    const idLength = Buffer.alloc(2);
    idLength.writeUInt16BE(this.credentialId.length);
    const attested = Buffer.concat([
      Buffer.alloc(16), // AAGUID: none
      idLength,
      this.credentialId,
      this.coseKey(),
    ]);
    const authData = this.authData(ceremony.rpId, FLAG_UP | FLAG_UV | FLAG_AT, attested);
    const attestationObject = isoCBOR.encode(
      new Map<string, unknown>([
        ['fmt', 'none'],
        ['attStmt', new Map()],
        ['authData', authData],
      ]) as never,
    );
    return {
      id: this.id,
      rawId: this.id,
      type: 'public-key' as const,
      response: {
        clientDataJSON: this.clientData('webauthn.create', options.challenge, ceremony),
        attestationObject: b64url(attestationObject),
        transports: ['internal'],
      },
      clientExtensionResults: {},
      authenticatorAttachment: 'platform',
    };
  }

  /** navigator.credentials.get(): an AuthenticationResponseJSON, the counter moved on by one. */
  authenticate(options: { challenge: string }, ceremony: Ceremony, flags = FLAG_UP | FLAG_UV) {
    this.counter += 1;
    const authData = this.authData(ceremony.rpId, flags);
    const clientDataJSON = this.clientData('webauthn.get', options.challenge, ceremony);
    const signed = Buffer.concat([authData, sha256(Buffer.from(clientDataJSON, 'base64url'))]);
    return {
      id: this.id,
      rawId: this.id,
      type: 'public-key' as const,
      response: {
        clientDataJSON,
        authenticatorData: b64url(authData),
        signature: b64url(sign('sha256', signed, this.keys.privateKey)),
        ...(this.userHandle ? { userHandle: this.userHandle } : {}),
      },
      clientExtensionResults: {},
      authenticatorAttachment: 'platform',
    };
  }
}

/** Flags of an assertion made without user verification (a tap, no Face ID or PIN). */
export const PRESENCE_ONLY = FLAG_UP;
