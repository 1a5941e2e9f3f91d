import type { SettleBlockOptions, SettleBudget } from '@optwallet/ledger';
import type { BlockStore } from '../store/block-store';
import type { ChainApp } from './app';
import type { DeliveredTx, SealedBlock } from './block';

/**
 * What one block may settle when it opens (`settleBlock`): records written (a completed
 * unbonding or move, or one validator's payouts to one recipient: four events each in
 * `block_results`) and payout shares computed. A block that falls behind the clock (a devnet
 * advance, a restart after a pause) settles up to the time its budget reaches, and the next
 * block goes on from there.
 */
const SETTLE_BUDGET: SettleBudget = { records: 2_500, shares: 250_000 };

/** Lets the servers answer (status, block reads) before going on. */
const yieldToServers = () => new Promise<void>((resolve) => setImmediate(resolve));

interface Waiter {
  resolve: (block: SealedBlock) => void;
  reject: (error: Error) => void;
}

/**
 * A block waits this long after a transaction enters it, so a burst lands in one block (CometBFT
 * with `create_empty_blocks = false` proposes as soon as its mempool holds a transaction).
 */
const TX_BLOCK_DELAY_MS = 10;

/**
 * Makes blocks: it seals the open block and opens the next (one step of the app's queue, so no
 * transaction falls between) soon after a transaction entered it, and every `blockMs` otherwise
 * (an empty block: time passes on the chain), then writes the sealed block to the store. Writes
 * run in order; a failed write halts the node (the log on disk stays a prefix of what was served).
 */
export class BlockProducer {
  /** The last block the store has: what status and the RPC call committed. */
  committed: SealedBlock | undefined;
  halted: Error | undefined;
  private offsetMs: number;
  /** The next block's timer; undefined while a block is being made (it arms the next one). */
  private timer: NodeJS.Timeout | undefined;
  private running = false;
  /** A transaction waits in the open block: the next block comes after TX_BLOCK_DELAY_MS. */
  private soon = false;
  private writing: Promise<void> = Promise.resolve();
  private readonly txWaiters = new Map<string, Waiter[]>();
  private readonly blockWaiters: { height: number; waiter: Waiter }[] = [];
  private readonly listeners = new Set<(block: SealedBlock) => void>();
  /** How a block settles when it opens: within the budget, pausing for the servers. */
  private readonly settle: SettleBlockOptions;
  /** Advances under way: each waits for the first block opened at or after its new time. */
  private readonly arrivals = new Set<{ target: number; height?: number }>();

  constructor(
    private readonly app: ChainApp,
    private readonly store: BlockStore,
    private readonly clock: () => number,
    private readonly blockMs: number,
    offsetMs: number,
    private readonly onHalt: (error: Error) => void = () => undefined,
    budget: SettleBudget = SETTLE_BUDGET,
  ) {
    this.settle = { budget, pause: yieldToServers };
    this.offsetMs = offsetMs;
    this.committed = app.last;
  }

  /** The next block's time: the chain clock, never before the last block's. */
  private nextTime(): number {
    return Math.max(this.clock() + this.offsetMs, (this.app.last?.time ?? 0) + 1);
  }

  async start(): Promise<void> {
    await this.app.serial(() => this.app.openBlock(this.nextTime(), this.offsetMs, this.settle));
    this.running = true;
    this.arm(this.blockMs);
  }

  private arm(ms: number): void {
    clearTimeout(this.timer);
    this.timer = setTimeout(() => void this.tick(), ms);
  }

  private async tick(): Promise<void> {
    this.timer = undefined;
    this.soon = false;
    await this.produce();
    if (this.running && !this.halted && this.timer === undefined) {
      this.arm(this.soon ? TX_BLOCK_DELAY_MS : this.blockMs);
    }
  }

  /** A transaction entered the open block: seal it soon, not at the next tick. */
  txArrived(): void {
    if (!this.running || this.halted || this.soon) return;
    this.soon = true;
    // While a block is being made, its tick arms the next one (soon).
    if (this.timer !== undefined) this.arm(TX_BLOCK_DELAY_MS);
  }

  /** Seals the open block now and opens the next. */
  async produce(): Promise<void> {
    if (this.halted) return;
    const sealed = await this.app.serial(async () => {
      const block = this.app.seal();
      await this.app.openBlock(this.nextTime(), this.offsetMs, this.settle);
      for (const arrival of this.arrivals) {
        if (arrival.height === undefined && (this.app.openTime ?? 0) >= arrival.target)
          arrival.height = this.app.openHeight;
      }
      return block;
    });
    this.writing = this.writing.then(async () => {
      // The servers get a turn between making a block and writing it.
      await yieldToServers();
      if (this.halted) return;
      try {
        await this.store.append(sealed);
      } catch (error) {
        this.halt(error instanceof Error ? error : new Error(String(error)));
        return;
      }
      this.committed = sealed;
      this.notify(sealed);
    });
    await this.writing;
  }

  /** Calls `listener` with every block once it is committed (websocket subscriptions). */
  onCommit(listener: (block: SealedBlock) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private notify(block: SealedBlock): void {
    for (const listener of this.listeners) listener(block);
    for (const tx of block.txs) {
      for (const waiter of this.txWaiters.get(tx.hash) ?? []) waiter.resolve(block);
      this.txWaiters.delete(tx.hash);
    }
    for (let i = this.blockWaiters.length - 1; i >= 0; i -= 1) {
      const entry = this.blockWaiters[i];
      if (entry && entry.height <= block.height) {
        entry.waiter.resolve(block);
        this.blockWaiters.splice(i, 1);
      }
    }
  }

  private halt(error: Error): void {
    this.halted = error;
    console.error(`optchain: halted, a block could not be written: ${error.message}`);
    for (const waiters of this.txWaiters.values()) for (const w of waiters) w.reject(error);
    for (const { waiter } of this.blockWaiters) waiter.reject(error);
    this.txWaiters.clear();
    this.blockWaiters.length = 0;
    this.onHalt(error);
  }

  /** Resolves with the block that commits a delivered transaction. */
  committedBlockOf(tx: DeliveredTx, timeoutMs: number): Promise<SealedBlock> {
    return this.wait(timeoutMs, (waiter) => {
      const list = this.txWaiters.get(tx.hash) ?? [];
      list.push(waiter);
      this.txWaiters.set(tx.hash, list);
    });
  }

  /** Resolves once a block at `height` or above is committed. */
  committedAt(height: number, timeoutMs: number): Promise<SealedBlock> {
    if (this.committed && this.committed.height >= height) return Promise.resolve(this.committed);
    return this.wait(timeoutMs, (waiter) => this.blockWaiters.push({ height, waiter }));
  }

  private wait(timeoutMs: number, register: (waiter: Waiter) => void): Promise<SealedBlock> {
    if (this.halted) return Promise.reject(this.halted);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error('timed out waiting for the block')),
        timeoutMs,
      );
      register({
        resolve: (block) => {
          clearTimeout(timer);
          resolve(block);
        },
        reject: (error) => {
          clearTimeout(timer);
          reject(error);
        },
      });
    });
  }

  /**
   * Devnet: moves the chain clock by `seconds`, then makes the blocks the skipped time settles,
   * back to back: each opens at the latest time its settlement budget reaches (what fell due by
   * then, in its finalize-block events), until a block opens at the new time. Between two blocks
   * the servers answer (status, queries, transactions into the open block). Answers once the
   * block at the new time is committed.
   */
  async advance(seconds: number): Promise<SealedBlock> {
    this.offsetMs += Math.round(seconds * 1000);
    // Whichever opens it (this loop or the timer's block), the first block at the new time.
    const arrival: { target: number; height?: number } = { target: this.clock() + this.offsetMs };
    this.arrivals.add(arrival);
    try {
      while (!this.halted && arrival.height === undefined) {
        await this.produce();
        await yieldToServers();
      }
      return await this.committedAt(arrival.height ?? this.app.openHeight, 30_000);
    } finally {
      this.arrivals.delete(arrival);
    }
  }

  async stop(): Promise<void> {
    this.running = false;
    clearTimeout(this.timer);
    this.timer = undefined;
    await this.writing;
  }
}
