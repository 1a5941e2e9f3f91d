import { QueryParamsResponse } from 'cosmjs-types/cosmos/auth/v1beta1/query';
import { authParams } from '../chain/module-params';
import type { Handler, QuerySources } from './handler';

/** x/auth's params (accounts are in grpc.ts). */
export function authQueries({ app }: QuerySources): Record<string, Handler> {
  return {
    '/cosmos.auth.v1beta1.Query/Params': () =>
      Promise.resolve(QueryParamsResponse.encode({ params: authParams(app.config) }).finish()),
  };
}
