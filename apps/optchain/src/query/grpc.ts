import { QueryAccountRequest, QueryAccountResponse } from 'cosmjs-types/cosmos/auth/v1beta1/query';
import {
  QueryAllBalancesRequest,
  QueryAllBalancesResponse,
  QueryBalanceRequest,
  QueryBalanceResponse,
  QuerySpendableBalancesRequest,
  QuerySpendableBalancesResponse,
} from 'cosmjs-types/cosmos/bank/v1beta1/query';
import {
  QueryDelegationRewardsRequest,
  QueryDelegationRewardsResponse,
  QueryDelegationTotalRewardsRequest,
  QueryDelegationTotalRewardsResponse,
} from 'cosmjs-types/cosmos/distribution/v1beta1/query';
import {
  QueryDelegationRequest,
  QueryDelegationResponse,
  QueryDelegatorDelegationsRequest,
  QueryDelegatorDelegationsResponse,
  QueryDelegatorUnbondingDelegationsRequest,
  QueryDelegatorUnbondingDelegationsResponse,
  QueryParamsResponse,
  QueryPoolResponse,
  QueryRedelegationsRequest,
  QueryRedelegationsResponse,
  QueryUnbondingDelegationRequest,
  QueryUnbondingDelegationResponse,
  QueryValidatorDelegationsRequest,
  QueryValidatorDelegationsResponse,
  QueryValidatorRequest,
  QueryValidatorResponse,
  QueryValidatorsRequest,
  QueryValidatorsResponse,
} from 'cosmjs-types/cosmos/staking/v1beta1/query';
import { bondStatusToJSON } from 'cosmjs-types/cosmos/staking/v1beta1/staking';
import { SimulateRequest, SimulateResponse } from 'cosmjs-types/cosmos/tx/v1beta1/service';
import { Tx } from 'cosmjs-types/cosmos/tx/v1beta1/tx';
import { DENOM } from '../chain/params';
import { HISTORICAL_ENTRIES } from '../chain/validator-history';
import { decodeTx } from '../tx/decode';
import {
  accountAny,
  coin,
  decAtomics,
  delegationResponse,
  redelegationProto,
  unbondingProto,
  validatorProto,
} from './proto-views';
import { byDelegator, byValidator, redelegationKey, unbondingKey, validatorKey } from './list-keys';
import { authzQueries } from './authz';
import { feegrantQueries } from './feegrant';
import { authQueries } from './auth';
import { bankQueries } from './bank';
import { distributionQueries } from './distribution';
import { govQueries } from './gov';
import { type Handler, type QuerySources } from './handler';
import { pageOf } from './paginate';
import { mintQueries } from './mint';
import { slashingQueries } from './slashing';
import { upgradeQueries } from './upgrade';
import { validatorSetQueries } from './validator-sets';
import { PaginationError } from './paginate';
import { invalidArgument, notFound, unknownPath } from './query-error';

/**
 * The gRPC query services a Cosmos client reaches over abci_query (path = the gRPC method),
 * answering from the open block's state. Requests and answers are the SDK's protobuf messages.
 */
export function grpcQueries(sources: QuerySources): Record<string, Handler> {
  const { app, views } = sources;
  const validatorOrFail = async (address: string) => {
    const v = await views.validator(address);
    if (!v) throw notFound(`validator ${address} not found`);
    return v;
  };
  const balances = async (address: string) => {
    const amount = await views.balance(address);
    return amount > 0n ? [coin(amount)] : [];
  };
  return {
    ...authQueries(sources),
    ...bankQueries(sources),
    ...mintQueries(sources),
    ...distributionQueries(sources),
    ...slashingQueries(sources),
    ...govQueries(),
    ...upgradeQueries(),
    ...validatorSetQueries(sources),
    ...feegrantQueries(views),
    ...authzQueries(views),
    '/cosmos.auth.v1beta1.Query/Account': (data) => {
      const { address } = QueryAccountRequest.decode(data);
      const account = app.accounts.get(address);
      if (!account) return Promise.reject(notFound(`account ${address} not found`));
      return Promise.resolve(
        QueryAccountResponse.encode({ account: accountAny(account) }).finish(),
      );
    },
    '/cosmos.bank.v1beta1.Query/Balance': async (data) => {
      const { address, denom } = QueryBalanceRequest.decode(data);
      const amount = denom === DENOM ? await views.balance(address) : 0n;
      return QueryBalanceResponse.encode({
        balance: { denom, amount: amount.toString() },
      }).finish();
    },
    '/cosmos.bank.v1beta1.Query/AllBalances': async (data) => {
      const { address, pagination } = QueryAllBalancesRequest.decode(data);
      const { items, ...page } = pageOf(await balances(address), (c) => c.denom, pagination);
      return QueryAllBalancesResponse.encode({ balances: items, ...page }).finish();
    },
    '/cosmos.bank.v1beta1.Query/SpendableBalances': async (data) => {
      const { address, pagination } = QuerySpendableBalancesRequest.decode(data);
      const { items, ...page } = pageOf(await balances(address), (c) => c.denom, pagination);
      return QuerySpendableBalancesResponse.encode({ balances: items, ...page }).finish();
    },
    '/cosmos.staking.v1beta1.Query/Validators': async (data) => {
      const { status, pagination } = QueryValidatorsRequest.decode(data);
      const all = (await views.validators()).map((v) => ({
        v,
        proto: validatorProto(v, app.genesisTime),
      }));
      const wanted = status ? all.filter((x) => bondStatusToJSON(x.proto.status) === status) : all;
      const { items, ...page } = pageOf(wanted, (x) => validatorKey(x.v), pagination);
      return QueryValidatorsResponse.encode({
        validators: items.map((x) => x.proto),
        ...page,
      }).finish();
    },
    '/cosmos.staking.v1beta1.Query/Validator': async (data) => {
      const { validatorAddr } = QueryValidatorRequest.decode(data);
      const v = await validatorOrFail(validatorAddr);
      return QueryValidatorResponse.encode({
        validator: validatorProto(v, app.genesisTime),
      }).finish();
    },
    '/cosmos.staking.v1beta1.Query/ValidatorDelegations': async (data) => {
      const { validatorAddr, pagination } = QueryValidatorDelegationsRequest.decode(data);
      const all = await views.delegations({ validator: validatorAddr });
      const { items, ...page } = pageOf(all, byDelegator, pagination);
      return QueryValidatorDelegationsResponse.encode({
        delegationResponses: items.map(delegationResponse),
        ...page,
      }).finish();
    },
    '/cosmos.staking.v1beta1.Query/Delegation': async (data) => {
      const { delegatorAddr, validatorAddr } = QueryDelegationRequest.decode(data);
      const d = await views.delegation(delegatorAddr, validatorAddr);
      if (!d) {
        throw notFound(
          `delegation with delegator ${delegatorAddr} not found for validator ${validatorAddr}`,
        );
      }
      return QueryDelegationResponse.encode({ delegationResponse: delegationResponse(d) }).finish();
    },
    '/cosmos.staking.v1beta1.Query/DelegatorDelegations': async (data) => {
      const { delegatorAddr, pagination } = QueryDelegatorDelegationsRequest.decode(data);
      const all = await views.delegations({ delegator: delegatorAddr });
      const { items, ...page } = pageOf(all, byValidator, pagination);
      return QueryDelegatorDelegationsResponse.encode({
        delegationResponses: items.map(delegationResponse),
        ...page,
      }).finish();
    },
    '/cosmos.staking.v1beta1.Query/UnbondingDelegation': async (data) => {
      const { delegatorAddr, validatorAddr } = QueryUnbondingDelegationRequest.decode(data);
      const [group] = await views.unbondings({
        delegator: delegatorAddr,
        validator: validatorAddr,
      });
      if (!group) {
        throw notFound(
          `unbonding delegation with delegator ${delegatorAddr} not found for validator ${validatorAddr}`,
        );
      }
      return QueryUnbondingDelegationResponse.encode({ unbond: unbondingProto(group) }).finish();
    },
    '/cosmos.staking.v1beta1.Query/DelegatorUnbondingDelegations': async (data) => {
      const { delegatorAddr, pagination } = QueryDelegatorUnbondingDelegationsRequest.decode(data);
      const groups = await views.unbondings({ delegator: delegatorAddr });
      const { items, ...page } = pageOf(groups, unbondingKey, pagination);
      return QueryDelegatorUnbondingDelegationsResponse.encode({
        unbondingResponses: items.map(unbondingProto),
        ...page,
      }).finish();
    },
    '/cosmos.staking.v1beta1.Query/Redelegations': async (data) => {
      const req = QueryRedelegationsRequest.decode(data);
      const groups = await views.redelegations({
        ...(req.delegatorAddr ? { delegator: req.delegatorAddr } : {}),
        ...(req.srcValidatorAddr ? { source: req.srcValidatorAddr } : {}),
        ...(req.dstValidatorAddr ? { destination: req.dstValidatorAddr } : {}),
      });
      const { items, ...page } = pageOf(groups, redelegationKey, req.pagination);
      return QueryRedelegationsResponse.encode({
        redelegationResponses: items.map(redelegationProto),
        ...page,
      }).finish();
    },
    '/cosmos.staking.v1beta1.Query/Pool': async () => {
      const { bonded, notBonded } = await views.pool();
      return QueryPoolResponse.encode({
        pool: { bondedTokens: bonded.toString(), notBondedTokens: notBonded.toString() },
      }).finish();
    },
    '/cosmos.staking.v1beta1.Query/Params': () =>
      Promise.resolve(
        QueryParamsResponse.encode({
          params: {
            unbondingTime: {
              seconds: BigInt(app.config.unbondingMs / 1000),
              nanos: 0,
            },
            maxValidators: 100,
            maxEntries: app.config.maxEntries,
            historicalEntries: HISTORICAL_ENTRIES,
            bondDenom: DENOM,
            minCommissionRate: '0',
          },
        }).finish(),
      ),
    '/cosmos.distribution.v1beta1.Query/DelegationRewards': async (data) => {
      const { delegatorAddress, validatorAddress } = QueryDelegationRewardsRequest.decode(data);
      await validatorOrFail(validatorAddress);
      const reward = await views.reward(delegatorAddress, validatorAddress);
      return QueryDelegationRewardsResponse.encode({
        rewards: reward > 0n ? [{ denom: DENOM, amount: decAtomics(reward) }] : [],
      }).finish();
    },
    '/cosmos.distribution.v1beta1.Query/DelegationTotalRewards': async (data) => {
      const { delegatorAddress } = QueryDelegationTotalRewardsRequest.decode(data);
      const stakes = await views.delegations({ delegator: delegatorAddress });
      let total = 0n;
      const rewards = [];
      for (const stake of stakes) {
        const reward = await views.reward(delegatorAddress, stake.validator);
        total += reward;
        rewards.push({
          validatorAddress: stake.validator,
          reward: reward > 0n ? [{ denom: DENOM, amount: decAtomics(reward) }] : [],
        });
      }
      return QueryDelegationTotalRewardsResponse.encode({
        rewards,
        total: total > 0n ? [{ denom: DENOM, amount: decAtomics(total) }] : [],
      }).finish();
    },
    '/cosmos.tx.v1beta1.Service/Simulate': async (data) => {
      const request = SimulateRequest.decode(data);
      const bytes =
        request.txBytes.length > 0
          ? request.txBytes
          : request.tx
            ? Tx.encode(request.tx).finish()
            : new Uint8Array();
      const outcome = await app.simulate(decodeTx(bytes));
      return SimulateResponse.encode({
        gasInfo: { gasWanted: outcome.gasWanted, gasUsed: outcome.gasUsed },
        result: {
          data: new Uint8Array(),
          log: '',
          events: outcome.events.map((e) => ({
            type: e.type,
            attributes: e.attributes.map((a) => ({ key: a.key, value: a.value, index: a.index })),
          })),
          msgResponses: [],
        },
      }).finish();
    },
  };
}

/** Runs a query by its gRPC path; an unknown path is the SDK's unknown request. */
export async function runQuery(
  handlers: Record<string, Handler>,
  path: string,
  data: Uint8Array,
): Promise<Uint8Array> {
  const handler = handlers[path];
  if (!handler) throw unknownPath(path);
  try {
    return await handler(data);
  } catch (error) {
    if (error instanceof PaginationError) throw invalidArgument(error.message);
    throw error;
  }
}
