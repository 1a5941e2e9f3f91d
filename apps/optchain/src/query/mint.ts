import {
  QueryAnnualProvisionsResponse,
  QueryInflationResponse,
  QueryParamsResponse,
} from 'cosmjs-types/cosmos/mint/v1beta1/query';
import { decBytes } from '../chain/legacy-dec';
import { mintParams } from '../chain/mint';
import type { Handler, QuerySources } from './handler';

/** x/mint, derived from the ledger's reward rate (chain/mint.ts). */
export function mintQueries({ app, views }: QuerySources): Record<string, Handler> {
  return {
    '/cosmos.mint.v1beta1.Query/Params': () => {
      const p = mintParams(app.config.rewardRateBps);
      return Promise.resolve(
        QueryParamsResponse.encode({
          params: {
            mintDenom: p.mintDenom,
            inflationRateChange: p.inflationRateChange.toString(),
            inflationMax: p.inflationMax.toString(),
            inflationMin: p.inflationMin.toString(),
            goalBonded: p.goalBonded.toString(),
            blocksPerYear: p.blocksPerYear,
          },
        }).finish(),
      );
    },
    '/cosmos.mint.v1beta1.Query/Inflation': async () =>
      QueryInflationResponse.encode({
        inflation: decBytes((await views.mint()).inflation),
      }).finish(),
    '/cosmos.mint.v1beta1.Query/AnnualProvisions': async () =>
      QueryAnnualProvisionsResponse.encode({
        annualProvisions: decBytes((await views.mint()).annualProvisions),
      }).finish(),
  };
}
