import { eq } from 'drizzle-orm';
import { appMarkers, follows, oauthClients, userRoles, users } from '../../db/schema';
import { hashPassword, newId } from '../../lib/crypto';
import type { Deps } from '../../deps';
import { seedDevnetChain } from './seed-chain';

export const SEED_PASSWORD = 'OptWallet#2026';
export const DEMO_EMAIL = 'demo@optwallet.dev';
const STAFF_EMAIL = 'staff@optwallet.dev';
export const PARTNER_CLIENT_ID = 'partner-example';
export const PARTNER_REDIRECT_URI = 'http://localhost:5175/callback';

const PEOPLE = [
  {
    email: DEMO_EMAIL,
    username: 'demo',
    first: 'Demo',
    last: 'User',
    country: 'DE',
    roles: [] as string[],
  },
  {
    email: STAFF_EMAIL,
    username: 'staff',
    first: 'Sam',
    last: 'Staff',
    country: 'GB',
    roles: ['Admin'],
  },
  {
    email: 'alice@optwallet.dev',
    username: 'alice',
    first: 'Alice',
    last: 'Anders',
    country: 'SE',
    roles: [],
  },
  {
    email: 'bob@optwallet.dev',
    username: 'bobby',
    first: 'Bob',
    last: 'Brown',
    country: 'US',
    roles: [],
  },
  {
    email: 'carol@optwallet.dev',
    username: 'carol',
    first: 'Carol',
    last: 'Chen',
    country: 'SG',
    roles: [],
  },
  {
    email: 'dave@optwallet.dev',
    username: 'dave_k',
    first: 'Dave',
    last: 'Kim',
    country: 'KR',
    roles: [],
  },
];

/**
 * The partner example's client (public, PKCE), on every start: a devnet created before a scope
 * existed (openid, offline_access) gets it.
 */
async function seedPartnerClient(deps: Deps, now: Date): Promise<void> {
  const allowedScopes = [
    'openid',
    'offline_access',
    'profile:basic',
    'email',
    'profile:details',
    'wallet:read',
    'transactions:read',
  ];
  await deps.db
    .insert(oauthClients)
    .values({
      id: PARTNER_CLIENT_ID,
      name: 'Partner Example',
      logoUrl: null,
      website: 'http://localhost:5175',
      redirectUris: [PARTNER_REDIRECT_URI],
      allowedScopes,
      createdAt: now,
    })
    .onConflictDoUpdate({ target: oauthClients.id, set: { allowedScopes } });
}

/**
 * Devnet seed, applied once (a marker row makes it idempotent across restarts and replicas):
 * onboarded people to sign in as, follow and search, plus the partner OAuth client.
 */
export async function seedDevnet(deps: Deps): Promise<boolean> {
  const now = deps.clock();
  await seedPartnerClient(deps, now);
  const claimed = await deps.db
    .insert(appMarkers)
    .values({ key: 'seed:devnet:v1', createdAt: now })
    .onConflictDoNothing()
    .returning({ key: appMarkers.key });
  if (claimed.length === 0) {
    await seedDevnetChain(deps, DEMO_EMAIL);
    return false;
  }
  const passwordHash = await hashPassword(SEED_PASSWORD);
  const ids = new Map<string, string>();
  for (const p of PEOPLE) {
    const [existing] = await deps.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, p.email))
      .limit(1);
    const id = existing?.id ?? newId();
    ids.set(p.username, id);
    if (existing) continue;
    await deps.db.insert(users).values({
      id,
      email: p.email,
      emailVerifiedAt: now,
      username: p.username,
      firstName: p.first,
      lastName: p.last,
      country: p.country,
      passwordHash,
      onboardedAt: now,
      createdAt: now,
      updatedAt: now,
    });
    for (const role of p.roles)
      await deps.db.insert(userRoles).values({ userId: id, role }).onConflictDoNothing();
  }
  const demo = ids.get('demo');
  const alice = ids.get('alice');
  const bob = ids.get('bobby');
  if (demo && alice && bob) {
    await deps.db
      .insert(follows)
      .values([
        { followerId: demo, followeeId: alice, createdAt: now },
        { followerId: bob, followeeId: demo, createdAt: now },
      ])
      .onConflictDoNothing();
  }
  // The demo user's funded wallet (also on later starts).
  await seedDevnetChain(deps, DEMO_EMAIL);
  return true;
}
