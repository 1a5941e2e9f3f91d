import { Hono } from 'hono';

/** x/upgrade: no plan is scheduled and none was ever applied (height 0). */
export function upgradeRoutes(): Hono {
  const routes = new Hono();
  routes.get('/cosmos/upgrade/v1beta1/current_plan', (c) => c.json({ plan: null }));
  routes.get('/cosmos/upgrade/v1beta1/applied_plan/:name', (c) => c.json({ height: '0' }));
  return routes;
}
