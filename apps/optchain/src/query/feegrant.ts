import type { Grant } from 'cosmjs-types/cosmos/feegrant/v1beta1/feegrant';
import {
  QueryAllowanceRequest,
  QueryAllowanceResponse,
  QueryAllowancesByGranterRequest,
  QueryAllowancesByGranterResponse,
  QueryAllowancesRequest,
  QueryAllowancesResponse,
} from 'cosmjs-types/cosmos/feegrant/v1beta1/query';
import type { FeeAllowanceGrant } from '@optwallet/ledger';
import type { ChainViews } from '../chain/views';
import { allowanceToAny } from '../tx/feegrant-codec';
import { allowanceKey } from './list-keys';
import { pageOf } from './paginate';
import { QueryError } from './query-error';

const grantProto = (g: FeeAllowanceGrant): Grant => ({
  granter: g.granter,
  grantee: g.grantee,
  allowance: allowanceToAny(g.allowance),
});

/** The feegrant keeper's not-found: sdk's ErrNotFound wrapped, as the SDK answers it over ABCI. */
const allowanceNotFound = () => new QueryError(38, 'sdk', 'fee-grant not found: not found');

/** x/feegrant's gRPC queries over abci_query. */
export function feegrantQueries(views: ChainViews) {
  return {
    '/cosmos.feegrant.v1beta1.Query/Allowance': async (data: Uint8Array) => {
      const { granter, grantee } = QueryAllowanceRequest.decode(data);
      const [grant] = await views.feeAllowances({ granter, grantee });
      if (!grant) throw allowanceNotFound();
      return QueryAllowanceResponse.encode({ allowance: grantProto(grant) }).finish();
    },
    '/cosmos.feegrant.v1beta1.Query/Allowances': async (data: Uint8Array) => {
      const { grantee, pagination } = QueryAllowancesRequest.decode(data);
      const all = await views.feeAllowances({ grantee });
      const { items, ...page } = pageOf(all, allowanceKey, pagination);
      return QueryAllowancesResponse.encode({
        allowances: items.map(grantProto),
        ...page,
      }).finish();
    },
    '/cosmos.feegrant.v1beta1.Query/AllowancesByGranter': async (data: Uint8Array) => {
      const { granter, pagination } = QueryAllowancesByGranterRequest.decode(data);
      const all = await views.feeAllowances({ granter });
      const { items, ...page } = pageOf(all, allowanceKey, pagination);
      return QueryAllowancesByGranterResponse.encode({
        allowances: items.map(grantProto),
        ...page,
      }).finish();
    },
  };
}
