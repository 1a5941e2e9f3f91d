import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import { asc } from 'drizzle-orm';
import { type CryptoKey, type JWK, exportJWK, generateKeyPair, importJWK } from 'jose';
import { oauthSigningKeys } from '../../db/schema';
import { newId } from '../../lib/crypto';
import type { Deps } from '../../deps';

/**
 * The ID token signing keys (ES256), rotated on a schedule:
 * - a key signs for SIGNING_KEY_LIFETIME_MS from its `activates_at`;
 * - its successor is created (and so published at jwks_uri) PUBLISH_AHEAD_MS before it
 *   activates, so relying parties that cache the key set already hold it when it first signs;
 * - a key that stopped signing stays published until the last ID token it signed has expired
 *   (its successor's activation plus the ID token lifetime).
 * Whichever replica first needs the next key creates it; the unique `activates_at` keeps one.
 */
export const SIGNING_KEY_LIFETIME_MS = 30 * 86_400_000;
export const PUBLISH_AHEAD_MS = 2 * 86_400_000;
export const ALG = 'ES256';

type KeyRow = typeof oauthSigningKeys.$inferSelect;

const SEAL_INFO = 'optwallet/oidc-signing-key/v1';
const VERSION = 'v1';

/** AES-256-GCM under a key derived (HKDF) from WALLET_SEAL_KEY; the kid is associated data. */
function sealKey(serverKey: string): Buffer {
  return Buffer.from(
    hkdfSync('sha256', Buffer.from(serverKey, 'utf8'), Buffer.alloc(0), SEAL_INFO, 32),
  );
}

function sealPrivateJwk(jwk: JWK, kid: string, serverKey: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', sealKey(serverKey), iv);
  cipher.setAAD(Buffer.from(kid, 'utf8'));
  const ciphertext = Buffer.concat([cipher.update(JSON.stringify(jwk), 'utf8'), cipher.final()]);
  return [VERSION, iv, cipher.getAuthTag(), ciphertext]
    .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
    .join('.');
}

function openPrivateJwk(sealed: string, kid: string, serverKey: string): JWK {
  const [version, iv, tag, ciphertext] = sealed.split('.');
  if (version !== VERSION || !iv || !tag || !ciphertext)
    throw new Error(`Unknown signing key envelope for ${kid}`);
  const decipher = createDecipheriv(
    'aes-256-gcm',
    sealKey(serverKey),
    Buffer.from(iv, 'base64url'),
  );
  decipher.setAAD(Buffer.from(kid, 'utf8'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  const plain = Buffer.concat([
    decipher.update(Buffer.from(ciphertext, 'base64url')),
    decipher.final(),
  ]);
  return JSON.parse(plain.toString('utf8')) as JWK;
}

async function createKey(deps: Deps, activatesAt: Date): Promise<void> {
  const kid = newId();
  const { publicKey, privateKey } = await generateKeyPair(ALG, { extractable: true });
  const publicJwk = { ...(await exportJWK(publicKey)), kid, alg: ALG, use: 'sig' };
  const privateJwk = await exportJWK(privateKey);
  await deps.db
    .insert(oauthSigningKeys)
    .values({
      kid,
      alg: ALG,
      publicJwk,
      privateSealed: sealPrivateJwk(privateJwk, kid, deps.config.walletSealKey),
      createdAt: deps.clock(),
      activatesAt,
    })
    .onConflictDoNothing();
}

/** The last key active at `now` (rows sorted by activation). */
function activeAt(rows: KeyRow[], now: Date): KeyRow | undefined {
  return rows.filter((row) => row.activatesAt <= now).at(-1);
}

/**
 * The keys, after making sure one signs now and its successor is published in time. The first
 * key of a new database signs at once (there was nothing to publish it before).
 */
async function keysNow(deps: Deps): Promise<KeyRow[]> {
  const now = deps.clock();
  const load = () =>
    deps.db.select().from(oauthSigningKeys).orderBy(asc(oauthSigningKeys.activatesAt));
  let rows = await load();
  let active = activeAt(rows, now);
  if (!active) {
    await createKey(deps, now);
    rows = await load();
    active = activeAt(rows, now);
  }
  if (!active) throw new Error('No signing key could be created');
  const next = rows.find((row) => row.activatesAt > active.activatesAt);
  // Overdue (no request for a whole lifetime): the successor starts now.
  const due = new Date(
    Math.max(active.activatesAt.getTime() + SIGNING_KEY_LIFETIME_MS, now.getTime()),
  );
  if (!next && due.getTime() - PUBLISH_AHEAD_MS <= now.getTime()) {
    await createKey(deps, due);
    rows = await load();
  }
  return rows;
}

const privateKeys = new Map<string, Promise<CryptoKey>>();

/** The key that signs now, with its kid. */
export async function currentSigningKey(deps: Deps): Promise<{ kid: string; key: CryptoKey }> {
  const rows = await keysNow(deps);
  const active = activeAt(rows, deps.clock());
  if (!active) throw new Error('No active signing key');
  // Imported once per key and server key (opening and importing on every token is wasted work).
  const cacheKey = `${deps.config.walletSealKey}\u0000${active.kid}`;
  let key = privateKeys.get(cacheKey);
  if (!key) {
    const jwk = openPrivateJwk(active.privateSealed, active.kid, deps.config.walletSealKey);
    key = importJWK(jwk, ALG) as Promise<CryptoKey>;
    privateKeys.set(cacheKey, key);
  }
  return { kid: active.kid, key: await key };
}

/**
 * jwks_uri: the next key (published ahead), the active one, and retired ones whose ID tokens
 * may still be unexpired (`tokenTtlMs` after their successor activated).
 */
export async function publishedKeys(deps: Deps, tokenTtlMs: number) {
  const now = deps.clock().getTime();
  const rows = await keysNow(deps);
  const keys = rows.filter((row, index) => {
    const successor = rows[index + 1];
    return !successor || successor.activatesAt.getTime() + tokenTtlMs > now;
  });
  return {
    keys: keys.map((row) => {
      const { kty, crv, x, y } = row.publicJwk as { kty: 'EC'; crv: 'P-256'; x: string; y: string };
      return { kty, crv, x, y, kid: row.kid, alg: 'ES256' as const, use: 'sig' as const };
    }),
  };
}
