import { QueryClient, StargateClient, setupStakingExtension } from '@cosmjs/stargate';
import { Comet38Client } from '@cosmjs/tendermint-rpc';
import { DEFAULT_SEED_VALIDATORS } from '@optwallet/ledger';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectCosmosNode, type CosmosNode } from '../../src/chains/cosmos';
import { ledgerTransactions, notifications, users, wallets } from '../../src/db/schema';
import { walletTokens } from '../../src/modules/money/wallet-reads';
import { DEMO_EMAIL, seedDevnet } from '../../src/modules/devnet/seed';
import { type Harness, createHarness } from '../support/harness';
import { type OptchainProcess, startOptchain } from '../support/optchain-node';

/**
 * The devnet seed on the OptChain node (its own process, on free ports): the validators are the
 * node's genesis (the ledger's four, as the chainless devnet had them), and the seeded people's
 * OPT is the chain's: the node faucet's signed MsgSend, indexed by the follower like any receive,
 * once, whatever the restarts. A data directory seeded on the chainless ledger gets the node's
 * funds at its first start on the node.
 */

const OPT = 1_000_000n;

let chain: OptchainProcess;
let node: CosmosNode;
let reader: StargateClient;

beforeAll(async () => {
  chain = await startOptchain('optchain-1');
  node = await connectCosmosNode(chain.config);
  reader = await StargateClient.connect(chain.config.rpcUrl);
}, 180_000);
afterAll(async () => {
  reader?.disconnect();
  node?.disconnect();
  await chain?.stop();
});

async function demoWallet(h: Harness) {
  const [demo] = await h.deps.db.select().from(users).where(eq(users.email, DEMO_EMAIL));
  const [wallet] = await h.deps.db
    .select()
    .from(wallets)
    .where(eq(wallets.userId, demo?.id ?? ''));
  if (!demo || !wallet) throw new Error('no seeded demo wallet');
  return { userId: demo.id, wallet };
}

/** The node's transactions that paid the address (what any indexer or explorer finds). */
const receivedOnNode = (address: string) => reader.searchTx(`transfer.recipient='${address}'`);

/** The API's indexed OPT history rows of the address on the node's chain. */
async function indexedReceives(h: Harness, address: string) {
  return h.deps.db
    .select()
    .from(ledgerTransactions)
    .where(
      and(eq(ledgerTransactions.chainId, 'optchain-1'), eq(ledgerTransactions.toAddress, address)),
    );
}

describe('devnet seed on the OptChain node', () => {
  it('the node’s genesis holds the devnet’s four validators with their commissions', async () => {
    const comet = await Comet38Client.connect(chain.config.rpcUrl);
    try {
      const staking = QueryClient.withExtensions(comet, setupStakingExtension).staking;
      const { validators } = await staking.validators('BOND_STATUS_BONDED');
      const byMoniker = new Map(validators.map((v) => [v.description?.moniker, v]));
      for (const seed of DEFAULT_SEED_VALIDATORS) {
        const validator = byMoniker.get(seed.moniker);
        expect(validator, seed.moniker).toBeDefined();
        expect(validator?.tokens).toBe(String(seed.selfDelegation));
        // LegacyDec in protobuf: 18 decimals, no point.
        expect(BigInt(validator?.commission?.commissionRates?.rate ?? '0')).toBe(
          BigInt(seed.commissionBps) * 10n ** 14n,
        );
      }
    } finally {
      comet.disconnect();
    }
  });

  it('funds the seeded people through the node’s faucet, indexed once, idempotent on restart', async () => {
    const h = await createHarness({ optNode: chain.config }, undefined, undefined, {
      optNode: node,
    });
    try {
      expect(await seedDevnet(h.deps)).toBe(true);
      const { userId, wallet } = await demoWallet(h);
      expect(BigInt((await reader.getBalance(wallet.nativeAddress, 'uopt')).amount)).toBe(
        1000n * OPT,
      );
      const onNode = await receivedOnNode(wallet.nativeAddress);
      expect(onNode).toHaveLength(1);
      const indexed = await indexedReceives(h, wallet.nativeAddress);
      expect(indexed.map((row) => row.hash)).toEqual([onNode[0]?.hash]);
      // The node faucet's drip is a faucet receive, with no notification (as on the chainless ledger).
      expect(indexed[0]?.type).toBe('faucet');
      expect(
        await h.deps.db.select().from(notifications).where(eq(notifications.userId, userId)),
      ).toEqual([]);
      const { tokens } = await walletTokens(h.deps, { userId, walletId: wallet.id });
      expect(tokens.find((t) => t.chainId === 'optchain-1')?.balance).toBe('1000');
      // A restart: nothing is sent again.
      expect(await seedDevnet(h.deps)).toBe(false);
      expect(await receivedOnNode(wallet.nativeAddress)).toHaveLength(1);
      expect(await indexedReceives(h, wallet.nativeAddress)).toHaveLength(1);
    } finally {
      await h.close();
    }
  }, 180_000);

  it('a devnet seeded before its node served the chain (a chain started afresh) gets the node’s funds at the next start', async () => {
    const chainless = await createHarness();
    const h = await createHarness({ optNode: chain.config }, undefined, undefined, {
      optNode: node,
      database: chainless.database,
    });
    try {
      expect(await seedDevnet(chainless.deps)).toBe(true);
      const { wallet } = await demoWallet(chainless);
      expect(await receivedOnNode(wallet.nativeAddress)).toHaveLength(0);
      expect(await seedDevnet(h.deps)).toBe(false);
      const onNode = await receivedOnNode(wallet.nativeAddress);
      expect(onNode).toHaveLength(1);
      expect(BigInt((await reader.getBalance(wallet.nativeAddress, 'uopt')).amount)).toBe(
        1000n * OPT,
      );
      const hashes = (await indexedReceives(h, wallet.nativeAddress)).map((row) => row.hash);
      expect(hashes).toContain(onNode[0]?.hash);
      expect(await seedDevnet(h.deps)).toBe(false);
      expect(await receivedOnNode(wallet.nativeAddress)).toHaveLength(1);
    } finally {
      await h.close();
      await chainless.close();
    }
  }, 180_000);
});
