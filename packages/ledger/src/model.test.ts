import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { devnetAddress } from './addresses';
import { isLedgerError } from './errors';
import { checkInvariants, totalSupply } from './invariants';
import { balanceKey, balancesFromEntries } from './postings';
import { addValidator, CHAIN, DAY_MS, makeChain } from './test-support';

const USERS = [0, 1, 2, 3].map((i) => devnetAddress(`user-${i}`));
const DENOMS = [[CHAIN, 'uopt']] as const;

const user = fc.integer({ min: 0, max: USERS.length - 1 });
const validatorIndex = fc.integer({ min: 0, max: 5 });
/** Percent of what is available: above 100 probes the refusals. */
const share = fc.integer({ min: 1, max: 110 });

const step = fc.oneof(
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('faucet' as const), who: user }) },
  {
    weight: 2,
    arbitrary: fc.record({ kind: fc.constant('send' as const), who: user, to: user, share }),
  },
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('delegate' as const),
      who: user,
      validator: validatorIndex,
      share,
    }),
  },
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant('undelegate' as const),
      who: user,
      validator: validatorIndex,
      share,
    }),
  },
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant('cancel' as const),
      who: user,
      entry: fc.nat(4),
      share,
    }),
  },
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('move' as const),
      who: user,
      validator: validatorIndex,
      target: validatorIndex,
      share,
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('createValidator' as const),
      who: user,
      name: fc.constantFrom('Orion', 'orion', 'Lyra', 'Vega'),
      share,
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('advance' as const),
      seconds: fc.constantFrom(5, 3_600, 86_400, 7 * 86_400, 22 * 86_400),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('tick' as const),
      ms: fc.constantFrom(0, 5_000, 60_000),
    }),
  },
);
type Step = typeof step extends fc.Arbitrary<infer T> ? T : never;

const part = (amount: bigint, percent: number) => (amount * BigInt(percent)) / 100n;

async function run(fx: ReturnType<typeof makeChain>, s: Step): Promise<void> {
  const { chain, state } = fx;
  const validators = (await state.listValidators(CHAIN)).map((v) => v.operatorAddress);
  const pick = (i: number) => validators[i % validators.length] ?? '';
  const opt = (who: string) => state.getBalance(CHAIN, who, 'uopt');
  const staked = async (who: string, v: string) =>
    (await state.getDelegation(CHAIN, who, v))?.amount ?? 0n;
  switch (s.kind) {
    case 'faucet':
      await chain.faucet(USERS[s.who] ?? '', CHAIN);
      return;
    case 'send': {
      const from = USERS[s.who] ?? '';
      await chain.submit({
        type: 'send',
        chainId: CHAIN,
        from,
        to: USERS[s.to] ?? '',
        symbol: 'OPT',
        amount: part(await opt(from), s.share),
        memo: 'model',
      });
      return;
    }
    case 'delegate': {
      const delegator = USERS[s.who] ?? '';
      await chain.submit({
        type: 'delegate',
        chainId: CHAIN,
        delegator,
        validator: pick(s.validator),
        amount: part(await opt(delegator), s.share),
      });
      return;
    }
    case 'undelegate': {
      const delegator = USERS[s.who] ?? '';
      const validator = pick(s.validator);
      await chain.submit({
        type: 'undelegate',
        chainId: CHAIN,
        delegator,
        validator,
        amount: part(await staked(delegator, validator), s.share),
      });
      return;
    }
    case 'cancel': {
      const delegator = USERS[s.who] ?? '';
      const entries = await state.listUnbondings(CHAIN, { delegator });
      const entry = entries[s.entry % Math.max(1, entries.length)];
      if (!entry) return;
      await chain.submit({
        type: 'cancelUndelegate',
        chainId: CHAIN,
        delegator,
        validator: entry.validator,
        creationHeight: entry.creationHeight,
        amount: part(entry.balance, s.share),
      });
      return;
    }
    case 'move': {
      const delegator = USERS[s.who] ?? '';
      const fromValidator = pick(s.validator);
      await chain.submit({
        type: 'moveDelegation',
        chainId: CHAIN,
        delegator,
        fromValidator,
        toValidator: pick(s.target),
        amount: part(await staked(delegator, fromValidator), s.share),
      });
      return;
    }
    case 'createValidator': {
      const address = USERS[s.who] ?? '';
      await chain.submit({
        type: 'createValidator',
        chainId: CHAIN,
        address,
        moniker: s.name,
        amount: part(await opt(address), s.share),
        rewardPayoutFrequencySeconds: 6 * 3_600,
      });
      return;
    }
    case 'advance':
      await chain.advance(s.seconds);
      return;
    case 'tick':
      fx.tick(s.ms);
      return;
  }
}

const supplies = (fx: ReturnType<typeof makeChain>) =>
  Promise.all(DENOMS.map(([chainId, denom]) => totalSupply(fx.state, fx.config, chainId, denom)));

describe('ledger model', () => {
  it('keeps every invariant after every step of random operation sequences', async () => {
    const succeeded = new Set<Step['kind']>();
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 30 }), async (steps) => {
        const fx = makeChain({ unbondingMs: 3 * DAY_MS });
        await addValidator(fx, 'seed-a', { frequency: 86_400 });
        const seedB = await addValidator(fx, 'seed-b', { frequency: 12 * 3_600, commissionBps: 0 });
        for (const delegator of USERS) {
          await fx.chain.faucet(delegator, CHAIN);
          await fx.chain.submit({
            type: 'delegate',
            chainId: CHAIN,
            delegator,
            validator: seedB,
            amount: 100_000_000n,
          });
        }
        for (const s of steps) {
          const before = await supplies(fx);
          const txCount = fx.state.allTransactions().length;
          const entryCount = (await fx.state.listEntries()).length;
          try {
            await run(fx, s);
            succeeded.add(s.kind);
          } catch (error) {
            if (!isLedgerError(error)) throw error;
            // A refused operation writes nothing of its own (maturities due before it may have run).
            const written = fx.state.allTransactions().slice(txCount);
            expect(written.every((tx) => tx.type === 'distribution')).toBe(true);
          }
          expect(await checkInvariants(fx.state, fx.config)).toEqual([]);

          // Supply moves only by what faucet and distribution transactions minted in this step.
          const minted = fx.state
            .allTransactions()
            .slice(txCount)
            .filter((tx) => tx.type === 'faucet' || tx.type === 'distribution');
          const after = await supplies(fx);
          DENOMS.forEach(([chainId, denom], i) => {
            const expected = minted
              .filter((tx) => tx.chainId === chainId && tx.denom === denom)
              .reduce((a, tx) => a + tx.amount, 0n);
            expect((after[i] ?? 0n) - (before[i] ?? 0n)).toBe(expected);
          });

          // Every stored balance equals the sum of its postings; none is negative but the mint's.
          const entries = await fx.state.listEntries();
          expect(entries.length).toBeGreaterThanOrEqual(entryCount);
          const recomputed = balancesFromEntries(entries);
          for (const row of fx.state.allBalances()) {
            expect(recomputed.get(balanceKey(row.chainId, row.account, row.denom)) ?? 0n).toBe(
              row.amount,
            );
          }
          for (const address of USERS) {
            for (const row of await fx.state.listBalances(address))
              expect(row.amount).toBeGreaterThanOrEqual(0n);
          }
        }
      }),
      { numRuns: 100 },
    );
    // The sequences reached every operation, not only its refusals.
    expect([...succeeded].sort()).toEqual([
      'advance',
      'cancel',
      'createValidator',
      'delegate',
      'faucet',
      'move',
      'send',
      'tick',
      'undelegate',
    ]);
  }, 120_000);
});
