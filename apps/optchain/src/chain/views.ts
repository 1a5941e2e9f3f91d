import {
  accrualHeight,
  delegatorReward,
  pendingRewards,
  totalSupply,
  type AuthzGrant,
  type Delegation,
  type FeeAllowanceGrant,
  type RedelegationEntry,
  type UnbondingEntry,
  type Validator,
} from '@optwallet/ledger';
import type { ChainApp } from './app';
import { mintFigures, type MintFigures } from './mint';
import { DENOM } from './params';

/** Largest voting power first; ties: oldest first. */
const byVotingPower = (a: Validator, b: Validator) =>
  a.tokens === b.tokens ? a.createdHeight - b.createdHeight : a.tokens > b.tokens ? -1 : 1;

/**
 * What the queries read, in the SDK's terms, from the engine's state as of the open block.
 * Shares equal tokens (no slashing on the devnet: the exchange rate stays 1).
 */
export class ChainViews {
  constructor(private readonly app: ChainApp) {}

  private get chainId() {
    return this.app.chainId;
  }

  balance(address: string): Promise<bigint> {
    return this.app.state.getBalance(this.chainId, address, DENOM);
  }

  /** Validators by voting power, largest first (ties: oldest first). */
  async validators(): Promise<Validator[]> {
    return (await this.app.state.listValidators(this.chainId)).sort(byVotingPower);
  }

  /**
   * The bonded validators as block `height` opened, by voting power (staking's HistoricalInfo
   * valset, CometBFT's validator set); undefined for a height the history does not hold.
   */
  validatorSetAt(height: number): Validator[] | undefined {
    return this.app.validatorHistory
      .at(height)
      ?.filter((v) => v.status === 'active')
      .sort(byVotingPower);
  }

  validator(operator: string): Promise<Validator | undefined> {
    return this.app.state.getValidator(this.chainId, operator);
  }

  delegations(filter: { delegator?: string; validator?: string }): Promise<Delegation[]> {
    return this.app.state.listDelegations(this.chainId, filter);
  }

  delegation(delegator: string, validator: string): Promise<Delegation | undefined> {
    return this.app.state.getDelegation(this.chainId, delegator, validator);
  }

  /** Unbonding entries grouped per (delegator, validator), as UnbondingDelegation lists them. */
  async unbondings(filter: {
    delegator?: string;
    validator?: string;
  }): Promise<UnbondingEntry[][]> {
    const groups = new Map<string, UnbondingEntry[]>();
    for (const entry of await this.app.state.listUnbondings(this.chainId, filter)) {
      const key = `${entry.delegator}|${entry.validator}`;
      groups.set(key, [...(groups.get(key) ?? []), entry]);
    }
    return [...groups.values()].map((g) => g.sort((a, b) => a.creationHeight - b.creationHeight));
  }

  /** Pending moves grouped per (delegator, source, destination). */
  async redelegations(filter: {
    delegator?: string;
    source?: string;
    destination?: string;
  }): Promise<RedelegationEntry[][]> {
    const groups = new Map<string, RedelegationEntry[]>();
    const all = await this.app.state.listRedelegations(
      this.chainId,
      filter.delegator ? { delegator: filter.delegator } : {},
    );
    for (const entry of all) {
      if (filter.source && entry.fromValidator !== filter.source) continue;
      if (filter.destination && entry.toValidator !== filter.destination) continue;
      const key = `${entry.delegator}|${entry.fromValidator}|${entry.toValidator}`;
      groups.set(key, [...(groups.get(key) ?? []), entry]);
    }
    return [...groups.values()];
  }

  /** What the delegator would receive if the validator paid out now (its share, after commission). */
  async reward(delegator: string, validatorAddress: string): Promise<bigint> {
    const [validator, stake] = await Promise.all([
      this.validator(validatorAddress),
      this.delegation(delegator, validatorAddress),
    ]);
    if (!validator || !stake) return 0n;
    const ctx = this.app.context('query');
    return delegatorReward(
      validator,
      pendingRewards(ctx, validator, accrualHeight(ctx)),
      stake.amount,
    );
  }

  /**
   * What the validator has accrued and not yet paid (x/distribution's outstanding rewards) and
   * the commission its next payout takes of that, as the payout computes it.
   */
  async outstanding(
    operator: string,
  ): Promise<{ rewards: bigint; commission: bigint } | undefined> {
    const validator = await this.validator(operator);
    if (!validator) return undefined;
    const ctx = this.app.context('query');
    const rewards = pendingRewards(ctx, validator, accrualHeight(ctx));
    return { rewards, commission: (rewards * BigInt(validator.commissionBps)) / 10_000n };
  }

  /**
   * x/distribution's ValidatorDistributionInfo: the operator's account, what its self-delegation
   * would receive now, and the commission accrued. 'no validator' and 'no delegation' are the
   * SDK's two refusals (an operator without a self-delegation).
   */
  async distributionInfo(
    operator: string,
  ): Promise<
    | { account: string; selfBondReward: bigint; commission: bigint }
    | 'no validator'
    | 'no delegation'
  > {
    const [validator, outstanding] = await Promise.all([
      this.validator(operator),
      this.outstanding(operator),
    ]);
    if (!validator || !outstanding) return 'no validator';
    const account = validator.accountAddress;
    if (!(await this.delegation(account, operator))) return 'no delegation';
    const selfBondReward = await this.reward(account, operator);
    return { account, selfBondReward, commission: outstanding.commission };
  }

  /**
   * The chain's uopt supply: what the mint account has issued (the ledger's `totalSupply`), which
   * is the sum of every balance (accounts, the fee collector, the bonded, unbonding and
   * redelegation pools) since every posting balances.
   */
  supply(): Promise<bigint> {
    return totalSupply(this.app.state, this.app.config, this.chainId, DENOM);
  }

  /** uopt bonded to active validators: what accrues rewards. */
  async activeBonded(): Promise<bigint> {
    return (await this.app.state.listValidators(this.chainId))
      .filter((v) => v.status === 'active')
      .reduce((sum, v) => sum + v.tokens, 0n);
  }

  /** x/mint's inflation and annual provisions, as the rewards the ledger pays (chain/mint.ts). */
  async mint(): Promise<MintFigures> {
    const [activeBonded, supply] = await Promise.all([this.activeBonded(), this.supply()]);
    return mintFigures({ rewardRateBps: this.app.config.rewardRateBps, activeBonded, supply });
  }

  async pool(): Promise<{ bonded: bigint; notBonded: bigint }> {
    const accounts = this.app.context('query').accounts;
    const [bonded, notBonded] = await Promise.all([
      this.balance(accounts.bondedPool),
      this.balance(accounts.unbondingPool),
    ]);
    return { bonded, notBonded };
  }

  feeAllowances(filter: { granter?: string; grantee?: string }): Promise<FeeAllowanceGrant[]> {
    return this.app.state.listFeeAllowances(this.chainId, filter);
  }

  authzGrants(filter: {
    granter?: string;
    grantee?: string;
    msgTypeUrl?: string;
  }): Promise<AuthzGrant[]> {
    return this.app.state.listAuthzGrants(this.chainId, filter);
  }
}
