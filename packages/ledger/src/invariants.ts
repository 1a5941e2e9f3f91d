import { systemAccounts } from './addresses';
import type { LedgerConfig } from './config';
import { balancesFromEntries, isBalanced } from './postings';
import type { LedgerState } from './state';

const sum = (values: bigint[]) => values.reduce((a, b) => a + b, 0n);

/**
 * The ledger's invariants, checked over any LedgerState; returns the violations (empty when
 * sound). Used by the model test; a server can run it in a health check.
 */
export async function checkInvariants(state: LedgerState, config: LedgerConfig): Promise<string[]> {
  const problems: string[] = [];
  for (const spec of config.chains) {
    const { chainId } = spec;
    const accounts = systemAccounts();
    const entries = await state.listEntries({ chainId });
    for (const entry of entries) {
      if (!isBalanced(entry.postings)) problems.push(`entry ${entry.id} does not sum to zero`);
      if (entry.postings.some((p) => p.account === accounts.mint)) {
        const tx = await state.getTransaction(entry.txHash);
        if (tx?.type !== 'faucet' && tx?.type !== 'distribution') {
          problems.push(`supply changed by ${tx?.type ?? 'unknown'} transaction ${entry.txHash}`);
        }
      }
    }
    for (const [key, amount] of balancesFromEntries(entries)) {
      const [, account = '', denom = ''] = key.split('|');
      const stored = await state.getBalance(chainId, account, denom);
      if (stored !== amount) problems.push(`balance ${key} is ${stored}, postings say ${amount}`);
      if (amount < 0n && account !== accounts.mint) problems.push(`negative balance ${key}`);
    }
    if (spec.kind !== 'native') continue;
    const denom = spec.feeDenom;
    const pool = (account: string) => state.getBalance(chainId, account, denom);
    const delegations = await state.listDelegations(chainId);
    const validators = await state.listValidators(chainId);
    const bonded = await pool(accounts.bondedPool);
    if (bonded !== sum(delegations.map((d) => d.amount))) {
      problems.push(`bonded pool ${bonded} differs from the sum of delegations`);
    }
    if (bonded !== sum(validators.map((v) => v.tokens))) {
      problems.push(`bonded pool ${bonded} differs from the validators' voting power`);
    }
    if (delegations.some((d) => d.amount <= 0n)) problems.push('a delegation is not positive');
    const unbonding = await pool(accounts.unbondingPool);
    if (unbonding !== sum((await state.listUnbondings(chainId)).map((u) => u.balance))) {
      problems.push(`unbonding pool ${unbonding} differs from the unbonding entries`);
    }
    const moving = await pool(accounts.redelegationPool);
    if (moving !== sum((await state.listRedelegations(chainId)).map((r) => r.amount))) {
      problems.push(`redelegation pool ${moving} differs from the pending moves`);
    }
  }
  return problems;
}

/** Total supply of a denom on a chain: what the mint account has issued. */
export async function totalSupply(
  state: LedgerState,
  config: LedgerConfig,
  chainId: string,
  denom: string,
): Promise<bigint> {
  const spec = config.chains.find((c) => c.chainId === chainId);
  if (!spec) return 0n;
  return -(await state.getBalance(chainId, systemAccounts().mint, denom));
}
