import { APP_VERSION, APP_VERSION_HEADER } from '@optwallet/domain';
import { contractErrorMap, endpoints } from '@optwallet/contract';
import { bodyLimit } from 'hono/body-limit';
import { except } from 'hono/combine';
import { HTTPException } from 'hono/http-exception';
import * as z from 'zod';
import type { Config } from './config/env';
import type { Db } from './db/client';
import { type Background, createBackground } from './lib/background';
import { HttpError, OAuthError, oauthErrorStatus } from './lib/errors';
import { mount } from './lib/endpoint';
import { securityHeaders } from './lib/security-headers';
import { DOCUMENT_CONFIG, nameContractSchemas } from './lib/openapi';
import { NO_STORE, createRouter, requestId } from './lib/http';
import { jobStatuses } from './jobs/job-list';
import type { Deps } from './deps';
import type { Logger } from './lib/logger';
import { adminPages, adminRoutes } from './modules/admin/routes';
import { authRoutes } from './modules/auth/routes';
import { avatarFiles } from './modules/identity/avatar-routes';
import { chainRoutes } from './modules/money/routes';
import { devChainRoutes } from './modules/devnet/chain-routes';
import { devApiRoutes, devPages } from './modules/devnet/routes';
import { explorerPages } from './modules/money/explorer-routes';
import { docsPages } from './modules/docs/routes';
import { notificationsRoutes } from './modules/notifications/routes';
import { eventsRoutes } from './modules/events/routes';
import { discoveryPages, oauthRoutes } from './modules/oauth/routes';
import { paymentsRoutes } from './modules/social/payment-routes';
import { recipientsRoutes } from './modules/social/recipient-routes';
import { requestsRoutes } from './modules/requests';
import { socialRoutes } from './modules/social/routes';
import { usersRoutes } from './modules/identity/routes';
import { walletsRoutes } from './modules/wallets/routes';
import { fundWallet } from './modules/devnet/devnet-tools';
import type { Mailer } from './lib/outbox';

const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** Every JSON request fits in 64 KB except a profile photo (4 MB as base64, plus the envelope). */
const BODY_LIMIT = 64 * 1024;
const PHOTO_BODY_LIMIT = 6 * 1024 * 1024;
const PHOTO_PATH = `/api${endpoints.updateAvatar.path}`;
/** Endpoints that speak the OAuth RFCs even for a refused body, so client libraries read them. */
const RFC_PATHS = new Set(
  [endpoints.oauthToken, endpoints.oauthRevoke, endpoints.oauthIntrospect].map(
    (e) => `/api${e.path}`,
  ),
);
const tooLarge = bodyLimit({
  maxSize: BODY_LIMIT,
  // The token endpoints speak RFC 6749 even here, so OAuth client libraries can read it.
  onError: (c) =>
    RFC_PATHS.has(c.req.path)
      ? c.json(
          { error: 'invalid_request', error_description: 'The request body is too large' },
          413,
          NO_STORE,
        )
      : c.json({ message: 'The request body is too large' }, 413),
});
const photoTooLarge = bodyLimit({
  maxSize: PHOTO_BODY_LIMIT,
  onError: (c) => c.json({ message: 'The request body is too large' }, 413),
});

export interface AppDeps {
  config: Config;
  db: Db;
  logger: Logger;
  mailer: Mailer;
  /** Injected so tests can move time (code expiry, token lifetimes). */
  clock?: () => Date;
  /** Work after the response; created here unless the caller wants to await it (tests, shutdown). */
  background?: Background;
  /** See Deps.afterWalletCreated: runs after POST /wallets stored a wallet. */
  afterWalletCreated?: Deps['afterWalletCreated'];
  /** See Deps.evm. */
  evm?: Deps['evm'];
  /** See Deps.optNode. */
  optNode?: Deps['optNode'];
  /** See Deps.optTestnetNode. */
  optTestnetNode?: Deps['optTestnetNode'];
  /** See Deps.recaptcha (tests inject a fake verifier). */
  recaptcha?: Deps['recaptcha'];
  /** See Deps.events. */
  events?: Deps['events'];
}

/** The whole HTTP surface, apart from listen(), so tests drive it with app.request(). */
export function createApp(input: AppDeps) {
  // Request validation failures (422 `errors`) in sentences, not zod's developer shorthand;
  // process-wide, as a zod locale is. Messages the contract sets itself still win.
  z.config({ customError: contractErrorMap });
  nameContractSchemas();
  const deps: Deps = {
    ...input,
    clock: input.clock ?? (() => new Date()),
    background: input.background ?? createBackground(input.logger),
  };
  // Devnet: the faucet funds every new wallet (OPT, ETH, USDC, USDT, WBTC).
  if (deps.config.devnet && !deps.afterWalletCreated) {
    deps.afterWalletCreated = async (wallet) => void (await fundWallet(deps, wallet));
  }
  const { logger } = deps;
  const app = createRouter();

  app.use('*', requestId());
  app.use('*', securityHeaders({ production: deps.config.nodeEnv === 'production' }));
  app.use('*', async (c, next) => {
    const started = performance.now();
    await next();
    // Path only: query strings carry tokens (magic links, resets, admin session).
    logger.info(
      {
        requestId: c.get('requestId'),
        method: c.req.method,
        path: c.req.path,
        status: c.res.status,
        ms: Math.round((performance.now() - started) * 10) / 10,
      },
      'request',
    );
  });

  app.onError((error, c) => {
    if (error instanceof OAuthError) {
      const status = oauthErrorStatus(error, c.req.header('authorization') !== undefined);
      return c.json({ error: error.error, error_description: error.description }, status, {
        ...NO_STORE,
        ...(status === 401
          ? { 'WWW-Authenticate': `Basic realm="OptWallet", error="${error.error}"` }
          : {}),
      });
    }
    if (error instanceof HttpError) {
      return c.json({ message: error.message, ...error.extra }, error.status, error.headers);
    }
    if (error instanceof HTTPException) {
      const status = error.status;
      return c.json(
        { message: status === 400 ? 'The request body is not valid JSON' : error.message },
        status,
      );
    }
    logger.error(
      { err: error, requestId: c.get('requestId'), path: c.req.path },
      'unhandled error',
    );
    return c.json({ message: 'Something went wrong. Please try again later.' }, 500);
  });
  app.notFound((c) => c.json({ message: 'No route matches URL' }, 404));

  const api = createRouter();
  // Headers set before the handler answers: set after, they would make Hono rebuild the
  // response as a full WHATWG Response (a third of a small GET's time).
  api.use('*', async (c, next) => {
    c.header(APP_VERSION_HEADER, APP_VERSION);
    await next();
  });
  // Only requests that carry a body: the check reads the full WHATWG Request, which a GET
  // otherwise never builds.
  api.use(
    '*',
    except((c) => c.req.path === PHOTO_PATH || !BODY_METHODS.has(c.req.method), tooLarge),
  );
  api.use(endpoints.updateAvatar.path, photoTooLarge);
  mount(api, deps, 'health', endpoints.health, async () => ({
    status: 'ok' as const,
    version: APP_VERSION,
    // The timed work's last runs (src/jobs); a failure's text only in devnet.
    jobs: (await jobStatuses(deps)).map((job) => ({
      ...job,
      error: deps.config.devnet ? job.error : null,
    })),
  }));
  api.route('/', authRoutes(deps));
  api.route('/', usersRoutes(deps));
  api.route('/', adminRoutes(deps));
  api.route('/', avatarFiles(deps));
  api.route('/', socialRoutes(deps));
  api.route('/', paymentsRoutes(deps));
  api.route('/', requestsRoutes(deps));
  api.route('/', notificationsRoutes(deps));
  api.route('/', eventsRoutes(deps));
  api.route('/', oauthRoutes(deps));
  api.route('/', walletsRoutes(deps));
  api.route('/', chainRoutes(deps));
  api.route('/', recipientsRoutes(deps));
  if (deps.config.devnet) api.route('/', devApiRoutes(deps));
  if (deps.config.devnet) api.route('/', devChainRoutes(deps));

  api.openAPIRegistry.registerComponent('securitySchemes', 'bearerAuth', {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'JWT',
  });
  api.doc31('/openapi.json', DOCUMENT_CONFIG);
  api.route('/', docsPages());

  app.route('/api', api);
  app.route('/', discoveryPages(deps));
  app.route('/', adminPages(deps));
  app.route('/', explorerPages(deps));
  if (deps.config.devnet) app.route('/', devPages(deps));
  return app;
}
