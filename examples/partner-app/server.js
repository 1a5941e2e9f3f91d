import { createServer } from 'node:http';
import { randomBytes } from 'node:crypto';
import * as oidc from 'openid-client';
import { config, redirectUri } from './config.js';
import { describeError } from './oidc-errors.js';
import { FAVICON_SVG, errorPage, homePage, profilePage, signedOutPage } from './pages.js';

/** state -> PKCE verifier and nonce of flows in progress. A real partner keeps this in its session store. */
const pending = new Map();
/** Signed-in visitors: session cookie -> their OptWallet tokens (kept on the server only). */
const sessions = new Map();
const SESSION_COOKIE = 'partner_session';

/**
 * OptWallet's configuration, from the discovery URL alone. Found on first use (the API may start
 * after this app) and kept; plain http only for a local issuer.
 */
let discovered;
function openIdConfig() {
  discovered ??= oidc
    .discovery(
      new URL(config.issuerUrl),
      config.clientId,
      undefined,
      config.clientSecret ? oidc.ClientSecretBasic(config.clientSecret) : oidc.None(),
      config.issuerUrl.startsWith('http://') ? { execute: [oidc.allowInsecureRequests] } : {},
    )
    .catch((error) => {
      discovered = undefined;
      throw error;
    });
  return discovered;
}

function sessionIdOf(req) {
  const cookies = Object.fromEntries(
    (req.headers.cookie ?? '')
      .split(';')
      .map((part) => part.trim().split('='))
      .filter(([name]) => name),
  );
  return cookies[SESSION_COOKIE];
}

const html = (res, status, body) =>
  res.writeHead(status, { 'content-type': 'text/html; charset=utf-8' }).end(body);

async function startFlow(res) {
  const openId = await openIdConfig();
  const verifier = oidc.randomPKCECodeVerifier();
  const state = oidc.randomState();
  const nonce = oidc.randomNonce();
  pending.set(state, { verifier, nonce });
  const url = oidc.buildAuthorizationUrl(openId, {
    redirect_uri: redirectUri,
    scope: config.scopes,
    state,
    nonce,
    code_challenge: await oidc.calculatePKCECodeChallenge(verifier),
    code_challenge_method: 'S256',
  });
  res.writeHead(302, { location: url.toString() }).end();
}

/** The userinfo claims the access token allows, for the subject the ID token named. */
async function userInfo(session) {
  return oidc.fetchUserInfo(await openIdConfig(), session.tokens.access_token, session.sub);
}

async function finishFlow(url, res) {
  const params = url.searchParams;
  const state = params.get('state') ?? '';
  const flow = pending.get(state);
  pending.delete(state);
  if (params.get('error'))
    return html(res, 200, errorPage('Access denied', params.get('error'), state));
  if (!flow) {
    return html(
      res,
      400,
      errorPage(
        'Unknown sign-in',
        'This sign-in was not started here, or was already used.',
        state,
      ),
    );
  }
  try {
    // Checks state, exchanges the code with the PKCE verifier, validates the ID token:
    // signature (jwks_uri), iss, aud, exp, nonce and at_hash.
    const tokens = await oidc.authorizationCodeGrant(await openIdConfig(), url, {
      pkceCodeVerifier: flow.verifier,
      expectedState: state,
      expectedNonce: flow.nonce,
      idTokenExpected: true,
    });
    const session = { tokens, sub: tokens.claims().sub, idClaims: tokens.claims() };
    const id = randomBytes(16).toString('base64url');
    sessions.set(id, session);
    res.setHeader('set-cookie', `${SESSION_COOKIE}=${id}; HttpOnly; SameSite=Lax; Path=/`);
    html(res, 200, profilePage(await userInfo(session), session, state));
  } catch (error) {
    html(res, 502, errorPage('Sign-in failed', describeError(error), state));
  }
}

/** /me: userinfo again with the stored access token, so a revoked one shows at once. */
async function showProfileAgain(req, res) {
  const session = sessions.get(sessionIdOf(req));
  if (!session) return html(res, 401, errorPage('Not signed in', 'Sign in with OptWallet first.'));
  try {
    html(res, 200, profilePage(await userInfo(session), session));
  } catch (error) {
    html(res, 502, errorPage('OptWallet refused the token', describeError(error)));
  }
}

/** /refresh: a new access token (and refresh token: each works once) without the user. */
async function refresh(req, res) {
  const session = sessions.get(sessionIdOf(req));
  if (!session?.tokens.refresh_token)
    return html(res, 401, errorPage('Not signed in', 'Sign in with OptWallet first.'));
  try {
    session.tokens = await oidc.refreshTokenGrant(
      await openIdConfig(),
      session.tokens.refresh_token,
    );
    html(res, 200, profilePage(await userInfo(session), session, undefined, 'Tokens refreshed.'));
  } catch (error) {
    html(res, 502, errorPage('OptWallet refused the refresh', describeError(error)));
  }
}

/** /logout: the refresh token is revoked (RFC 7009), which ends its access token too. */
async function logout(req, res) {
  const id = sessionIdOf(req);
  const session = sessions.get(id);
  sessions.delete(id);
  res.setHeader('set-cookie', `${SESSION_COOKIE}=; HttpOnly; SameSite=Lax; Path=/; Max-Age=0`);
  if (session) {
    const token = session.tokens.refresh_token ?? session.tokens.access_token;
    try {
      await oidc.tokenRevocation(await openIdConfig(), token);
    } catch (error) {
      return html(res, 502, errorPage('Signed out here only', describeError(error)));
    }
  }
  html(res, 200, signedOutPage());
}

/** The icon every page links (and the one browsers ask for by default): a day in their cache. */
const favicon = (_req, res) =>
  res
    .writeHead(200, { 'content-type': 'image/svg+xml', 'cache-control': 'public, max-age=86400' })
    .end(FAVICON_SVG);

const routes = {
  '/': (_req, res) => html(res, 200, homePage()),
  '/favicon.svg': favicon,
  '/favicon.ico': favicon,
  '/login': (_req, res) => startFlow(res),
  '/callback': (req, res, url) => finishFlow(url, res),
  '/me': (req, res) => showProfileAgain(req, res),
  '/refresh': (req, res) => refresh(req, res),
  '/logout': (req, res) => logout(req, res),
};

const server = createServer((req, res) => {
  const url = new URL(req.url ?? '/', config.selfUrl);
  const route = routes[url.pathname];
  if (!route) return res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
  Promise.resolve(route(req, res, url)).catch((error) => {
    if (!res.headersSent)
      html(res, 502, errorPage('OptWallet is not reachable', describeError(error)));
  });
});

server.listen(config.port, () => {
  console.log(
    `partner example ready on ${config.selfUrl} (client ${config.clientId}, issuer ${config.issuerUrl})`,
  );
});
