import type { TxRecord } from '@optwallet/ledger';
import { and, desc, eq, gte, inArray, lt, lte, ne, sql } from 'drizzle-orm';
import { type Address, type Hash, getAddress, parseAbiItem } from 'viem';
import type { Db } from '../../db/client';
import {
  evmEvents,
  evmIndexBlocks,
  evmIndexState,
  evmSignedSends,
  ledgerTransactions,
  notifications,
} from '../../db/schema';
import type { Deps } from '../../deps';
import { notifyFundsReceived } from '../notifications';
import { ownersOf } from '../../lib/address-owners';
import { toTx, txRow } from '../history-rows';
import { assetBySymbol } from '../presentation';
import type { EvmChain } from './evm-chain';
import { EVM_CHAIN } from './evm-ids';
import { reconcileSends } from './evm-sends';
import { approvalLogs, approvalOwners, forgetApprovalsFrom, keepApprovals } from './approvals';
import type { ChainHead, ChainJob } from '../gateway';
import {
  forgetEvmBalancesFrom,
  keepEvmBalances,
  readNodeBalances,
  unseenEvmAddresses,
} from './balances';

const TRANSFER = parseAbiItem(
  'event Transfer(address indexed from, address indexed to, uint256 value)',
);
/** Blocks read per pass. */
const BATCH = 50n;
/** How far back the indexer re-reads when none of the blocks it kept is the node's any more. */
const REWIND = 64n;
/** The hashes of the last blocks indexed kept to find where a changed chain parts from ours. */
const KEPT_BLOCKS = 1024;

/** One movement of value: a transaction's ETH (logIndex -1) or an ERC-20 Transfer log. */
interface Movement {
  txHash: Hash;
  logIndex: number;
  blockNumber: bigint;
  time: number;
  from: Address;
  to: Address;
  symbol: string;
  amount: bigint;
}

interface Receipt {
  status: 'success' | 'reverted';
  fee: bigint;
}

/**
 * Where the indexer starts: where it stopped, or, when that block is no longer the node's (a
 * reorg, or a node that lost blocks in a crash: its head below the block, or another block at
 * that height), after the highest kept block the node still has, once what was recorded from
 * the blocks after it is undone (rewind).
 */
async function startBlock(deps: Deps, evm: EvmChain, head: bigint): Promise<bigint> {
  const [state] = await deps.db
    .select()
    .from(evmIndexState)
    .where(eq(evmIndexState.chainId, EVM_CHAIN));
  // A devnet is indexed from genesis; a public network from the block the server first saw.
  if (!state) return evm.faucet ? 0n : head;
  const last = BigInt(state.blockNumber);
  const block = last <= head ? await evm.client.client.getBlock({ blockNumber: last }) : undefined;
  if (block?.hash === state.blockHash) return last + 1n;
  const from = await forkPoint(deps, evm, last < head ? last : head);
  deps.logger.warn(
    { last: String(last), head: String(head), from: String(from) },
    'EVM chain changed under the indexer',
  );
  return rewind(deps, evm, from);
}

/**
 * The first block after the highest kept block (at or below `top`) the node still has; when
 * none is, REWIND blocks before the oldest kept (or before `top`).
 */
async function forkPoint(deps: Deps, evm: EvmChain, top: bigint): Promise<bigint> {
  const kept = await deps.db
    .select()
    .from(evmIndexBlocks)
    .where(and(eq(evmIndexBlocks.chainId, EVM_CHAIN), lte(evmIndexBlocks.blockNumber, Number(top))))
    .orderBy(desc(evmIndexBlocks.blockNumber));
  for (let i = 0; i < kept.length; i += 32) {
    const chunk = kept.slice(i, i + 32);
    const hashes = await Promise.all(
      chunk.map(
        async (b) =>
          (await evm.client.client.getBlock({ blockNumber: BigInt(b.blockNumber) })).hash,
      ),
    );
    const match = chunk.find((b, j) => hashes[j] === b.blockHash);
    if (match) return BigInt(match.blockNumber) + 1n;
  }
  const oldest = kept.at(-1);
  const from = (oldest ? BigInt(oldest.blockNumber) : top) - REWIND;
  return from > 0n ? from : 0n;
}

/**
 * Undoes what the indexer recorded from block `from` on, in one transaction, so that reading
 * again from `from` records the canonical chain's movements once: rows of movements from
 * outside the product (and the second movements of a transaction) are deleted; the product's
 * own sends (signed here: their bytes are kept) go back to 'pending' (the next pass settles
 * those the canonical chain has; the recovery pass sends the others again with their bytes);
 * the 'funds_received' notifications of all of them are deleted (a movement mined again
 * notifies again, once); the event keys and kept block hashes from `from` on are forgotten;
 * the position moves to the block before `from`; the balances kept from those blocks are
 * forgotten (the next pass reads them again from the canonical chain).
 */
async function rewind(deps: Deps, evm: EvmChain, from: bigint): Promise<bigint> {
  const before =
    from > 0n ? await evm.client.client.getBlock({ blockNumber: from - 1n }) : undefined;
  await deps.db.transaction(async (trx) => {
    const db = trx as unknown as Db;
    const rows = await db
      .select({
        hash: ledgerTransactions.hash,
        requestId: ledgerTransactions.requestId,
        signed: evmSignedSends.hash,
      })
      .from(ledgerTransactions)
      .leftJoin(evmSignedSends, eq(evmSignedSends.hash, ledgerTransactions.hash))
      .where(
        and(
          eq(ledgerTransactions.chainId, EVM_CHAIN),
          ne(ledgerTransactions.status, 'pending'),
          // Mined rows only: a send failed unmined (height 0) stays failed.
          gte(ledgerTransactions.height, Math.max(Number(from), 1)),
        ),
      );
    // The product's own sends: signed here (older rows: made by a request, with its key).
    const own = rows.filter((r) => r.signed !== null || r.requestId !== null).map((r) => r.hash);
    const foreign = rows.filter((r) => !own.includes(r.hash)).map((r) => r.hash);
    if (own.length > 0) {
      await db
        .update(ledgerTransactions)
        .set({ status: 'pending', height: 0, completedOn: null })
        .where(inArray(ledgerTransactions.hash, own));
    }
    if (foreign.length > 0) {
      await db.delete(ledgerTransactions).where(inArray(ledgerTransactions.hash, foreign));
    }
    if (rows.length > 0) {
      await db.delete(notifications).where(
        and(
          eq(notifications.type, 'funds_received'),
          inArray(
            sql`${notifications.data}->>'transaction_hash'`,
            rows.map((r) => r.hash),
          ),
        ),
      );
    }
    await db
      .delete(evmEvents)
      .where(and(eq(evmEvents.chainId, EVM_CHAIN), gte(evmEvents.blockNumber, Number(from))));
    await forgetEvmBalancesFrom(db, from);
    await forgetApprovalsFrom(db, from);
    await db
      .delete(evmIndexBlocks)
      .where(
        and(eq(evmIndexBlocks.chainId, EVM_CHAIN), gte(evmIndexBlocks.blockNumber, Number(from))),
      );
    if (before?.hash) {
      const position = {
        blockNumber: Number(before.number),
        blockHash: before.hash,
        blockTime: Number(before.timestamp) * 1000,
      };
      await db
        .insert(evmIndexState)
        .values({ chainId: EVM_CHAIN, ...position })
        .onConflictDoUpdate({ target: evmIndexState.chainId, set: position });
    } else {
      await db.delete(evmIndexState).where(eq(evmIndexState.chainId, EVM_CHAIN));
    }
  });
  return from;
}

/**
 * One pass: the blocks after the last indexed one (at most BATCH), their transactions and
 * ERC-20 Transfer logs touching the product's addresses, and the Approval logs the product's
 * addresses signed (approvals.ts). Records each movement once (by tx hash and log index), settles the product's own sends (pending -> success or failed, the fee
 * actually paid), notifies receivers, keeps the balances at the last block read of every product
 * address the blocks touched (a transaction from or to it, a Transfer log), and stores the last
 * block. Answers the blocks read.
 */
export async function indexOnce(deps: Deps, evm: EvmChain): Promise<number> {
  const { client, network } = evm.client;
  const head = await client.getBlockNumber();
  const from = await startBlock(deps, evm, head);
  if (from > head) return 0;
  const to = from + BATCH - 1n < head ? from + BATCH - 1n : head;
  const numbers = Array.from({ length: Number(to - from + 1n) }, (_, i) => from + BigInt(i));
  const [blocks, logs, approvals] = await Promise.all([
    Promise.all(numbers.map((n) => client.getBlock({ blockNumber: n, includeTransactions: true }))),
    network.tokens.length > 0
      ? client.getLogs({
          address: network.tokens.map((t) => t.address),
          event: TRANSFER,
          fromBlock: from,
          toBlock: to,
        })
      : Promise.resolve([]),
    approvalLogs(evm, from, to),
  ]);
  const timeOf = new Map(blocks.map((b) => [b.number, Number(b.timestamp) * 1000]));
  // Addresses in their EIP-55 case, as wallets store them.
  const txs = blocks
    .flatMap((b) => b.transactions)
    .map((tx) => ({ ...tx, from: getAddress(tx.from), to: tx.to ? getAddress(tx.to) : null }));

  const candidates = new Set<string>();
  for (const tx of txs) {
    candidates.add(tx.from);
    if (tx.to) candidates.add(tx.to);
  }
  for (const log of logs) {
    if (log.args.from) candidates.add(getAddress(log.args.from));
    if (log.args.to) candidates.add(getAddress(log.args.to));
  }
  const owners = await ownersOf(deps.db, [...candidates, ...approvalOwners(approvals)]);
  const ours = (address: string | null | undefined) => Boolean(address && owners.has(address));

  const movements: Movement[] = [];
  for (const tx of txs) {
    if (tx.value > 0n && tx.to && (ours(tx.from) || ours(tx.to))) {
      movements.push({
        txHash: tx.hash,
        logIndex: -1,
        blockNumber: tx.blockNumber,
        time: timeOf.get(tx.blockNumber) ?? 0,
        from: tx.from,
        to: tx.to,
        symbol: 'ETH',
        amount: tx.value,
      });
    }
  }
  const symbolOf = new Map(network.tokens.map((t) => [t.address.toLowerCase(), t.symbol]));
  for (const log of logs) {
    const sender = log.args.from && getAddress(log.args.from);
    const receiver = log.args.to && getAddress(log.args.to);
    const value = log.args.value;
    const symbol = symbolOf.get(log.address.toLowerCase());
    if (!sender || !receiver || value === undefined || !symbol) continue;
    if (!ours(sender) && !ours(receiver)) continue;
    movements.push({
      txHash: log.transactionHash,
      logIndex: log.logIndex,
      blockNumber: log.blockNumber,
      time: timeOf.get(log.blockNumber) ?? 0,
      from: sender,
      to: receiver,
      symbol,
      amount: value,
    });
  }

  // Receipts of every transaction sent by a product address or moving value to one.
  const wanted = new Set<Hash>(movements.map((m) => m.txHash));
  for (const tx of txs) if (ours(tx.from)) wanted.add(tx.hash);
  const receipts = new Map<Hash, Receipt>();
  await Promise.all(
    [...wanted].map(async (hash) => {
      const r = await client.getTransactionReceipt({ hash });
      receipts.set(hash, { status: r.status, fee: r.gasUsed * r.effectiveGasPrice });
    }),
  );
  // Balances of the product's addresses these blocks touched (even a reverted transaction
  // paid its fee), as of the last block read.
  const balances = await readNodeBalances(evm, [...candidates].filter(ours), to);

  await deps.db.transaction(async (trx) => {
    const db = trx as unknown as Db;
    // The product's own sends: the receipt decides (the first pass to see it notifies). A send
    // marked failed because it seemed lost (height 0) is settled too: the chain has it.
    for (const tx of txs) {
      const receipt = receipts.get(tx.hash);
      if (!ours(tx.from) || !receipt) continue;
      const status = receipt.status === 'success' ? 'success' : 'failed';
      const [settled] = await db
        .update(ledgerTransactions)
        .set({
          status,
          fee: receipt.fee,
          height: Number(tx.blockNumber),
          time: timeOf.get(tx.blockNumber) ?? 0,
          completedOn: timeOf.get(tx.blockNumber) ?? 0,
        })
        .where(and(eq(ledgerTransactions.hash, tx.hash), eq(ledgerTransactions.height, 0)))
        .returning();
      if (settled && status === 'success')
        await notifyFundsReceived(deps, db, owners, toTx(settled));
    }
    const firstOfTx = new Set<string>();
    for (const m of movements.sort((a, b) => a.logIndex - b.logIndex)) {
      const receipt = receipts.get(m.txHash);
      if (receipt?.status !== 'success') continue;
      const ledgerHash = firstOfTx.has(m.txHash) ? `${m.txHash}:${m.logIndex}` : m.txHash;
      firstOfTx.add(m.txHash);
      const [fresh] = await db
        .insert(evmEvents)
        .values({
          chainId: EVM_CHAIN,
          txHash: m.txHash,
          logIndex: m.logIndex,
          blockNumber: Number(m.blockNumber),
          ledgerHash,
        })
        .onConflictDoNothing()
        .returning();
      if (!fresh) continue;
      const asset = assetBySymbol(EVM_CHAIN, m.symbol);
      if (!asset) continue;
      const faucet = evm.faucet?.address === m.from;
      const record: TxRecord = {
        type: faucet ? 'faucet' : 'send',
        from: m.from,
        to: m.to,
        amount: m.amount,
        denom: asset.denom,
        symbol: asset.symbol,
        fee: ours(m.from) ? receipt.fee : 0n,
        status: 'success',
        hash: ledgerHash,
        chainId: EVM_CHAIN,
        height: Number(m.blockNumber),
        time: m.time,
        memo: '',
        feeDenom: 'wei',
        completedOn: m.time,
      };
      // The product's own send already has its row (settled above): nothing more to record.
      const [inserted] = await db
        .insert(ledgerTransactions)
        .values(txRow(record))
        .onConflictDoNothing({ target: ledgerTransactions.hash })
        .returning({ hash: ledgerTransactions.hash });
      if (inserted && !faucet) await notifyFundsReceived(deps, db, owners, record);
    }
    await db
      .insert(evmIndexBlocks)
      .values(
        blocks
          .filter((b) => b.hash)
          .map((b) => ({ chainId: EVM_CHAIN, blockNumber: Number(b.number), blockHash: b.hash })),
      )
      .onConflictDoUpdate({
        target: [evmIndexBlocks.chainId, evmIndexBlocks.blockNumber],
        set: { blockHash: sql`excluded.block_hash` },
      });
    await db
      .delete(evmIndexBlocks)
      .where(
        and(
          eq(evmIndexBlocks.chainId, EVM_CHAIN),
          lt(evmIndexBlocks.blockNumber, Number(to) - KEPT_BLOCKS),
        ),
      );
    await keepEvmBalances(db, balances);
    await keepApprovals(db, approvals, ours, (n) => timeOf.get(n) ?? 0);
    const last = blocks.at(-1);
    if (last?.hash) {
      const position = {
        blockNumber: Number(last.number),
        blockHash: last.hash,
        blockTime: Number(last.timestamp) * 1000,
      };
      await db
        .insert(evmIndexState)
        .values({ chainId: EVM_CHAIN, ...position })
        .onConflictDoUpdate({ target: evmIndexState.chainId, set: position });
    }
  });
  return blocks.length;
}

/**
 * At start, before requests are served: a chain that changed while the API was down (the node
 * lost blocks) is undone from where it parts, then the pending sends the node does not know are
 * sent again or failed (reconcileSends), and the balances of every wallet address not kept yet
 * are read from the node and kept. A node that does not answer is logged, not fatal: the
 * indexer's passes do the same once it answers (and a read keeps an unseen address's balances).
 */
export async function recoverEvmSends(deps: Deps, evm: EvmChain): Promise<void> {
  try {
    await startBlock(deps, evm, await evm.client.client.getBlockNumber());
    await reconcileSends(deps, evm);
    // Batches until none is left (an address the node's answer does not cover is tried once).
    const tried = new Set<string>();
    for (let unseen = await unseenEvmAddresses(deps.db); unseen.some((a) => !tried.has(a));) {
      await keepEvmBalances(deps.db, await readNodeBalances(evm, unseen));
      for (const address of unseen) tried.add(address);
      unseen = await unseenEvmAddresses(deps.db);
    }
  } catch (error) {
    deps.logger.warn({ err: error }, 'EVM recovery at start failed (the indexer retries)');
  }
}

/**
 * The indexer as a job (EVM_POLL_MS; 0: this replica does not index): each run follows new blocks
 * (catching up in batches), then passes over the pending sends (reconcileSends).
 */
export function indexerJobs(
  deps: Deps,
  evm: EvmChain,
  everyMs = deps.config.evmPollMs,
): ChainJob[] {
  if (everyMs <= 0) return [];
  return [
    {
      name: `index ${EVM_CHAIN}`,
      everyMs,
      async run() {
        while ((await indexOnce(deps, evm)) > 0);
        await reconcileSends(deps, evm);
        return { lagMs: 0 };
      },
    },
  ];
}

/** Where the indexer stands: the last block it stored. */
export async function indexerHead(db: Db): Promise<ChainHead | undefined> {
  const [row] = await db
    .select({ height: evmIndexState.blockNumber, time: evmIndexState.blockTime })
    .from(evmIndexState)
    .where(eq(evmIndexState.chainId, EVM_CHAIN));
  return row?.time == null ? undefined : { chainId: EVM_CHAIN, height: row.height, time: row.time };
}
