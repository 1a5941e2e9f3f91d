import {
  createCipheriv,
  createDecipheriv,
  createECDH,
  createHash,
  createHmac,
  pbkdf2,
  randomBytes,
  randomInt,
  timingSafeEqual,
} from 'node:crypto';
import { promisify } from 'node:util';
import { hash, verify } from '@node-rs/argon2';
import { monotonicFactory } from 'ulid';

const nextUlid = monotonicFactory();

/** Identifiers of rows the API hands out: ULIDs (sortable by creation). */
export function newId(): string {
  return nextUlid();
}

/** Opaque secret for links, refresh tokens and trusted devices (256 bits). */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Secrets are stored as SHA-256: a leaked table cannot be replayed. */
export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

export function sixDigitCode(): string {
  return randomInt(0, 1_000_000).toString().padStart(6, '0');
}

export function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

// argon2id with the OWASP minimum (m=19 MiB, t=2, p=1).
const ARGON2 = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2);
}

export async function verifyPassword(
  passwordHash: string | null,
  password: string,
): Promise<boolean> {
  // Spend the same time when there is no account, so timing does not reveal it.
  if (!passwordHash) {
    await hash(password, ARGON2);
    return false;
  }
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** PKCE S256: BASE64URL(SHA256(verifier)) === challenge. */
export function pkceS256(verifier: string): string {
  return createHash('sha256').update(verifier).digest('base64url');
}

/**
 * AES-256-GCM under a key derived from a 256-bit token: only whoever holds that token can open
 * it (a database copy alone cannot). `purpose` keeps keys of different uses apart.
 */
function tokenKey(purpose: string, token: string): Buffer {
  return createHash('sha256').update(`${purpose}\u0000${token}`).digest();
}

export function sealWithToken(purpose: string, token: string, plaintext: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', tokenKey(purpose, token), iv);
  const sealed = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString('base64url');
}

/** The plaintext, or null when the token is not the one it was sealed with. */
export function openWithToken(purpose: string, token: string, sealed: string): string | null {
  const bytes = Buffer.from(sealed, 'base64url');
  try {
    const decipher = createDecipheriv(
      'aes-256-gcm',
      tokenKey(purpose, token),
      bytes.subarray(0, 12),
    );
    decipher.setAuthTag(bytes.subarray(12, 28));
    return Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}

const pbkdf2Async = promisify(pbkdf2);

/**
 * The BIP39 seed of a phrase (no passphrase): PBKDF2-HMAC-SHA512 of the NFKD phrase, salt
 * "mnemonic", 2048 rounds, 64 bytes — @scure/bip39's mnemonicToSeed, but by Node's crypto on the
 * libuv pool: the plain-JavaScript one held the event loop about 25 ms a call, and an OPT send
 * derives its key once (bench: OPT sends/s).
 */
export async function seedOf(mnemonic: string): Promise<Uint8Array> {
  return pbkdf2Async(mnemonic.normalize('NFKD'), 'mnemonic', 2048, 64, 'sha512');
}

/** The order of secp256k1's group. */
const SECP256K1_N = 0xfffffffffffffffffffffffffffffffebaaedce6af48a03bbfd25e8cd0364141n;

const toBigInt = (bytes: Uint8Array) => BigInt(`0x${Buffer.from(bytes).toString('hex') || '0'}`);

/** The compressed secp256k1 public key of a private key (OpenSSL, not JavaScript). */
export function secp256k1PublicKey(privateKey: Uint8Array): Buffer {
  const ecdh = createECDH('secp256k1');
  ecdh.setPrivateKey(privateKey);
  return ecdh.getPublicKey(null, 'compressed');
}

/**
 * The BIP32 private key at `path` (e.g. m/44'/118'/0'/0/0) of a seed: HMAC-SHA512 and the public
 * keys of the non-hardened steps' parents by Node's crypto. @scure/bip32's HDKey computes every
 * node's public key in JavaScript (about 5 ms a path here, once per OPT send); this computes the
 * two the path needs, natively. Same keys (tested against HDKey).
 */
export function bip32PrivateKey(seed: Uint8Array, path: string): Uint8Array {
  const steps = path.split('/');
  if (steps.shift() !== 'm') throw new Error(`Not a BIP32 path: ${path}`);
  let node = createHmac('sha512', 'Bitcoin seed').update(seed).digest();
  let key = node.subarray(0, 32);
  let chainCode = node.subarray(32);
  for (const step of steps) {
    const hardened = step.endsWith("'");
    const index = Number.parseInt(hardened ? step.slice(0, -1) : step, 10);
    if (!Number.isInteger(index) || index < 0 || index >= 0x80000000) {
      throw new Error(`Not a BIP32 path: ${path}`);
    }
    const serial = Buffer.alloc(4);
    serial.writeUInt32BE(hardened ? index + 0x80000000 : index);
    const data = hardened
      ? Buffer.concat([Buffer.alloc(1), key, serial])
      : Buffer.concat([secp256k1PublicKey(key), serial]);
    node = createHmac('sha512', chainCode).update(data).digest();
    const tweak = toBigInt(node.subarray(0, 32));
    const child = (tweak + toBigInt(key)) % SECP256K1_N;
    // Probability below 2^-127: BIP32 says to take the next index; no product path meets it.
    if (tweak >= SECP256K1_N || child === 0n) throw new Error(`No BIP32 key at ${path}`);
    key = Buffer.from(child.toString(16).padStart(64, '0'), 'hex');
    chainCode = node.subarray(32);
  }
  return new Uint8Array(key);
}
