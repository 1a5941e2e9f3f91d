/**
 * `tsx --conditions=@optwallet/source bench/chain-reads.ts`: what one chain read costs in SQL
 * statements and milliseconds, on embedded PGlite, for a wallet with TRANSACTIONS transactions
 * (sends both ways on OptChain, faucet drips on both chains, stake and unstake): GET tokens
 * (nothing due), a first and a deep page of the transaction list, a type-filtered page, and the
 * token detail. Prints a table; nothing is asserted.
 */
import { PGlite } from '@electric-sql/pglite';
import { NATIVE_CHAIN_ID } from '@optwallet/domain';
import { devnetAddress } from '@optwallet/ledger';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { testConfig } from '../src/config/env';
import { migrationsFolder } from '../src/db/client';
import * as schema from '../src/db/schema';
import type { Deps } from '../src/lib/http';
import { createBackground } from '../src/lib/background';
import { createLogger } from '../src/lib/logger';
import { runChain } from '../src/services/chain/chain';
import {
  type ChainWallet,
  fundWallet,
  seedChain,
  tokenDetail,
  walletTokens,
  walletTransactions,
} from '../src/services/chain/wallet-chain';

const TRANSACTIONS = Number(process.env.BENCH_TRANSACTIONS ?? 2_000);
const RUNS = 5;

let statements = 0;
const client = new PGlite();
await client.waitReady;
const db = drizzle(client, {
  schema,
  logger: {
    logQuery: () => {
      statements += 1;
    },
  },
});
await migrate(db, { migrationsFolder: migrationsFolder() });
const deps: Deps = {
  config: testConfig({ logLevel: 'silent' }),
  db,
  logger: createLogger('silent'),
  clock: () => new Date('2026-03-01T10:00:00.000Z'),
  mailer: { deliver: () => Promise.resolve('stored') },
  background: createBackground(createLogger('silent')),
};
const wallet = (label: string): ChainWallet => ({
  id: label,
  nativeAddress: devnetAddress('native', label),
  evmAddress: devnetAddress('evm', label),
});
const alice = wallet('bench-alice');
const bob = wallet('bench-bob');

await seedChain(deps);
await fundWallet(deps, alice);
await fundWallet(deps, bob);
const validator = (await runChain(deps, (chain) => chain.getValidators(NATIVE_CHAIN_ID)))
  .validatorSet[0]?.operatorAddress as string;

// History: in chunks of 200 operations per database transaction.
let made = 10;
while (made < TRANSACTIONS) {
  made += await runChain(deps, async (chain) => {
    let n = 0;
    for (let i = 0; i < 200 && made + n < TRANSACTIONS; i += 1, n += 1) {
      const k = (made + n) % 10;
      const chainId = NATIVE_CHAIN_ID;
      if (k < 4) {
        await chain.submit({
          type: 'send',
          chainId,
          from: alice.nativeAddress,
          to: bob.nativeAddress,
          symbol: 'OPT',
          amount: 1_000n,
        });
      } else if (k < 7) {
        await chain.submit({
          type: 'send',
          chainId,
          from: bob.nativeAddress,
          to: alice.nativeAddress,
          symbol: 'OPT',
          amount: 1_000n,
        });
      } else if (k === 7) {
        n += (await chain.faucet(alice.evmAddress)).length - 1;
      } else if (k === 8) {
        await chain.submit({
          type: 'delegate',
          chainId,
          delegator: alice.nativeAddress,
          validator,
          amount: 10_000n,
        });
      } else {
        n += (await chain.faucet(alice.nativeAddress)).length - 1;
      }
    }
    return n;
  });
}

async function measure(name: string, work: () => Promise<unknown>) {
  await work();
  const before = statements;
  const started = performance.now();
  for (let i = 0; i < RUNS; i += 1) await work();
  return {
    read: name,
    'ms (mean)': Math.round(((performance.now() - started) / RUNS) * 10) / 10,
    statements: (statements - before) / RUNS,
  };
}

const page = (query: Partial<Parameters<typeof walletTransactions>[2]>) => () =>
  walletTransactions(deps, alice, { limit: 10, page: 1, ...query });
const total = (await page({})()).totalPages * 10;
const rows = [
  await measure('GET tokens (nothing due)', () => walletTokens(deps, alice)),
  await measure('transactions page 1', page({})),
  await measure('transactions page 100', page({ page: 100 })),
  await measure('transactions type=receive', page({ type: 'receive' })),
  await measure('transactions chainId=1 symbol=USDC', page({ chainId: '1', symbol: 'USDC' })),
  await measure('token detail OPT', () => tokenDetail(deps, alice, NATIVE_CHAIN_ID, 'OPT')),
];
console.log(`\nChain reads — PGlite, a wallet with about ${total} transactions, mean of ${RUNS}\n`);
console.table(rows);
await client.close();
