import type { TxRecord } from '@optwallet/ledger';
import { Tx } from 'cosmjs-types/cosmos/tx/v1beta1/tx';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  cosmosEvents,
  cosmosIndexState,
  ledgerBalances,
  ledgerTransactions,
} from '../../db/schema';
import type { Deps } from '../../deps';
import { ownersOf } from '../../lib/address-owners';
import { toTx, txRow } from '../history-rows';
import {
  type CompletedStake,
  notifyFundsReceived,
  notifyRewards,
  notifyStakeCompleted,
} from '../notifications';
import { assetBySymbol } from '../presentation';
import {
  type ChainEvent,
  type Movement,
  blockEventsOf,
  feeOfEvents,
  feePayerOfEvents,
  movementsOf,
  touchedAccounts,
} from './events';
import { storedAccount, storedValidator, withPrefix } from './messages';
import { type CosmosNode, txHashOf } from './node-client';
import {
  REWARDS_EVERY_BLOCKS,
  STAKING_EVENTS,
  readStake,
  readValidators,
  refreshRewards,
  staleRewardDelegators,
  writeStake,
  writeValidators,
} from './staking-index';

/**
 * The OPT index: follows the node block by block (`block` for the transactions, `block_results`
 * for their events and the block's own) and writes the API's tables, so no read asks the chain.
 * One database transaction per block: the product's own transactions settle (pending → success,
 * or failed with the chain's code), what touches a product address from elsewhere is recorded
 * once (cosmos_events' key), the receiver of funds is notified, matured unbondings and finished
 * moves complete, the balances coin_spent / coin_received touched are refreshed from the
 * node's bank module, and the stake of the product's delegators the staking events name and the
 * validator set are refreshed from its staking and distribution queries (staking-index.ts).
 * CometBFT finality is instant: there is nothing to rewind.
 */

/** Blocks per pass, read from the node together (one pass is a few RPC round trips). */
const BLOCKS_PER_PASS = 20;

const account = storedAccount;
const validator = storedValidator;

/** A movement with the product's stored address forms. */
function local(m: Movement): Movement {
  const isValidatorSide = (t: Movement['type']) =>
    t === 'distribution' ? 'from' : t === 'send' ? undefined : 'to';
  const side = isValidatorSide(m.type);
  return {
    ...m,
    from: side === 'from' ? validator(m.from) : account(m.from),
    to: side === 'to' ? validator(m.to) : account(m.to),
    ...(m.validator ? { validator: validator(m.validator) } : {}),
    ...(m.fromValidator ? { fromValidator: validator(m.fromValidator) } : {}),
    ...(m.toValidator ? { toValidator: validator(m.toValidator) } : {}),
  };
}

interface BlockData {
  height: number;
  hash: string;
  time: number;
  txs: { hash: string; memo: string; code: number; events: readonly ChainEvent[] }[];
  events: readonly ChainEvent[];
}

async function readBlock(node: CosmosNode, height: number): Promise<BlockData> {
  const [block, results] = await Promise.all([
    node.comet.block(height),
    node.comet.blockResults(height),
  ]);
  const txs = block.block.txs.map((raw, i) => {
    let memo = '';
    try {
      memo = Tx.decode(raw).body?.memo ?? '';
    } catch {
      // An undecodable transaction still has its events.
    }
    const result = results.results[i];
    return { hash: txHashOf(raw), memo, code: result?.code ?? 0, events: result?.events ?? [] };
  });
  return {
    height,
    hash: Buffer.from(block.blockId.hash).toString('hex').toUpperCase(),
    time: block.block.header.time.getTime(),
    txs,
    events: results.finalizeBlockEvents,
  };
}

/** One pass: the blocks after the stored height, up to the node's head (50 at most). */
export async function followCosmos(deps: Deps, node: CosmosNode): Promise<number> {
  const chainId = node.config.chainId;
  const [state] = await deps.db
    .select({ height: cosmosIndexState.height })
    .from(cosmosIndexState)
    .where(eq(cosmosIndexState.chainId, chainId));
  const head = await node.latestHeight();
  if (!validatorsRead.has(node)) {
    // The follower's start: the validator set as the node has it now.
    const validators = await readValidators(node);
    await deps.db.transaction((trx) =>
      writeValidators(trx as unknown as Db, chainId, validators, head),
    );
    validatorsRead.add(node);
  }
  // A devnet is read from its first block; another chain from where the API first met it.
  const after = state?.height ?? (deps.config.devnet ? 0 : head - 1);
  let done = 0;
  let unsaved: { height: number; time: number } | undefined;
  const last = Math.min(head, after + BLOCKS_PER_PASS);
  // The pass's blocks are read at once (two RPC calls each) and indexed in order.
  const heights = Array.from({ length: Math.max(0, last - after) }, (_, i) => after + 1 + i);
  const blocks = await Promise.all(heights.map((height) => readBlock(node, height)));
  for (const block of blocks) {
    done += 1;
    // An empty block (no transaction, no block event) changes nothing but the position.
    if (block.txs.length === 0 && block.events.length === 0) unsaved = block;
    else {
      await indexBlock(deps, node, block);
      unsaved = undefined;
    }
  }
  if (unsaved) await savePosition(deps.db, chainId, unsaved);
  // Pending rewards accrue without events: the oldest are read again every few blocks (the
  // question itself is asked once per REWARDS_EVERY_BLOCKS, not on every pass).
  const indexed = after + done;
  if (indexed >= (rewardsAskedAt.get(node) ?? 0) + REWARDS_EVERY_BLOCKS) {
    rewardsAskedAt.set(node, indexed);
    const stale = await staleRewardDelegators(deps.db, chainId, indexed);
    if (stale.length > 0) await refreshRewards(deps.db, node, stale, indexed);
  }
  return done;
}

/** The nodes whose validator set this process has read since it started. */
const validatorsRead = new WeakSet<CosmosNode>();
/** The height at which this process last looked for stale rewards, per node. */
const rewardsAskedAt = new WeakMap<CosmosNode, number>();

/**
 * The follower's position, and how far the chain's clock runs ahead of real time (a devnet
 * advanced by days; 0 on a chain whose blocks keep time). Measured against the machine's real
 * clock, not the API's injected one: it is a property of the chain, which reads add to their
 * own clock (tests move theirs).
 */
async function savePosition(db: Db, chainId: string, block: { height: number; time: number }) {
  const offsetMs = Math.max(0, block.time - Date.now());
  const position = { height: block.height, time: block.time, offsetMs };
  await db
    .insert(cosmosIndexState)
    .values({ chainId, ...position })
    .onConflictDoUpdate({ target: cosmosIndexState.chainId, set: position });
}

async function indexBlock(deps: Deps, node: CosmosNode, block: BlockData): Promise<void> {
  const { chainId, denom: chainDenom } = node.config;
  const asset = assetBySymbol(chainId, 'OPT');
  if (!asset) throw new Error(`OPT is not listed on chain ${chainId}`);
  const txMoves = block.txs.map((tx) => {
    const fee = feeOfEvents(tx.events, chainDenom);
    const payer = feePayerOfEvents(tx.events);
    return {
      tx,
      moves: tx.code === 0 ? movementsOf(tx.events, chainDenom, block.height).map(local) : [],
      // The fee is the signer's unless a fee granter paid it (gasless first sends): then 0.
      feeOf: (signer: string) => (payer === undefined || account(payer) === signer ? fee : 0n),
    };
  });
  const { payouts, completions } = blockEventsOf(block.events, chainDenom);
  const touched = new Set<string>();
  for (const event of [block.events, ...block.txs.map((t) => t.events)]) {
    for (const address of touchedAccounts(event)) touched.add(account(address));
  }
  const candidates = new Set(touched);
  for (const { moves } of txMoves) for (const m of moves) candidates.add(m.from).add(m.to);
  for (const m of payouts) candidates.add(m.to);
  const completed = completions.map((c) => account(c.delegator));
  for (const delegator of completed) candidates.add(delegator);
  const owners = await ownersOf(deps.db, [...candidates]);
  // Balances after this block, as the node's bank module has them (read before the write).
  const balances = new Map<string, bigint>();
  for (const address of touched) {
    if (owners.has(address)) {
      balances.set(address, await node.balance(withPrefix(address, node.config.bech32Prefix)));
    }
  }
  // The product's delegators the staking and distribution events name, and whether the
  // validators' voting power may have changed: read from the node before the write.
  const stakers = new Set<string>();
  for (const { moves } of txMoves) {
    for (const m of moves) {
      if (m.type === 'send') continue;
      stakers.add(m.type === 'distribution' ? m.to : m.from);
    }
  }
  for (const m of payouts) stakers.add(m.to);
  for (const delegator of completed) stakers.add(delegator);
  const stakes = await Promise.all(
    [...stakers].filter((d) => owners.has(d)).map((d) => readStake(node, d)),
  );
  const stakingChanged = [
    block.events,
    ...block.txs.filter((t) => t.code === 0).map((t) => t.events),
  ]
    .flat()
    .some((e) => STAKING_EVENTS.has(e.type));
  const validators = stakingChanged ? await readValidators(node) : undefined;
  const ours = (m: Movement) => owners.has(m.from) || owners.has(m.to);
  // The devnet faucet's drips: 'faucet' receives, with no notification (as on the embedded ledger).
  const faucet = node.devnetFaucet === undefined ? undefined : account(node.devnetFaucet);
  const isFaucet = (m: Movement) => m.type === 'send' && faucet !== undefined && m.from === faucet;
  const base = {
    chainId,
    height: block.height,
    time: block.time,
    denom: asset.denom,
    symbol: asset.symbol,
    feeDenom: asset.denom,
    completedOn: null,
  };
  await deps.db.transaction(async (trx) => {
    const db = trx as unknown as Db;
    for (const { tx, moves, feeOf } of txMoves) {
      const [own] = await db
        .select()
        .from(ledgerTransactions)
        .where(eq(ledgerTransactions.hash, tx.hash));
      // The product's own transaction: its signer is the delegator of a claim, else its sender.
      const fee = own ? feeOf(own.type === 'distribution' ? own.toAddress : own.fromAddress) : 0n;
      if (tx.code !== 0) {
        if (own?.status === 'pending') {
          await db
            .update(ledgerTransactions)
            .set({ status: 'failed', height: block.height, time: block.time, fee })
            .where(eq(ledgerTransactions.hash, tx.hash));
        }
        continue;
      }
      let primaryTaken = false;
      for (const move of moves) {
        const isOwn =
          own !== undefined &&
          !primaryTaken &&
          own.type === move.type &&
          (move.type === 'distribution'
            ? own.toAddress === move.to
            : own.fromAddress === move.from);
        if (!isOwn && !ours(move)) continue;
        const hash = isOwn || !primaryTaken ? tx.hash : `${tx.hash}:${move.eventIndex}`;
        const [fresh] = await db
          .insert(cosmosEvents)
          .values({
            chainId,
            source: tx.hash,
            eventIndex: move.eventIndex,
            height: block.height,
            ledgerHash: hash,
          })
          .onConflictDoNothing()
          .returning({ hash: cosmosEvents.ledgerHash });
        const primary = !primaryTaken;
        primaryTaken = true;
        if (!fresh) continue;
        if (isOwn) {
          await db
            .update(ledgerTransactions)
            .set({
              height: block.height,
              time: block.time,
              status: move.status,
              amount: move.amount,
              fee,
              ...(move.type === 'undelegate' ? { creationHeight: block.height } : {}),
            })
            .where(eq(ledgerTransactions.hash, tx.hash));
          if (move.type === 'send')
            await notifyFundsReceived(deps, db, owners, toTx({ ...own, amount: move.amount }));
          continue;
        }
        const record: TxRecord = {
          ...base,
          ...move,
          ...(isFaucet(move) ? { type: 'faucet' as const } : {}),
          hash,
          memo: tx.memo,
          fee: primary && owners.has(move.from) ? feeOf(move.from) : 0n,
        };
        delete (record as Partial<Movement>).eventIndex;
        const [written] = await db
          .insert(ledgerTransactions)
          .values(txRow(record))
          .onConflictDoNothing()
          .returning({ hash: ledgerTransactions.hash });
        if (written && move.type === 'send' && !isFaucet(move))
          await notifyFundsReceived(deps, db, owners, record);
      }
      if (own?.status === 'pending' && own.height === 0 && !primaryTaken) {
        // Included, with no event the index knows: settled as the chain says, code 0.
        await db
          .update(ledgerTransactions)
          .set({ status: 'success', height: block.height, time: block.time, fee })
          .where(eq(ledgerTransactions.hash, tx.hash));
      }
    }
    const paid: TxRecord[] = [];
    for (const payout of payouts) {
      if (!owners.has(payout.to)) continue;
      const hash = `${block.hash}:${payout.eventIndex}`;
      const [fresh] = await db
        .insert(cosmosEvents)
        .values({
          chainId,
          source: `block:${block.height}`,
          eventIndex: payout.eventIndex,
          height: block.height,
          ledgerHash: hash,
        })
        .onConflictDoNothing()
        .returning({ hash: cosmosEvents.ledgerHash });
      if (!fresh) continue;
      const { eventIndex: _index, ...move } = payout;
      const record = { ...base, ...move, hash, memo: '', fee: 0n };
      await db.insert(ledgerTransactions).values(txRow(record)).onConflictDoNothing();
      paid.push(record);
    }
    await notifyRewards(deps, db, owners, paid);
    for (const done of completions) {
      const stake = await completePending(db, chainId, block, {
        ...done,
        delegator: account(done.delegator),
        validator: validator(done.validator),
      });
      if (stake) await notifyStakeCompleted(deps, db, owners, stake);
    }
    for (const stake of stakes) await writeStake(db, chainId, stake, block.height);
    if (validators) await writeValidators(db, chainId, validators, block.height);
    for (const [address, amount] of balances) {
      await db
        .insert(ledgerBalances)
        .values({ chainId, account: address, denom: asset.denom, amount })
        .onConflictDoUpdate({
          target: [ledgerBalances.chainId, ledgerBalances.account, ledgerBalances.denom],
          set: { amount },
        });
    }
    await savePosition(db, chainId, block);
  });
}

/** The oldest pending undelegate / move of that delegator and validator is complete: answers it. */
async function completePending(
  db: Db,
  chainId: string,
  block: BlockData,
  done: {
    type: 'undelegate' | 'moveDelegation';
    delegator: string;
    validator: string;
    amount: bigint;
  },
): Promise<CompletedStake | undefined> {
  const [row] = await db
    .select({
      hash: ledgerTransactions.hash,
      amount: ledgerTransactions.amount,
      denom: ledgerTransactions.denom,
      symbol: ledgerTransactions.symbol,
      toValidator: ledgerTransactions.toValidator,
    })
    .from(ledgerTransactions)
    .where(
      and(
        eq(ledgerTransactions.chainId, chainId),
        eq(ledgerTransactions.type, done.type),
        eq(ledgerTransactions.status, 'pending'),
        eq(ledgerTransactions.fromAddress, done.delegator),
        eq(ledgerTransactions.validator, done.validator),
        sql`${ledgerTransactions.height} > 0`,
      ),
    )
    .orderBy(asc(ledgerTransactions.height))
    .limit(1);
  if (!row) return undefined;
  await db
    .update(ledgerTransactions)
    .set({ status: 'success', completedOn: block.time })
    .where(eq(ledgerTransactions.hash, row.hash));
  // What the chain says came back (an unstake partly cancelled returns its rest).
  return {
    ...row,
    amount: done.amount > 0n ? done.amount : row.amount,
    toValidator: row.toValidator ?? undefined,
    type: done.type,
    from: done.delegator,
    chainId,
  };
}
