import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import { hashRaw } from '@node-rs/argon2';

/**
 * The recovery phrase at rest: AES-256-GCM under a key that needs BOTH the wallet passcode
 * (stretched with argon2id and a per-wallet salt) and the server's WALLET_SEAL_KEY (mixed in with
 * HKDF). A stolen database without the server key cannot be brute-forced offline; a stolen
 * server key without the passcode opens nothing. The wallet id is the GCM associated data, so
 * an envelope copied onto another row does not open.
 *
 * Envelope: `v1.<salt>.<iv>.<tag>.<ciphertext>`, each part base64url.
 */

const VERSION = 'v1';
// argon2id with the OWASP minimum (m=19 MiB, t=2, p=1), as for account passwords.
const ARGON2ID = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;
const HKDF_INFO = 'optwallet/wallet-seal/v1';

async function sealKey(passcode: string, salt: Uint8Array, serverKey: string): Promise<Buffer> {
  const stretched = await hashRaw(passcode, { ...ARGON2ID, salt, outputLen: 32 });
  return Buffer.from(hkdfSync('sha256', stretched, Buffer.from(serverKey, 'utf8'), HKDF_INFO, 32));
}

export async function sealMnemonic(input: {
  mnemonic: string;
  passcode: string;
  walletId: string;
  serverKey: string;
}): Promise<string> {
  const salt = randomBytes(16);
  const iv = randomBytes(12);
  const key = await sealKey(input.passcode, salt, input.serverKey);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(input.walletId, 'utf8'));
  const ciphertext = Buffer.concat([cipher.update(input.mnemonic, 'utf8'), cipher.final()]);
  const tag = cipher.getAuthTag();
  return [VERSION, salt, iv, tag, ciphertext]
    .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
    .join('.');
}

/** The phrase, or undefined when the passcode (or server key, or wallet id) does not open it. */
export async function openMnemonic(input: {
  sealed: string;
  passcode: string;
  walletId: string;
  serverKey: string;
}): Promise<string | undefined> {
  const [version, ...parts] = input.sealed.split('.');
  if (version !== VERSION || parts.length !== 4) {
    throw new Error(`Unknown wallet seal envelope ${version ?? ''}`);
  }
  const [salt, iv, tag, ciphertext] = parts.map((p) => Buffer.from(p, 'base64url')) as [
    Buffer,
    Buffer,
    Buffer,
    Buffer,
  ];
  const key = await sealKey(input.passcode, salt, input.serverKey);
  const decipher = createDecipheriv('aes-256-gcm', key, iv);
  decipher.setAAD(Buffer.from(input.walletId, 'utf8'));
  decipher.setAuthTag(tag);
  try {
    return Buffer.concat([decipher.update(ciphertext), decipher.final()]).toString('utf8');
  } catch {
    return undefined;
  }
}
