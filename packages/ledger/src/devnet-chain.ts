import { TRANSACTIONS_FIRST_PAGE, TRANSACTIONS_PAGE_SIZE } from '@optwallet/domain';
import { isAddressFor } from './addresses';
import { planFaucet } from './bank/faucet';
import { DEFAULT_LEDGER_CONFIG, findAsset, hasMarketValue, type LedgerConfig } from './config';
import { chainEnv, chainTime, openChain, type ChainContext } from './context';
import { planOp } from './engine';
import { LedgerError } from './errors';
import type {
  ChainGateway,
  ChainStatus,
  StakingSummary,
  TokenBalance,
  TxPage,
  TxQuery,
  ValidatorSet,
} from './gateway';
import { InMemoryLedgerState } from './memory-state';
import type { ChainOp, OpPreview } from './ops';
import { marketPrice, marketValue, priceHistory, type PricePoint } from './prices';
import { settleDue } from './staking/settle';
import type { LedgerState } from './state';
import type { ChainId, TxRecord, TxView } from './types';

export interface DevnetChainOptions {
  /** In memory when omitted; apps/api passes its Postgres adapter, bound to a DB transaction. */
  state?: LedgerState;
  /** Wall clock, epoch ms. */
  clock?: () => number;
  config?: LedgerConfig;
  /** Nonces of transaction hashes; a counter by default (deterministic: same calls, same hashes). */
  nonce?: () => string;
}

/**
 * The reference devnet: every call first settles what fell due (matured unbondings, completed
 * moves, reward payouts), then reads or writes. Calls run one at a time. apps/api runs the same
 * engine differently: reads in plain SQL, writes locking only their rows, a settler per chain.
 */
export class DevnetChain implements ChainGateway {
  readonly state: LedgerState;
  readonly config: LedgerConfig;
  private readonly clock: () => number;
  private readonly nonce: () => string;
  private queue: Promise<unknown> = Promise.resolve();

  constructor(options: DevnetChainOptions = {}) {
    this.state = options.state ?? new InMemoryLedgerState();
    this.clock = options.clock ?? Date.now;
    this.config = options.config ?? DEFAULT_LEDGER_CONFIG;
    let count = 0;
    this.nonce = options.nonce ?? (() => String((count += 1)));
  }

  private serial<T>(work: () => Promise<T>): Promise<T> {
    const run = this.queue.then(work, work);
    this.queue = run.catch(() => undefined);
    return run;
  }

  /** Opens a chain with everything due settled, and runs `work` in the current block. */
  private async withChain<T>(
    chainId: ChainId,
    work: (ctx: ChainContext) => Promise<T>,
  ): Promise<T> {
    const ctx = await openChain(
      this.state,
      chainEnv(this.config, chainId, this.clock(), this.nonce),
    );
    await settleDue(ctx, ctx.time);
    return work(ctx);
  }

  private chainsOf(address: string): ChainId[] {
    return this.config.chains.filter((c) => isAddressFor(c.kind, address)).map((c) => c.chainId);
  }

  getBalances(address: string): Promise<TokenBalance[]> {
    return this.serial(async () => {
      const balances: TokenBalance[] = [];
      for (const chainId of this.chainsOf(address)) {
        await this.withChain(chainId, async (ctx) => {
          // Valued at the current price, the price history's last point at chain time.
          const now = chainTime(ctx.head, ctx.clockMs);
          for (const asset of ctx.spec.assets) {
            const amount = await this.state.getBalance(chainId, address, asset.denom);
            balances.push({
              ...asset,
              amount,
              priceUsd: marketPrice(this.config, chainId, asset.symbol, now),
              valueUsd: marketValue(
                this.config,
                chainId,
                asset.symbol,
                amount,
                asset.decimals,
                now,
              ),
            });
          }
        });
      }
      return balances;
    });
  }

  getStaking(address: string, chainId: ChainId): Promise<StakingSummary> {
    return this.serial(() =>
      this.withChain(chainId, async () => {
        const monikers = new Map(
          (await this.state.listValidators(chainId)).map((v) => [v.operatorAddress, v.moniker]),
        );
        const named = <T extends { validator: string }>(row: T) => ({
          ...row,
          moniker: monikers.get(row.validator) ?? '',
        });
        const delegations = (await this.state.listDelegations(chainId, { delegator: address })).map(
          named,
        );
        const unbondings = (await this.state.listUnbondings(chainId, { delegator: address })).map(
          named,
        );
        const redelegations = await this.state.listRedelegations(chainId, { delegator: address });
        const sum = (values: bigint[]) => values.reduce((a, b) => a + b, 0n);
        return {
          chainId,
          address,
          delegations,
          unbondings,
          redelegations,
          totalDelegated: sum(delegations.map((d) => d.amount)),
          totalUnbonding: sum(unbondings.map((u) => u.balance)),
          totalMoving: sum(redelegations.map((r) => r.amount)),
        };
      }),
    );
  }

  getValidators(chainId: ChainId): Promise<ValidatorSet> {
    return this.serial(() =>
      this.withChain(chainId, async () => {
        const validators = (await this.state.listValidators(chainId)).sort((a, b) =>
          a.tokens === b.tokens ? a.createdHeight - b.createdHeight : a.tokens > b.tokens ? -1 : 1,
        );
        const bonded = validators
          .filter((v) => v.status === 'active')
          .reduce((sum, v) => sum + v.tokens, 0n);
        return {
          chainId,
          unstakingWaitTime: this.config.unbondingMs,
          rewardPayoutFrequency: this.config.defaultRewardPayoutFrequencySeconds,
          validatorSet: validators.map((v) => ({
            ...v,
            votingPowerShareBps:
              bonded === 0n || v.status !== 'active' ? 0 : Number((v.tokens * 10_000n) / bonded),
          })),
        };
      }),
    );
  }

  getTransactions(address: string, query: TxQuery = {}): Promise<TxPage> {
    return this.serial(async () => {
      const chains = query.chainId ? [query.chainId] : this.chainsOf(address);
      for (const chainId of chains) await this.withChain(chainId, () => Promise.resolve());
      const page = Math.max(
        TRANSACTIONS_FIRST_PAGE,
        Math.floor(query.page ?? TRANSACTIONS_FIRST_PAGE),
      );
      const limit = Math.max(1, Math.floor(query.limit ?? TRANSACTIONS_PAGE_SIZE));
      const all = (await this.state.listTransactions({ address, chainId: query.chainId }))
        .map((tx) => viewOf(tx, address))
        .filter((tx) => !query.type || query.type === 'all' || tx.type === query.type)
        .sort((a, b) => b.time - a.time || b.height - a.height);
      return {
        transactions: all.slice((page - 1) * limit, page * limit),
        total: all.length,
        page,
        limit,
        totalPages: Math.ceil(all.length / limit),
      };
    });
  }

  getTransaction(hash: string): Promise<TxRecord | undefined> {
    return this.serial(() => this.state.getTransaction(hash));
  }

  preview(op: ChainOp): Promise<OpPreview> {
    return this.serial(() =>
      this.withChain(op.chainId, async (ctx) => {
        const plan = await planOp(ctx, op);
        await plan.checkFunds();
        return plan.preview;
      }),
    );
  }

  submit(op: ChainOp): Promise<TxRecord> {
    return this.serial(() =>
      this.withChain(op.chainId, async (ctx) => {
        if (op.requestId) {
          const earlier = await this.state.findTransactionByRequestId(op.requestId);
          if (earlier) return earlier;
        }
        return (await planOp(ctx, op)).commit();
      }),
    );
  }

  advance(seconds: number): Promise<ChainStatus[]> {
    if (!Number.isFinite(seconds) || seconds < 0) {
      return Promise.reject(
        new LedgerError('invalid_amount', 'Seconds must be zero or more', 'seconds'),
      );
    }
    return this.serial(async () => {
      const statuses: ChainStatus[] = [];
      for (const { chainId } of this.config.chains) {
        const env = chainEnv(this.config, chainId, this.clock(), this.nonce);
        const head = await openChain(this.state, env);
        await this.state.putHead({
          ...head.head,
          offsetMs: head.head.offsetMs + Math.round(seconds * 1000),
        });
        const ctx = await openChain(this.state, env);
        await settleDue(ctx, ctx.time);
        statuses.push({ chainId, height: ctx.height, time: ctx.time });
      }
      return statuses;
    });
  }

  faucet(address: string, chainId?: ChainId): Promise<TxRecord[]> {
    return this.serial(async () => {
      const chains = chainId ? [chainId] : this.chainsOf(address);
      if (chains.length === 0)
        throw new LedgerError('invalid_address', 'Invalid address', 'address');
      const records: TxRecord[] = [];
      for (const id of chains) {
        records.push(
          ...(await this.withChain(id, (ctx) =>
            this.state.commitTransfer(planFaucet(ctx, address)),
          )),
        );
      }
      return records;
    });
  }

  priceHistory(chainId: ChainId, symbol: string, hours?: number): Promise<PricePoint[]> {
    const asset = findAsset(this.config, chainId, symbol);
    if (!asset)
      return Promise.reject(
        new LedgerError('unknown_token', `No token ${symbol} on chain ${chainId}`, 'symbol'),
      );
    if (hours !== undefined && !(Number.isFinite(hours) && hours > 0)) {
      return Promise.reject(
        new LedgerError('invalid_amount', 'Hours must be greater than 0', 'hours'),
      );
    }
    // A testnet's tokens have no market, so no prices.
    if (!hasMarketValue(this.config, chainId)) return Promise.resolve([]);
    return this.serial(async () => {
      const head = await this.state.getHead(chainId);
      const now = head ? chainTime(head, this.clock()) : this.clock();
      return priceHistory(this.config, asset.symbol, now, hours);
    });
  }

  status(): Promise<ChainStatus[]> {
    return this.serial(async () => {
      const statuses: ChainStatus[] = [];
      for (const { chainId } of this.config.chains) {
        statuses.push(
          await this.withChain(chainId, (ctx) =>
            Promise.resolve({ chainId, height: ctx.height, time: ctx.time }),
          ),
        );
      }
      return statuses;
    });
  }
}

/** A send to the address reads as 'receive'. */
export function viewOf(tx: TxRecord, address: string): TxView {
  return tx.type === 'send' && tx.to === address && tx.from !== address
    ? { ...tx, type: 'receive' }
    : tx;
}
