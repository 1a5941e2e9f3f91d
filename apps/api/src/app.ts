import { Hono } from 'hono';
import { APP_VERSION } from '@optwallet/domain';

/** The whole HTTP surface, apart from listen(), so tests drive it with app.request(). */
export function createApp() {
  const app = new Hono().basePath('/api');
  app.get('/health', (c) => c.json({ status: 'ok', version: APP_VERSION }));
  return app;
}
