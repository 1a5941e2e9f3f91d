import {
  QueryAppliedPlanResponse,
  QueryCurrentPlanResponse,
} from 'cosmjs-types/cosmos/upgrade/v1beta1/query';
import type { Handler } from './handler';

/** x/upgrade: no plan is scheduled and none was ever applied (height 0). */
export function upgradeQueries(): Record<string, Handler> {
  return {
    '/cosmos.upgrade.v1beta1.Query/CurrentPlan': () =>
      Promise.resolve(QueryCurrentPlanResponse.encode({}).finish()),
    '/cosmos.upgrade.v1beta1.Query/AppliedPlan': () =>
      Promise.resolve(QueryAppliedPlanResponse.encode({ height: 0n }).finish()),
  };
}
