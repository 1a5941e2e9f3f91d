import { heightAt, moveHead, type ChainContext } from '../context';
import { completeRedelegation, completeUnbonding } from './maturity';
import { accrueRewards, payOutRewards } from './rewards';

/** Produces blocks up to `time`: accrues rewards on every validator and moves the head. */
async function produceBlocks(ctx: ChainContext, time: number): Promise<void> {
  const blocks = heightAt(ctx, time) - ctx.head.height;
  if (blocks > 0) {
    for (const validator of await ctx.state.listValidators(ctx.head.chainId)) {
      const accrued = accrueRewards(ctx, validator, blocks);
      if (accrued !== validator) await ctx.state.putValidator(accrued);
    }
  }
  moveHead(ctx, time);
}

/**
 * Brings a chain to `target` time, handling in time order every event due on the way: matured
 * unbondings, completed moves, and each validator's reward payouts.
 */
export async function syncChain(ctx: ChainContext, target: number): Promise<void> {
  const { state, head } = ctx;
  if (ctx.spec.kind !== 'native') {
    moveHead(ctx, target);
    return;
  }
  // Nothing due by `target` (one question when the state can answer it): only blocks to produce.
  if (state.nextDueTime) {
    const due = await state.nextDueTime(head.chainId);
    if (due === undefined || due > target) {
      await produceBlocks(ctx, target);
      return;
    }
  }
  // A state that fails to remove a settled entry would otherwise loop here forever.
  const settled = new Set<string>();
  const once = (id: string) => {
    if (settled.has(id)) throw new Error(`LedgerState returned settled entry ${id} again`);
    settled.add(id);
  };
  for (;;) {
    const [unbonding] = await state.listUnbondings(head.chainId, { completesBy: target });
    const [move] = await state.listRedelegations(head.chainId, { completesBy: target });
    const validators = await state.listValidators(head.chainId);
    const payoutTimes = validators.map((v) => v.nextPayoutAt).filter((t) => t <= target);
    const times = [unbonding?.completionTime, move?.completionTime, ...payoutTimes].filter(
      (t): t is number => t !== undefined,
    );
    if (times.length === 0) break;
    const time = Math.min(...times);
    await produceBlocks(ctx, time);
    if (unbonding && unbonding.completionTime === time) {
      once(`unbonding:${unbonding.delegator}:${unbonding.validator}:${unbonding.creationHeight}`);
      await completeUnbonding(ctx, unbonding);
      continue;
    }
    if (move && move.completionTime === time) {
      once(`move:${move.id}`);
      await completeRedelegation(ctx, move);
      continue;
    }
    const due = validators.find((v) => v.nextPayoutAt === time);
    if (due) {
      once(`payout:${due.operatorAddress}:${time}`);
      const fresh = await state.getValidator(head.chainId, due.operatorAddress);
      if (fresh) await state.putValidator(await payOutRewards(ctx, fresh));
    }
  }
  await produceBlocks(ctx, target);
}
