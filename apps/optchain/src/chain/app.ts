import {
  at,
  chainEnv,
  pruneExpiredAllowances,
  pruneExpiredGrants,
  settleBlock,
  settleDue,
  type ChainContext,
  type InMemoryLedgerState,
  type LedgerConfig,
  type SettleBlockOptions,
} from '@optwallet/ledger';
import { decodeTx, type DecodedTx } from '../tx/decode';
import { checkTx, deliverTx, type TxOutcome } from '../tx/deliver';
import type { Accounts } from './accounts';
import {
  appHashOf,
  genesisAppHashOf,
  legacyBlockHashOf,
  legacyDataHashOf,
  legacyPartsOf,
  type CometHeader,
  type Commit,
  type DeliveredTx,
  type SealedBlock,
} from './block';
import {
  CONSENSUS_HASH,
  EMPTY_MERKLE,
  commitHash,
  headerHash,
  headerProto,
  partSetHeaderOf,
  resultsHash,
  txsHash,
} from './comet/hashes';
import type { ValidatorKey } from './comet/validator-key';
import { settledEvents, type AbciEvent } from './events';
import type { GenesisState } from './genesis';
import { ValidatorHistory } from './validator-history';

interface OpenBlock {
  height: number;
  time: number;
  offsetMs: number;
  events: AbciEvent[];
  txs: DeliveredTx[];
}

export type NodeContext = ChainContext & { state: InMemoryLedgerState };

/**
 * The chain as an application: the ledger engine's state and x/auth's accounts, one block open at
 * a time. A transaction executes when it arrives, into the open block: CheckTx's ante handler and
 * the block's execution of its messages at once (a message that fails leaves the transaction in
 * the block with its code, its fee paid); sealing the block fixes it for the store. Every call that
 * reads or writes runs through `serial`, one at a time.
 */
export class ChainApp {
  readonly state: InMemoryLedgerState;
  readonly accounts: Accounts;
  readonly config: LedgerConfig;
  /** The last sealed block (committed once the store has it). */
  last: SealedBlock | undefined;
  /**
   * The first height whose block pays each validator's payouts summed per recipient
   * (`settleBlock`); blocks below it were written before, one record per payout (`settleDue`),
   * and replay so. 1 on a chain started since.
   */
  summedPayoutsFrom = 1;
  /** The validator set as each block opened (staking's HistoricalInfo). */
  readonly validatorHistory = new ValidatorHistory();
  private open: OpenBlock | undefined;
  private queue: Promise<unknown> = Promise.resolve();

  constructor(
    readonly chainId: string,
    readonly genesisTime: number,
    genesis: GenesisState,
    readonly validator: ValidatorKey,
  ) {
    this.state = genesis.state;
    this.accounts = genesis.accounts;
    this.config = genesis.config;
  }

  serial<T>(work: () => Promise<T> | T): Promise<T> {
    const run = this.queue.then(work, work);
    this.queue = run.catch(() => undefined);
    return run;
  }

  get openHeight(): number {
    return this.open?.height ?? (this.last?.height ?? 0) + 1;
  }

  /** The open block's time (a block is open once the node has started). */
  get openTime(): number | undefined {
    return this.open?.time;
  }

  /** The engine's view of the open block (or of the next one), with nonces unique to `scope`. */
  context(
    scope: string,
    block: Pick<OpenBlock, 'height' | 'time' | 'offsetMs'> = this.current(),
  ): NodeContext {
    let count = 0;
    const nonce = () => `${scope}:${(count += 1)}`;
    const env = {
      ...chainEnv(this.config, this.chainId, block.time - block.offsetMs, nonce),
      blockHeight: block.height,
    };
    const head = { chainId: this.chainId, genesisTime: this.genesisTime, offsetMs: block.offsetMs };
    return {
      ...at({ ...env, state: this.state, head, time: 0, height: 0 }, block.time),
      state: this.state,
    };
  }

  private current(): OpenBlock {
    if (!this.open) throw new Error('No block is open');
    return this.open;
  }

  /**
   * Opens the next block at `time`: first settles what fell due (its finalize-block events),
   * within the producer's budget (a replay gives none: its block settles what it settled when it
   * was made). When more fell due than the budget allows, the block opens earlier than `time`, at
   * the last time it settled, and the next block goes on from there.
   */
  async openBlock(time: number, offsetMs: number, settle: SettleBlockOptions = {}): Promise<void> {
    if (this.open) throw new Error(`Block ${this.open.height} is still open`);
    const block = { height: (this.last?.height ?? 0) + 1, time, offsetMs };
    const head = { chainId: this.chainId, genesisTime: this.genesisTime, offsetMs };
    await this.state.putHead(head);
    const ctx = this.context(`${block.height}:begin`, block);
    const settled =
      block.height < this.summedPayoutsFrom
        ? { ...(await settleDue(ctx, time)), through: time }
        : await settleBlock(ctx, time, settle);
    block.time = settled.through;
    // x/authz's begin blocker drops grants expired by this block; x/feegrant's end blocker dropped
    // the allowances expired by the previous one.
    await pruneExpiredGrants(ctx, block.time);
    if (this.last) await pruneExpiredAllowances(ctx, this.last.time);
    const events = settledEvents(settled.events, ctx.accounts);
    for (const event of events) {
      const receiver = event.attributes.find((a) => a.key === 'receiver')?.value;
      if (event.type === 'coin_received' && receiver) this.accounts.ensure(receiver);
    }
    this.validatorHistory.record(block.height, await this.state.listValidators(this.chainId));
    this.open = { ...block, events, txs: [] };
  }

  /**
   * Executes a transaction into the open block; throws TxError on a CheckTx refusal (nothing
   * changes). Past the ante handler it is in the block, with code 0 or its failing message's.
   */
  async deliver(bytes: Uint8Array, mode: 'check' | 'replay'): Promise<DeliveredTx> {
    const block = this.current();
    const tx = decodeTx(bytes);
    const outcome = await deliverTx(this.context(tx.hash), this.accounts, tx, mode);
    const delivered = { hash: tx.hash, bytes, result: outcome };
    block.txs.push(delivered);
    return delivered;
  }

  /** The open block's transactions: accepted, not yet committed (the mempool, for the RPC). */
  get pending(): readonly DeliveredTx[] {
    return this.open?.txs ?? [];
  }

  /** CheckTx without executing: the ante handler's answer in the open block, nothing changes. */
  checkOnly(tx: DecodedTx): Promise<{ gasWanted: bigint; gasUsed: bigint }> {
    return checkTx(this.context(`check:${tx.hash}`), this.accounts, tx);
  }

  /** A dry run in the open block: the gas and events it would have, nothing written. */
  simulate(tx: DecodedTx): Promise<TxOutcome> {
    return deliverTx(this.context(`simulate:${tx.hash}`), this.accounts, tx, 'simulate');
  }

  /**
   * Closes the open block: its header is fixed (CometBFT's, signed by the validator key; a replayed
   * block written before the key had one is sealed as it was then, `legacy`), and it becomes `last`.
   */
  seal(format: 'comet' | 'legacy' = 'comet'): SealedBlock {
    const block = this.current();
    const last = this.last;
    const appHash = appHashOf(last?.appHash ?? '', block.height, block.txs, block.events);
    const lastBlockHash = last?.hash ?? '';
    let sealed: SealedBlock;
    if (format === 'legacy') {
      const dataHash = legacyDataHashOf(block.txs.map((t) => t.hash));
      const fields = { ...block, lastBlockHash, dataHash, appHash };
      const hash = legacyBlockHashOf(this.chainId, fields);
      sealed = { ...fields, hash, parts: legacyPartsOf(hash), comet: undefined };
    } else {
      const lastCommit: Commit = last
        ? this.validator.commit(this.chainId, last)
        : { height: 0, blockId: { hash: '', parts: { total: 0, hash: '' } }, signatures: [] };
      const header: CometHeader = {
        lastBlockId: lastCommit.blockId,
        lastCommitHash: commitHash(lastCommit),
        dataHash: txsHash(block.txs.map((t) => t.bytes)),
        validatorsHash: this.validator.setHash,
        nextValidatorsHash: this.validator.setHash,
        consensusHash: CONSENSUS_HASH,
        appHash: last?.appHash ?? genesisAppHashOf(this.chainId, this.genesisTime),
        lastResultsHash: resultsHash((last?.txs ?? []).map((t) => t.result)),
        evidenceHash: EMPTY_MERKLE,
        proposerAddress: this.validator.address,
      };
      const of = { chainId: this.chainId, height: block.height, time: block.time, header };
      sealed = {
        ...block,
        lastBlockHash,
        dataHash: header.dataHash,
        appHash,
        hash: headerHash(headerProto(of)),
        parts: partSetHeaderOf(
          of,
          block.txs.map((t) => t.bytes),
          lastCommit,
        ),
        comet: { header, lastCommit },
      };
    }
    this.last = sealed;
    this.open = undefined;
    return sealed;
  }
}
