import {
  QueryCommunityPoolResponse,
  QueryDelegatorValidatorsRequest,
  QueryDelegatorValidatorsResponse,
  QueryParamsResponse,
  QueryValidatorCommissionRequest,
  QueryValidatorCommissionResponse,
  QueryValidatorDistributionInfoRequest,
  QueryValidatorDistributionInfoResponse,
  QueryValidatorOutstandingRewardsRequest,
  QueryValidatorOutstandingRewardsResponse,
} from 'cosmjs-types/cosmos/distribution/v1beta1/query';
import { DISTRIBUTION_PARAMS } from '../chain/module-params';
import { DENOM } from '../chain/params';
import type { Handler, QuerySources } from './handler';
import { byValidator } from './list-keys';
import { decAtomics } from './proto-views';
import { noDelegation, noValidator } from './query-error';

/** DecCoins of uopt: empty for zero, as the SDK's. */
const decCoins = (amount: bigint) =>
  amount > 0n ? [{ denom: DENOM, amount: decAtomics(amount) }] : [];

/** x/distribution's params, pool, a validator's rewards and commission (rewards are in grpc.ts). */
export function distributionQueries({ views }: QuerySources): Record<string, Handler> {
  const outstandingOrFail = async (operator: string) => {
    const outstanding = await views.outstanding(operator);
    if (!outstanding) throw noValidator(operator);
    return outstanding;
  };
  return {
    '/cosmos.distribution.v1beta1.Query/Params': () =>
      Promise.resolve(
        QueryParamsResponse.encode({
          params: {
            communityTax: DISTRIBUTION_PARAMS.communityTax.toString(),
            baseProposerReward: DISTRIBUTION_PARAMS.baseProposerReward.toString(),
            bonusProposerReward: DISTRIBUTION_PARAMS.bonusProposerReward.toString(),
            withdrawAddrEnabled: DISTRIBUTION_PARAMS.withdrawAddrEnabled,
          },
        }).finish(),
      ),
    '/cosmos.distribution.v1beta1.Query/CommunityPool': () =>
      Promise.resolve(QueryCommunityPoolResponse.encode({ pool: [] }).finish()),
    '/cosmos.distribution.v1beta1.Query/ValidatorCommission': async (data) => {
      const { validatorAddress } = QueryValidatorCommissionRequest.decode(data);
      const { commission } = await outstandingOrFail(validatorAddress);
      return QueryValidatorCommissionResponse.encode({
        commission: { commission: decCoins(commission) },
      }).finish();
    },
    '/cosmos.distribution.v1beta1.Query/ValidatorOutstandingRewards': async (data) => {
      const { validatorAddress } = QueryValidatorOutstandingRewardsRequest.decode(data);
      const { rewards } = await outstandingOrFail(validatorAddress);
      return QueryValidatorOutstandingRewardsResponse.encode({
        rewards: { rewards: decCoins(rewards) },
      }).finish();
    },
    '/cosmos.distribution.v1beta1.Query/DelegatorValidators': async (data) => {
      const { delegatorAddress } = QueryDelegatorValidatorsRequest.decode(data);
      const stakes = (await views.delegations({ delegator: delegatorAddress })).sort((a, b) =>
        byValidator(a).localeCompare(byValidator(b)),
      );
      return QueryDelegatorValidatorsResponse.encode({
        validators: stakes.map(byValidator),
      }).finish();
    },
    '/cosmos.distribution.v1beta1.Query/ValidatorDistributionInfo': async (data) => {
      const { validatorAddress } = QueryValidatorDistributionInfoRequest.decode(data);
      const info = await views.distributionInfo(validatorAddress);
      if (info === 'no validator') throw noValidator(validatorAddress);
      if (info === 'no delegation') throw noDelegation();
      return QueryValidatorDistributionInfoResponse.encode({
        operatorAddress: info.account,
        selfBondRewards: decCoins(info.selfBondReward),
        commission: decCoins(info.commission),
      }).finish();
    },
  };
}
