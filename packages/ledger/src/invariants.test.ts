import { describe, expect, it } from 'vitest';
import { systemAccounts } from './addresses';
import { checkInvariants } from './invariants';
import { assertBalanced } from './postings';
import { addValidator, alice, bob, CHAIN, makeChain, OPT } from './test-support';

const pools = systemAccounts();

describe('checkInvariants', () => {
  it('finds nothing wrong in a ledger built by ordinary operations', async () => {
    const fx = makeChain();
    const validator = await addValidator(fx, 'val-a', { frequency: 3_600 });
    await fx.chain.faucet(alice, CHAIN);
    await fx.chain.submit({
      type: 'delegate',
      chainId: CHAIN,
      delegator: alice,
      validator,
      amount: 10n * OPT,
    });
    await fx.chain.submit({
      type: 'undelegate',
      chainId: CHAIN,
      delegator: alice,
      validator,
      amount: 4n * OPT,
    });
    await fx.chain.advance(86_400);
    expect(await checkInvariants(fx.state, fx.config)).toEqual([]);
  });

  it('reports unbalanced entries, money created outside faucet and rewards, and a bonded pool out of step', async () => {
    const fx = makeChain();
    await fx.chain.faucet(alice, CHAIN);
    const [tx] = (await fx.chain.getTransactions(alice)).transactions;
    await fx.state.appendEntry({
      id: 'forged:0',
      txHash: 'forged',
      chainId: CHAIN,
      height: 1,
      time: 0,
      postings: [{ chainId: CHAIN, account: bob, denom: 'uopt', amount: 5n }],
    });
    await fx.state.appendEntry({
      id: 'forged:1',
      txHash: tx?.hash ?? '',
      chainId: CHAIN,
      height: 1,
      time: 0,
      postings: [
        { chainId: CHAIN, account: alice, denom: 'uopt', amount: -7n },
        { chainId: CHAIN, account: pools.bondedPool, denom: 'uopt', amount: 7n },
      ],
    });
    await fx.state.appendEntry({
      id: 'forged:2',
      txHash: 'forged',
      chainId: CHAIN,
      height: 1,
      time: 0,
      postings: [
        { chainId: CHAIN, account: pools.mint, denom: 'uopt', amount: -1n },
        { chainId: CHAIN, account: bob, denom: 'uopt', amount: 1n },
      ],
    });
    const problems = await checkInvariants(fx.state, fx.config);
    expect(problems).toContain('entry forged:0 does not sum to zero');
    expect(problems).toContain('supply changed by unknown transaction forged');
    expect(problems).toContain('bonded pool 7 differs from the sum of delegations');
  });

  it('assertBalanced refuses an entry whose postings do not sum to zero per denom', () => {
    const entry = {
      id: 'x:0',
      txHash: 'x',
      chainId: CHAIN,
      height: 1,
      time: 0,
      postings: [
        { chainId: CHAIN, account: alice, denom: 'uopt', amount: -5n },
        { chainId: CHAIN, account: bob, denom: 'wei', amount: 5n },
      ],
    };
    expect(() => assertBalanced(entry)).toThrow(/Unbalanced/);
  });
});
