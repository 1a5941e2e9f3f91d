import {
  QueryParamsResponse,
  QuerySigningInfoRequest,
  QuerySigningInfoResponse,
  QuerySigningInfosRequest,
  QuerySigningInfosResponse,
} from 'cosmjs-types/cosmos/slashing/v1beta1/query';
import type { ValidatorSigningInfo } from 'cosmjs-types/cosmos/slashing/v1beta1/slashing';
import type { Validator } from '@optwallet/ledger';
import { consensusBech32 } from '../chain/keys';
import { decBytes } from '../chain/legacy-dec';
import { SLASHING_PARAMS } from '../chain/module-params';
import { signingInfoKey, signingInfoOf } from '../chain/signing-info';
import { type Handler, type QuerySources } from './handler';
import { pageOf } from './paginate';
import { notFound } from './query-error';

function signingInfoProto(v: Validator, height: number): ValidatorSigningInfo {
  return {
    ...signingInfoOf(v, height),
    jailedUntil: { seconds: 0n, nanos: 0 },
    tombstoned: false,
  };
}

/** x/slashing: params and one signing info per validator (nothing is ever slashed here). */
export function slashingQueries({ app, views }: QuerySources): Record<string, Handler> {
  const height = () => app.last?.height ?? 0;
  return {
    '/cosmos.slashing.v1beta1.Query/Params': () =>
      Promise.resolve(
        QueryParamsResponse.encode({
          params: {
            signedBlocksWindow: SLASHING_PARAMS.signedBlocksWindow,
            minSignedPerWindow: decBytes(SLASHING_PARAMS.minSignedPerWindow),
            downtimeJailDuration: {
              seconds: BigInt(SLASHING_PARAMS.downtimeJailDurationSeconds),
              nanos: 0,
            },
            slashFractionDoubleSign: decBytes(SLASHING_PARAMS.slashFractionDoubleSign),
            slashFractionDowntime: decBytes(SLASHING_PARAMS.slashFractionDowntime),
          },
        }).finish(),
      ),
    '/cosmos.slashing.v1beta1.Query/SigningInfos': async (data) => {
      const { pagination } = QuerySigningInfosRequest.decode(data);
      const { items, ...page } = pageOf(await views.validators(), signingInfoKey, pagination);
      return QuerySigningInfosResponse.encode({
        info: items.map((v) => signingInfoProto(v, height())),
        ...page,
      }).finish();
    },
    '/cosmos.slashing.v1beta1.Query/SigningInfo': async (data) => {
      const { consAddress } = QuerySigningInfoRequest.decode(data);
      const v = (await views.validators()).find(
        (x) => consensusBech32(x.operatorAddress) === consAddress,
      );
      if (!v) throw notFound(`SigningInfo not found for validator ${consAddress}`);
      return QuerySigningInfoResponse.encode({
        valSigningInfo: signingInfoProto(v, height()),
      }).finish();
    },
  };
}
