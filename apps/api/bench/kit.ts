import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { sql } from 'drizzle-orm';
import { type Database, queryRows } from '../src/db/client';
import { testConfig } from '../src/config/env';
import { createBackground } from '../src/lib/background';
import type { Deps } from '../src/deps';
import { createLogger } from '../src/lib/logger';
import { listOutbox } from '../src/lib/outbox';

/**
 * The API's dependencies on a bench database: mail stored, not sent, and this machine trusted,
 * since many sign-ups from one address would meet the per-address limits.
 */
export function benchDeps(
  database: Database,
  extra: Partial<Deps> = {},
  logLevel = 'silent',
): Deps {
  const logger = createLogger(logLevel);
  return {
    config: testConfig({
      logLevel: 'silent',
      trustedIps: ['127.0.0.1', '::1', '::ffff:127.0.0.1'],
    }),
    db: database.db,
    logger,
    clock: () => new Date(),
    mailer: { deliver: () => Promise.resolve('stored') },
    background: createBackground(logger),
    ...extra,
  };
}

/** What the bench's request helpers send with every call. */
export const HEADERS = { 'content-type': 'application/json', 'X-App-Version': '1.0.3' };

type Fetch = Parameters<typeof serve>[0]['fetch'];

/** A server on an ephemeral port (the peer address reaches the app, for its trusted IPs). */
export async function listen(fetch: Fetch) {
  const server = serve({ fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise((resolve) => server.once('listening', resolve));
  return { server, base: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

/** A JSON call to the API at `api` (…/api), with a bearer token when given. */
export function caller(api: string) {
  return async (method: string, path: string, token?: string, body?: unknown) => {
    const res = await fetch(`${api}${path}`, {
      method,
      headers: token ? { ...HEADERS, authorization: `Bearer ${token}` } : HEADERS,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return (await res.json()) as Record<string, unknown>;
  };
}

/** A bench user with a wallet, made through the API as the app makes one. */
export interface Sender {
  token: string;
  walletId: string;
  native: string;
  evm: string;
  sealed: string;
  mnemonic: string;
}

/** Signs up `email` (code login), makes its wallet with `passcode` and answers its keys. */
export async function signUpWallet(
  call: ReturnType<typeof caller>,
  deps: Deps,
  database: Database,
  email: string,
  passcode: string,
): Promise<Sender> {
  await call('POST', '/register', undefined, {
    type: 'email',
    identifier: email,
    password: 'Bench#pass1',
    password_confirmation: 'Bench#pass1',
    age_consent: true,
    terms_consent: true,
    platform_type: 'payments',
  });
  await deps.background.settled(); // the sign-up code is mailed after the answer
  const [mail] = await listOutbox(database.db, email, 1);
  const tokens = await call('POST', '/authCodeLogin', undefined, {
    identifier: email,
    authCode: mail?.code,
    platform_type: 'payments',
  });
  const token = String(tokens.access_token);
  const { mnemonic } = await call('GET', '/wallets/mnemonic', token);
  const wallet = (await call('POST', '/wallets', token, {
    walletPasscode: passcode,
    mnemonic,
  })) as { id?: string; addresses: { chainId: string; address: string }[] };
  if (!wallet.id) throw new Error(`bench wallet ${email}: ${JSON.stringify(wallet)}`);
  const [row] = await queryRows<{ sealed_mnemonic: string }>(
    database.db,
    sql`SELECT sealed_mnemonic FROM wallets WHERE id = ${wallet.id}`,
  );
  const at = (chainId: string) => wallet.addresses.find((a) => a.chainId === chainId)?.address;
  return {
    token,
    walletId: wallet.id,
    native: at('optchain-1') ?? '',
    evm: at('1') ?? '',
    sealed: row?.sealed_mnemonic ?? '',
    mnemonic: String(mnemonic),
  };
}
