import { Hono } from 'hono';
import type { OptchainNode } from '../chain/node';
import { allowanceKey } from '../query/list-keys';
import { RestError } from './errors';
import { feeGrantJson } from './grants-json';
import { pageJson, pageOf } from './pagination';

/** x/feegrant's REST queries, read from the open block's state. */
export function feegrantRoutes(node: OptchainNode): Hono {
  const { views, app } = node;
  const routes = new Hono();
  routes.get('/cosmos/feegrant/v1beta1/allowance/:granter/:grantee', async (c) => {
    const { granter, grantee } = c.req.param();
    const [grant] = await app.serial(() => views.feeAllowances({ granter, grantee }));
    // The keeper's ErrNotFound reaches the gateway as an Internal gRPC error (HTTP 500).
    if (!grant) throw new RestError(500, 13, 'fee-grant not found: not found');
    return c.json({ allowance: feeGrantJson(grant) });
  });
  routes.get('/cosmos/feegrant/v1beta1/allowances/:grantee', async (c) => {
    const list = await app.serial(() => views.feeAllowances({ grantee: c.req.param('grantee') }));
    const page = pageOf(c, list, allowanceKey);
    return c.json({ allowances: page.items.map(feeGrantJson), pagination: pageJson(page) });
  });
  routes.get('/cosmos/feegrant/v1beta1/issued/:granter', async (c) => {
    const list = await app.serial(() => views.feeAllowances({ granter: c.req.param('granter') }));
    const page = pageOf(c, list, allowanceKey);
    return c.json({ allowances: page.items.map(feeGrantJson), pagination: pageJson(page) });
  });
  return routes;
}
