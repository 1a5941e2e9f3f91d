import { planSend } from './bank/send';
import type { ChainContext } from './context';
import type { ChainOp, Plan } from './ops';
import { planCancelUnbonding } from './staking/cancel-unbonding';
import { planCreateValidator } from './staking/create-validator';
import { planDelegate } from './staking/delegate';
import { planMoveDelegation } from './staking/move-delegation';
import { planUndelegate } from './staking/undelegate';

/** Validates an operation against the chain's state and returns what it would write. */
export function planOp(ctx: ChainContext, op: ChainOp): Promise<Plan> {
  switch (op.type) {
    case 'send':
      return Promise.resolve(planSend(ctx, op));
    case 'delegate':
      return planDelegate(ctx, op);
    case 'undelegate':
      return planUndelegate(ctx, op);
    case 'cancelUndelegate':
      return planCancelUnbonding(ctx, op);
    case 'moveDelegation':
      return planMoveDelegation(ctx, op);
    case 'createValidator':
      return planCreateValidator(ctx, op);
  }
}
