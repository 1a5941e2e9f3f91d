import {
  QueryDenomMetadataRequest,
  QueryDenomMetadataResponse,
  QueryDenomsMetadataRequest,
  QueryDenomsMetadataResponse,
  QueryParamsResponse,
  QuerySupplyOfRequest,
  QuerySupplyOfResponse,
  QueryTotalSupplyRequest,
  QueryTotalSupplyResponse,
} from 'cosmjs-types/cosmos/bank/v1beta1/query';
import { BANK_PARAMS, OPT_METADATA } from '../chain/module-params';
import { DENOM } from '../chain/params';
import { type Handler, type QuerySources } from './handler';
import { pageOf } from './paginate';
import { invalidArgument, notFound } from './query-error';

/** x/bank's supply, denom metadata and params. */
export function bankQueries({ views }: QuerySources): Record<string, Handler> {
  return {
    '/cosmos.bank.v1beta1.Query/TotalSupply': async (data) => {
      const { pagination } = QueryTotalSupplyRequest.decode(data);
      const supply = [{ denom: DENOM, amount: (await views.supply()).toString() }];
      const { items, ...page } = pageOf(supply, (c) => c.denom, pagination);
      return QueryTotalSupplyResponse.encode({ supply: items, ...page }).finish();
    },
    '/cosmos.bank.v1beta1.Query/SupplyOf': async (data) => {
      const { denom } = QuerySupplyOfRequest.decode(data);
      if (!denom) throw invalidArgument('invalid denom');
      const amount = denom === DENOM ? await views.supply() : 0n;
      return QuerySupplyOfResponse.encode({
        amount: { denom, amount: amount.toString() },
      }).finish();
    },
    '/cosmos.bank.v1beta1.Query/DenomsMetadata': (data) => {
      const { pagination } = QueryDenomsMetadataRequest.decode(data);
      const { items, ...page } = pageOf([OPT_METADATA], (m) => m.base, pagination);
      return Promise.resolve(
        QueryDenomsMetadataResponse.encode({ metadatas: items, ...page }).finish(),
      );
    },
    '/cosmos.bank.v1beta1.Query/DenomMetadata': (data) => {
      const { denom } = QueryDenomMetadataRequest.decode(data);
      if (denom !== DENOM) return Promise.reject(notFound(`client metadata for denom ${denom}`));
      return Promise.resolve(
        QueryDenomMetadataResponse.encode({ metadata: OPT_METADATA }).finish(),
      );
    },
    '/cosmos.bank.v1beta1.Query/Params': () =>
      Promise.resolve(
        QueryParamsResponse.encode({ params: { sendEnabled: [], ...BANK_PARAMS } }).finish(),
      ),
  };
}
