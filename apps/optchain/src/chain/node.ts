import { NATIVE_SYMBOL } from '@optwallet/domain';
import { isNativeAddress } from '@optwallet/ledger';
import { grpcQueries, runQuery } from '../query/grpc';
import { QueryError } from '../query/query-error';
import type { BlockStore } from '../store/block-store';
import { signedSend } from '../tx/build';
import { decodeTx, txHashOf } from '../tx/decode';
import { gasOf, minimumFee } from '../tx/gas';
import { TxError } from '../tx/tx-error';
import type { ChainApp } from './app';
import type { DeliveredTx, SealedBlock, TxResult } from './block';
import { FAUCET_ADDRESS, FAUCET_KEY } from './genesis';
import type { BlockProducer } from './producer';
import { ChainViews } from './views';

/** CheckTx's answer: a refusal's code and log, or code 0 (what the block does comes later). */
export interface CheckResult extends TxResult {
  hash: string;
}

/**
 * CometBFT's mempool refuses bytes it has seen (`ErrTxInCache`, before the application is
 * asked): broadcast_tx_sync and _async answer it as a JSON-RPC error, the SDK's REST as code 19.
 */
export class TxInCacheError extends Error {
  override readonly name = 'TxInCacheError';
  constructor(readonly hash: string) {
    super('tx already exists in cache');
  }
}

/** CometBFT's `mempool.cache_size` default. */
const CACHE_SIZE = 10_000;

/**
 * The mempool's cache of transaction hashes (an LRU, as CometBFT's `LRUTxCache`): a hash enters
 * when its bytes arrive, leaves when CheckTx refuses them or a block includes them with a failing
 * code (`keep-invalid-txs-in-cache = false`); a transaction committed with code 0 stays. Held in
 * memory: a restarted node has an empty cache, as a restarted CometBFT.
 */
class TxCache {
  private readonly hashes = new Set<string>();

  /** False when the hash is there already. */
  push(hash: string): boolean {
    if (this.hashes.has(hash)) return false;
    this.hashes.add(hash);
    if (this.hashes.size > CACHE_SIZE) {
      const oldest = this.hashes.values().next().value;
      if (oldest !== undefined) this.hashes.delete(oldest);
    }
    return true;
  }

  remove(hash: string): void {
    this.hashes.delete(hash);
  }
}

export interface QueryResult {
  code: number;
  codespace: string;
  log: string;
  value: Uint8Array;
  height: number;
}

/** CometBFT's default timeout for broadcast_tx_commit. */
const COMMIT_TIMEOUT_MS = 10_000;

function refused(hash: string, error: unknown): CheckResult {
  if (!(error instanceof TxError)) throw error;
  return {
    hash,
    code: error.code,
    codespace: error.codespace,
    log: error.message,
    data: new Uint8Array(),
    gasWanted: 0n,
    gasUsed: 0n,
    events: [],
  };
}

/**
 * What the RPC and REST servers call: broadcast, query, simulate, and the devnet's faucet and
 * clock. The servers know nothing of the engine.
 */
export class OptchainNode {
  readonly views: ChainViews;
  private readonly queries;
  private readonly cache = new TxCache();

  constructor(
    readonly app: ChainApp,
    readonly store: BlockStore,
    readonly producer: BlockProducer,
    readonly blockMs: number,
  ) {
    this.views = new ChainViews(app);
    this.queries = grpcQueries({ app, views: this.views, store });
    producer.onCommit((block) => {
      for (const tx of block.txs) if (tx.result.code !== 0) this.cache.remove(tx.hash);
    });
  }

  get chainId(): string {
    return this.app.chainId;
  }

  /** The last committed block (there is one once the node has started). */
  get committed(): SealedBlock | undefined {
    return this.producer.committed;
  }

  /**
   * CheckTx: the mempool's cache first (TxInCacheError), then, in the app's turn, the ante
   * handler; past it the transaction executes into the open block (its messages may fail there:
   * that is the block's result, `delivered`, not CheckTx's). The cache's refusal is thrown at
   * once; the rest is enqueued before this returns, so transactions keep their arrival order.
   */
  private check(
    bytes: Uint8Array,
    watch: boolean,
  ): Promise<{ result: CheckResult; delivered?: DeliveredTx; committed?: Promise<SealedBlock> }> {
    const hash = txHashOf(bytes);
    if (this.producer.halted)
      return Promise.resolve({
        result: refused(
          hash,
          new TxError('sdk', 1, `node halted: ${this.producer.halted.message}`),
        ),
      });
    if (!this.cache.push(hash)) throw new TxInCacheError(hash);
    return this.app.serial(async () => {
      let delivered: DeliveredTx;
      try {
        delivered = await this.app.deliver(bytes, 'check');
      } catch (error) {
        this.cache.remove(hash);
        return { result: refused(hash, error) };
      }
      this.producer.txArrived();
      const { gasWanted, gasUsed } = delivered.result;
      const result = passedCheck(hash, gasWanted, gasUsed);
      return watch
        ? {
            result,
            delivered,
            committed: this.producer.committedBlockOf(delivered, COMMIT_TIMEOUT_MS),
          }
        : { result, delivered };
    });
  }

  /** check_tx: CheckTx's answer for the bytes, without executing them or keeping them. */
  async checkTx(bytes: Uint8Array): Promise<CheckResult> {
    const hash = txHashOf(bytes);
    return this.app.serial(async () => {
      try {
        const { gasWanted, gasUsed } = await this.app.checkOnly(decodeTx(bytes));
        return passedCheck(hash, gasWanted, gasUsed);
      } catch (error) {
        return refused(hash, error);
      }
    });
  }

  /** broadcast_tx_sync: CheckTx's answer (code 0 once the ante handler passed). */
  async broadcastSync(bytes: Uint8Array): Promise<CheckResult> {
    return (await this.check(bytes, false)).result;
  }

  /**
   * broadcast_tx_async: the hash, without waiting for CheckTx (its refusal is not told: the
   * transaction never reaches a block). Only the mempool's cache answers at once.
   */
  broadcastAsync(bytes: Uint8Array): { hash: string } {
    const hash = txHashOf(bytes);
    this.check(bytes, false).catch((error: unknown) => {
      console.error(`optchain: broadcast_tx_async ${hash} failed: ${String(error)}`);
    });
    return { hash };
  }

  /** broadcast_tx_commit: CheckTx, then the block that commits it and its result there. */
  async broadcastCommit(
    bytes: Uint8Array,
  ): Promise<{ check: CheckResult; delivered?: DeliveredTx; block?: SealedBlock }> {
    const { result, delivered, committed } = await this.check(bytes, true);
    if (!committed) return { check: result };
    return { check: result, delivered, block: await committed };
  }

  /** abci_query: a gRPC query by path, against the open block's state. */
  async query(path: string, data: Uint8Array): Promise<QueryResult> {
    const height = this.committed?.height ?? 0;
    try {
      const value = await this.app.serial(() => runQuery(this.queries, path, data));
      return { code: 0, codespace: '', log: '', value, height };
    } catch (error) {
      if (error instanceof QueryError || error instanceof TxError) {
        return {
          code: error.code,
          codespace: error.codespace,
          log: error.message,
          value: new Uint8Array(),
          height,
        };
      }
      throw error;
    }
  }

  /** Devnet: sends the ledger's faucet amount from the faucet account, signed by the node. */
  async faucet(address: string): Promise<{ hash: string; height: number; amount: bigint }> {
    if (!isNativeAddress(address))
      throw new TxError('sdk', 7, `invalid address ${address}: invalid address`);
    const amount = this.app.config.faucet[NATIVE_SYMBOL] ?? 0n;
    const { result, committed } = await this.app.serial(async () => {
      const account = this.app.accounts.get(FAUCET_ADDRESS);
      if (!account) throw new Error('The faucet account is missing');
      const signer = { ...account, ...FAUCET_KEY };
      const probe = decodeTx(
        signedSend(this.chainId, signer, address, amount, { amount: 0n, gas: 0n }, ''),
      );
      const gas = gasOf(probe.messages, this.app.config);
      const bytes = signedSend(
        this.chainId,
        signer,
        address,
        amount,
        { amount: minimumFee(gas), gas },
        'devnet faucet',
      );
      const delivered = await this.app.deliver(bytes, 'check');
      this.producer.txArrived();
      return {
        result: delivered,
        committed: this.producer.committedBlockOf(delivered, COMMIT_TIMEOUT_MS),
      };
    });
    const block = await committed;
    return { hash: result.hash, height: block.height, amount };
  }

  /** Devnet: moves the chain clock; answers the committed block that settled what fell due. */
  async advance(seconds: number): Promise<SealedBlock> {
    return this.producer.advance(seconds);
  }
}

/** CheckTx's answer for bytes that passed the ante handler (code 0, no events). */
function passedCheck(hash: string, gasWanted: bigint, gasUsed: bigint): CheckResult {
  return {
    hash,
    code: 0,
    codespace: '',
    log: '',
    data: new Uint8Array(),
    gasWanted,
    gasUsed,
    events: [],
  };
}
