import { NATIVE_CHAIN_ID } from '@optwallet/domain';
import {
  DevnetChain,
  type TxRecord,
  chainTime,
  heightAt,
  isAddressFor,
  isEvmAddress,
  planFaucet,
  seedValidators,
} from '@optwallet/ledger';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/client';
import { ownersOf } from '../../lib/address-owners';
import { invalid } from '../../lib/errors';
import type { Deps } from '../../deps';
import { toChecksumAddress } from '../wallets';
import {
  PgLedgerState,
  chainCall,
  ensureHeads,
  inTransaction,
  int,
  ledgerEnv,
  randomNonce,
  runTransferStatement,
  settleChain,
} from '../../chains/opt';
import { LEDGER_CONFIG, servedChains } from '../../chains/catalogue';
import { optNodeFor, optNodesOf } from '../../chains/registry';
import type { ChainWallet } from '../chain';
import { display, explorerLink } from '../../chains/wire';
import { evmFaucet, refreshEvmBalances } from '../../chains/evm';
import { type CosmosNode, accountOn, cosmosFaucet, followCosmos } from '../../chains/cosmos';

/**
 * The reference gateway (the ledger's DevnetChain: every call settles first, then acts) over
 * this database, in one transaction with the rows it touches locked: for seeding and tests that
 * build a history. Requests never use it.
 */
export async function withDevnetChain<T>(
  deps: Deps,
  work: (chain: DevnetChain) => Promise<T>,
): Promise<T> {
  await ensureHeads(deps);
  return chainCall(() =>
    inTransaction(deps, async (trx) => {
      const state = new PgLedgerState(trx, { lock: true });
      const chain = new DevnetChain({
        state,
        clock: () => deps.clock().getTime(),
        config: LEDGER_CONFIG,
        nonce: randomNonce,
      });
      const result = await work(chain);
      await state.flush();
      return result;
    }),
  );
}

/**
 * Startup (devnet): the four seed validators, created through ordinary transactions, once, on
 * the embedded ledger. A node's validators are its genesis' (apps/optchain, the same four).
 */
export function seedChain(deps: Deps): Promise<number> {
  if (optNodeFor(deps, NATIVE_CHAIN_ID)) return Promise.resolve(0);
  return withDevnetChain(deps, async (chain) => {
    if ((await chain.getValidators(NATIVE_CHAIN_ID)).validatorSet.length > 0) return 0;
    return (await seedValidators(chain)).length;
  });
}

/**
 * Devnet: the API's index of a node caught up with its head (a few passes of the follower, as
 * its loop would make within a second or two), so the faucet's drip and the blocks an advance
 * settled are in the API's tables when the call answers, as on the embedded ledger. The loop may
 * index the same blocks at the same time: each block is recorded once (the follower's keys).
 */
async function catchUp(deps: Deps, node: CosmosNode): Promise<void> {
  for (let pass = 0; pass < 10; pass += 1) {
    if ((await followCosmos(deps, node)) === 0) return;
  }
}

/**
 * The faucet's drips to an address on each of its chains: one statement per chain; on a real
 * EVM node, real transfers from the node's funded account (the indexer records them).
 */
async function drip(deps: Deps, address: string): Promise<TxRecord[]> {
  await ensureHeads(deps);
  // Each chain's drip at once: a node's answers when its block is committed (up to a block each).
  const perChain = servedChains(deps)
    .filter((c) => isAddressFor(c.kind, address))
    .map(async (chain): Promise<TxRecord[]> => {
      if (chain.kind === 'evm') {
        if (!deps.evm) return [];
        const records = await evmFaucet(deps, deps.evm, address, LEDGER_CONFIG.faucet);
        // Reads take kept balances: a wallet's drips show at once, not at the indexer's next pass.
        if ((await ownersOf(deps.db, [address])).size > 0) {
          await refreshEvmBalances(deps.db, deps.evm, [address]);
        }
        return records;
      }
      const node = optNodeFor(deps, chain.chainId);
      if (node) {
        const record = await cosmosFaucet(deps, node, address, LEDGER_CONFIG.faucet.OPT ?? 0n);
        await catchUp(deps, node);
        return [record];
      }
      const outcome = await runTransferStatement(
        deps.db,
        planFaucet(ledgerEnv(deps, chain.chainId), address),
      );
      return outcome.kind === 'written' ? outcome.records : [];
    });
  return (await Promise.all(perChain)).flat();
}

/** Devnet faucet for a new wallet: OPT on the native chains, ETH, USDC, USDT and WBTC on EVM. */
export async function fundWallet(deps: Deps, wallet: ChainWallet): Promise<TxRecord[]> {
  const [native, evm] = await Promise.all([
    drip(deps, wallet.nativeAddress),
    drip(deps, wallet.evmAddress),
  ]);
  return [...native, ...evm];
}

/**
 * Devnet start: a seeded wallet whose address a node has never seen (a data directory from
 * before the node served its chain, or a node started afresh) gets that node's faucet drip, so
 * its balance and history are the chain's. Once funded the account exists: a no-op on restart.
 */
export async function fundOnNodes(deps: Deps, wallet: ChainWallet): Promise<number> {
  let funded = 0;
  for (const node of optNodesOf(deps)) {
    if (await node.account(accountOn(node.config, wallet.nativeAddress))) continue;
    await cosmosFaucet(deps, node, wallet.nativeAddress, LEDGER_CONFIG.faucet.OPT ?? 0n);
    await catchUp(deps, node);
    funded += 1;
  }
  return funded;
}

/** Devnet: the faucet for any address of a devnet chain. */
export async function faucet(deps: Deps, input: string) {
  const trimmed = input.trim();
  const address = isEvmAddress(trimmed) ? toChecksumAddress(trimmed) : trimmed;
  if (!servedChains(deps).some((c) => isAddressFor(c.kind, address))) {
    throw invalid('address', 'Invalid address');
  }
  return (await drip(deps, address)).map((tx) => ({
    chainId: tx.chainId,
    symbol: tx.symbol,
    amount: display(tx.chainId, tx.denom, tx.amount),
    transactionHash: tx.hash,
    blockExplorerLink: explorerLink(deps.config, tx.hash, tx.chainId),
  }));
}

/**
 * Devnet: moves every chain's clock (one statement), then settles what matured in bounded
 * transactions (no lock is held for long; transfers go on meanwhile) and answers each chain's
 * height and time.
 */
export async function advanceDevnet(deps: Deps, seconds: number) {
  // The contract caps one advance (DEV_ADVANCE_MAX_SECONDS, 60 days): an unauthenticated call
  // cannot queue years of payouts, and what it does queue settles in bounded transactions.
  await ensureHeads(deps);
  // OPT on nodes: their own clocks move (the follower indexes what that block settled).
  const advanced = new Map<string, { height: number; time: string }>();
  for (const node of optNodesOf(deps)) {
    const { height, time } = await node.advance(seconds);
    advanced.set(node.config.chainId, { height: Number(height), time });
    await catchUp(deps, node);
  }
  const heads = await queryRows<{ chain_id: string; genesis_time: unknown; offset_ms: unknown }>(
    deps.db,
    sql`UPDATE ledger_heads SET offset_ms = offset_ms + ${Math.round(seconds * 1000)}::bigint
      RETURNING chain_id, genesis_time, offset_ms`,
  );
  for (const chain of LEDGER_CONFIG.chains) {
    if (chain.kind === 'native') await chainCall(() => settleChain(deps, chain.chainId));
  }
  const clock = deps.clock().getTime();
  return LEDGER_CONFIG.chains.flatMap((chain) => {
    const onNode = advanced.get(chain.chainId);
    if (onNode) return [{ chainId: chain.chainId, ...onNode }];
    const row = heads.find((h) => h.chain_id === chain.chainId);
    if (!row) return [];
    const head = {
      chainId: chain.chainId,
      genesisTime: int(row.genesis_time),
      offsetMs: int(row.offset_ms),
    };
    const time = chainTime(head, clock);
    return [
      {
        chainId: chain.chainId,
        height: heightAt(head, chain.blockTimeMs, time),
        time: new Date(time).toISOString(),
      },
    ];
  });
}
