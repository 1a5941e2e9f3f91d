import { Hono } from 'hono';
import type { OptchainNode } from '../chain/node';
import { BANK_PARAMS, OPT_METADATA } from '../chain/module-params';
import { DENOM } from '../chain/params';
import { badRequest, notFound } from './errors';
import { pageJson, pageOf } from './pagination';

const metadataJson = {
  description: OPT_METADATA.description,
  denom_units: OPT_METADATA.denomUnits,
  base: OPT_METADATA.base,
  display: OPT_METADATA.display,
  name: OPT_METADATA.name,
  symbol: OPT_METADATA.symbol,
  uri: OPT_METADATA.uri,
  uri_hash: OPT_METADATA.uriHash,
};

/** x/bank's supply, denom metadata and params (balances are in routes-state.ts). */
export function bankRoutes(node: OptchainNode): Hono {
  const { app, views } = node;
  const routes = new Hono();
  const supply = () => app.serial(() => views.supply());

  routes.get('/cosmos/bank/v1beta1/supply', async (c) => {
    const all = [{ denom: DENOM, amount: (await supply()).toString() }];
    const page = pageOf(c, all, (coin) => coin.denom);
    return c.json({ supply: page.items, pagination: pageJson(page) });
  });
  routes.get('/cosmos/bank/v1beta1/supply/by_denom', async (c) => {
    const denom = c.req.query('denom');
    if (!denom) throw badRequest('invalid denom');
    const amount = denom === DENOM ? await supply() : 0n;
    return c.json({ amount: { denom, amount: amount.toString() } });
  });
  routes.get('/cosmos/bank/v1beta1/denoms_metadata', (c) => {
    const page = pageOf(c, [metadataJson], (m) => m.base);
    return c.json({ metadatas: page.items, pagination: pageJson(page) });
  });
  routes.get('/cosmos/bank/v1beta1/denoms_metadata/:denom', (c) => {
    const denom = c.req.param('denom');
    if (denom !== DENOM) throw notFound(`client metadata for denom ${denom}`);
    return c.json({ metadata: metadataJson });
  });
  routes.get('/cosmos/bank/v1beta1/params', (c) =>
    c.json({
      params: { send_enabled: [], default_send_enabled: BANK_PARAMS.defaultSendEnabled },
    }),
  );
  return routes;
}
