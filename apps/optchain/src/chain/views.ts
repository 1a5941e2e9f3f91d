import {
  accrualHeight,
  delegatorReward,
  pendingRewards,
  type AuthzGrant,
  type Delegation,
  type FeeAllowanceGrant,
  type RedelegationEntry,
  type UnbondingEntry,
  type Validator,
} from '@optwallet/ledger';
import type { ChainApp } from './app';
import { DENOM } from './params';

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
    return (await this.app.state.listValidators(this.chainId)).sort((a, b) =>
      a.tokens === b.tokens ? a.createdHeight - b.createdHeight : a.tokens > b.tokens ? -1 : 1,
    );
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
