import {
  QueryGranteeGrantsRequest,
  QueryGranteeGrantsResponse,
  QueryGranterGrantsRequest,
  QueryGranterGrantsResponse,
  QueryGrantsRequest,
  QueryGrantsResponse,
} from 'cosmjs-types/cosmos/authz/v1beta1/query';
import type { AuthzGrant } from '@optwallet/ledger';
import type { ChainViews } from '../chain/views';
import { authorizationToAny } from '../tx/authz-codec';
import { msTimestamp } from '../tx/grant-time';
import { grantKey } from './list-keys';
import { pageOf } from './paginate';
import { notFound } from './query-error';

const grantProto = (g: AuthzGrant) => ({
  authorization: authorizationToAny(g.authorization),
  ...(g.expiration === undefined ? {} : { expiration: msTimestamp(g.expiration) }),
});

const grantAuthorizationProto = (g: AuthzGrant) => ({
  granter: g.granter,
  grantee: g.grantee,
  ...grantProto(g),
});

/** x/authz's gRPC queries over abci_query. */
export function authzQueries(views: ChainViews) {
  return {
    '/cosmos.authz.v1beta1.Query/Grants': async (data: Uint8Array) => {
      const { granter, grantee, msgTypeUrl, pagination } = QueryGrantsRequest.decode(data);
      const all = await views.authzGrants({
        granter,
        grantee,
        ...(msgTypeUrl ? { msgTypeUrl } : {}),
      });
      if (msgTypeUrl && all.length === 0) {
        throw notFound(`no authorization found for ${msgTypeUrl} type`);
      }
      const { items, ...page } = pageOf(all, grantKey, pagination);
      return QueryGrantsResponse.encode({ grants: items.map(grantProto), ...page }).finish();
    },
    '/cosmos.authz.v1beta1.Query/GranterGrants': async (data: Uint8Array) => {
      const { granter, pagination } = QueryGranterGrantsRequest.decode(data);
      const { items, ...page } = pageOf(await views.authzGrants({ granter }), grantKey, pagination);
      return QueryGranterGrantsResponse.encode({
        grants: items.map(grantAuthorizationProto),
        ...page,
      }).finish();
    },
    '/cosmos.authz.v1beta1.Query/GranteeGrants': async (data: Uint8Array) => {
      const { grantee, pagination } = QueryGranteeGrantsRequest.decode(data);
      const { items, ...page } = pageOf(await views.authzGrants({ grantee }), grantKey, pagination);
      return QueryGranteeGrantsResponse.encode({
        grants: items.map(grantAuthorizationProto),
        ...page,
      }).finish();
    },
  };
}
