import { Hono } from 'hono';
import { decText } from '../chain/legacy-dec';
import { mintParams } from '../chain/mint';
import type { OptchainNode } from '../chain/node';

/** x/mint, derived from the ledger's reward rate (chain/mint.ts). */
export function mintRoutes(node: OptchainNode): Hono {
  const { app, views } = node;
  const routes = new Hono();
  const figures = () => app.serial(() => views.mint());

  routes.get('/cosmos/mint/v1beta1/params', (c) => {
    const p = mintParams(app.config.rewardRateBps);
    return c.json({
      params: {
        mint_denom: p.mintDenom,
        inflation_rate_change: decText(p.inflationRateChange),
        inflation_max: decText(p.inflationMax),
        inflation_min: decText(p.inflationMin),
        goal_bonded: decText(p.goalBonded),
        blocks_per_year: p.blocksPerYear.toString(),
      },
    });
  });
  routes.get('/cosmos/mint/v1beta1/inflation', async (c) =>
    c.json({ inflation: decText((await figures()).inflation) }),
  );
  routes.get('/cosmos/mint/v1beta1/annual_provisions', async (c) =>
    c.json({ annual_provisions: decText((await figures()).annualProvisions) }),
  );
  return routes;
}
