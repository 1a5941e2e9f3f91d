import { NATIVE_CHAIN_ID } from '@optwallet/domain';
import { devnetAddress } from './addresses';
import { DEFAULT_LEDGER_CONFIG, type LedgerConfig } from './config';
import { DevnetChain } from './devnet-chain';
import { checkInvariants } from './invariants';
import { InMemoryLedgerState } from './memory-state';
import type { LedgerState } from './state';

const CHAIN = NATIVE_CHAIN_ID;
const START = Date.UTC(2026, 0, 1);
const OPT = 1_000_000n;

/** A fixed scenario touching every operation, every settlement path and every read. */
async function scenario(state: LedgerState, config: LedgerConfig): Promise<string> {
  let now = START;
  const chain = new DevnetChain({ state, config, clock: () => now });
  const [alice, bob, op] = ['c-alice', 'c-bob', 'c-operator'].map((l) => devnetAddress(l)) as [
    string,
    string,
    string,
  ];
  await chain.faucet(alice);
  await chain.faucet(op);
  const validator = (
    await chain.submit({
      type: 'createValidator',
      chainId: CHAIN,
      address: op,
      moniker: 'Conformance',
      amount: 50n * OPT,
      rewardPayoutFrequencySeconds: 6 * 3_600,
    })
  ).to;
  const other = (
    await chain.submit({
      type: 'createValidator',
      chainId: CHAIN,
      address: alice,
      moniker: 'Other',
      amount: 5n * OPT,
    })
  ).to;
  await chain.submit({
    type: 'send',
    chainId: CHAIN,
    from: alice,
    to: bob,
    symbol: 'OPT',
    amount: 3n * OPT,
    memo: 'hello',
  });
  await chain.submit({
    type: 'delegate',
    chainId: CHAIN,
    delegator: alice,
    validator,
    amount: 100n * OPT,
    requestId: 'c-1',
  });
  await chain.submit({
    type: 'delegate',
    chainId: CHAIN,
    delegator: alice,
    validator,
    amount: 100n * OPT,
    requestId: 'c-1',
  });
  now += 10_000;
  const undelegate = await chain.submit({
    type: 'undelegate',
    chainId: CHAIN,
    delegator: alice,
    validator,
    amount: 30n * OPT,
  });
  await chain.submit({
    type: 'undelegate',
    chainId: CHAIN,
    delegator: alice,
    validator,
    amount: 5n * OPT,
  });
  now += 10_000;
  await chain.submit({
    type: 'cancelUndelegate',
    chainId: CHAIN,
    delegator: alice,
    validator,
    amount: 10n * OPT,
    creationHeight: undelegate.height,
  });
  await chain.submit({
    type: 'moveDelegation',
    chainId: CHAIN,
    delegator: alice,
    fromValidator: validator,
    toValidator: other,
    amount: 20n * OPT,
  });
  await chain.advance(5 * 3_600);
  const refused = await chain
    .submit({ type: 'undelegate', chainId: CHAIN, delegator: bob, validator, amount: OPT })
    .then(
      () => 'accepted',
      (error: unknown) => (error instanceof Error ? error.message : 'error'),
    );
  await chain.advance(22 * 86_400);
  const reads = {
    refused,
    balances: await Promise.all([alice, bob, op].map((a) => chain.getBalances(a))),
    staking: await Promise.all([alice, op].map((a) => chain.getStaking(a, CHAIN))),
    transactions: await Promise.all(
      [alice, bob, op].map((a) => chain.getTransactions(a, { limit: 1_000 })),
    ),
    receives: await chain.getTransactions(bob, { type: 'receive' }),
    validators: await chain.getValidators(CHAIN),
    status: await chain.status(),
  };
  return JSON.stringify(
    reads,
    (_key, value: unknown) => (typeof value === 'bigint' ? `${value}n` : value),
    2,
  );
}

/**
 * For a LedgerState adapter (the Postgres one of apps/api): runs one fixed scenario on it and on
 * the in-memory state and returns every difference in what the gateway reads back, plus every
 * broken invariant. An empty list means the adapter behaves like the reference. Give it an empty
 * store.
 */
export async function checkLedgerStateConformance(
  candidate: LedgerState,
  config: LedgerConfig = DEFAULT_LEDGER_CONFIG,
): Promise<string[]> {
  const expected = (await scenario(new InMemoryLedgerState(), config)).split('\n');
  let actual: string[];
  try {
    actual = (await scenario(candidate, config)).split('\n');
  } catch (error) {
    return [`scenario failed: ${error instanceof Error ? error.message : String(error)}`];
  }
  const problems: string[] = [];
  const lines = Math.max(expected.length, actual.length);
  for (let i = 0; i < lines && problems.length < 20; i++) {
    if (expected[i] !== actual[i])
      problems.push(
        `line ${i + 1}: expected ${expected[i] ?? '(nothing)'}, got ${actual[i] ?? '(nothing)'}`,
      );
  }
  return [...problems, ...(await checkInvariants(candidate, config))];
}
