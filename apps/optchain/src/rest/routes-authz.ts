import { Hono } from 'hono';
import type { OptchainNode } from '../chain/node';
import { grantKey } from '../query/list-keys';
import { badRequest, notFound } from './errors';
import { grantAuthorizationJson, grantJson } from './grants-json';
import { pageJson, pageOf } from './pagination';

/** x/authz's REST queries, read from the open block's state. */
export function authzRoutes(node: OptchainNode): Hono {
  const { views, app } = node;
  const routes = new Hono();
  routes.get('/cosmos/authz/v1beta1/grants', async (c) => {
    const granter = c.req.query('granter') ?? '';
    const grantee = c.req.query('grantee') ?? '';
    const msgTypeUrl = c.req.query('msg_type_url');
    if (!granter || !grantee) throw badRequest('empty address string is not allowed');
    const list = await app.serial(() =>
      views.authzGrants({ granter, grantee, ...(msgTypeUrl ? { msgTypeUrl } : {}) }),
    );
    if (msgTypeUrl && list.length === 0) {
      throw notFound(`no authorization found for ${msgTypeUrl} type`);
    }
    const page = pageOf(c, list, grantKey);
    return c.json({ grants: page.items.map(grantJson), pagination: pageJson(page) });
  });
  routes.get('/cosmos/authz/v1beta1/grants/granter/:granter', async (c) => {
    const list = await app.serial(() => views.authzGrants({ granter: c.req.param('granter') }));
    const page = pageOf(c, list, grantKey);
    return c.json({ grants: page.items.map(grantAuthorizationJson), pagination: pageJson(page) });
  });
  routes.get('/cosmos/authz/v1beta1/grants/grantee/:grantee', async (c) => {
    const list = await app.serial(() => views.authzGrants({ grantee: c.req.param('grantee') }));
    const page = pageOf(c, list, grantKey);
    return c.json({ grants: page.items.map(grantAuthorizationJson), pagination: pageJson(page) });
  });
  return routes;
}
