import { createServer } from 'node:http';
import { config, redirectUri } from './config.js';
import { errorPage, homePage, profilePage } from './pages.js';
import { challengeFor, createState, createVerifier } from './pkce.js';

/** state -> PKCE verifier of flows in progress. A real partner keeps this in its session store. */
const pending = new Map();
/** Signed-in visitors: session cookie -> the OptWallet access token (kept on the server only). */
const sessions = new Map();
const SESSION_COOKIE = 'partner_session';

function sessionOf(req) {
  const cookies = Object.fromEntries(
    (req.headers.cookie ?? '')
      .split(';')
      .map((part) => part.trim().split('='))
      .filter(([name]) => name),
  );
  return sessions.get(cookies[SESSION_COOKIE]);
}

async function exchangeCode(code, verifier) {
  const response = await fetch(`${config.apiUrl}/api/oauth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      grant_type: 'authorization_code',
      code,
      redirect_uri: redirectUri,
      client_id: config.clientId,
      code_verifier: verifier,
    }),
  });
  const body = await response.json().catch(() => ({}));
  // RFC 6749 §5.2: { error, error_description }.
  if (!response.ok)
    throw new Error(
      body.error_description ?? body.error ?? `Token exchange failed (${response.status})`,
    );
  return body;
}

async function fetchProfile(accessToken) {
  const response = await fetch(`${config.apiUrl}/api/user`, {
    headers: { authorization: `Bearer ${accessToken}` },
  });
  const body = await response.json().catch(() => ({}));
  if (!response.ok) throw new Error(body.message ?? `Profile request failed (${response.status})`);
  return body;
}

function startFlow(res) {
  const state = createState();
  const verifier = createVerifier();
  pending.set(state, verifier);
  const url = new URL('/oauth', config.consentUrl);
  url.search = new URLSearchParams({
    client_id: config.clientId,
    redirect_uri: redirectUri,
    scopes: config.scopes,
    state,
    code_challenge: challengeFor(verifier),
    code_challenge_method: 'S256',
  }).toString();
  res.writeHead(302, { location: url.toString() }).end();
}

async function finishFlow(params, res) {
  const state = params.get('state') ?? '';
  const verifier = pending.get(state);
  pending.delete(state);
  const send = (status, html) =>
    res.writeHead(status, { 'content-type': 'text/html; charset=utf-8' }).end(html);

  if (params.get('error')) {
    return send(200, errorPage('Access denied', params.get('error'), state));
  }
  if (!verifier) {
    return send(
      400,
      errorPage(
        'Unknown sign-in',
        'This sign-in was not started here, or was already used.',
        state,
      ),
    );
  }
  try {
    const token = await exchangeCode(params.get('code') ?? '', verifier);
    const user = await fetchProfile(token.access_token);
    const id = createState();
    sessions.set(id, { accessToken: token.access_token, scope: token.scope });
    res.setHeader('set-cookie', `${SESSION_COOKIE}=${id}; HttpOnly; SameSite=Lax; Path=/`);
    send(200, profilePage(user, token.scope, state));
  } catch (error) {
    send(502, errorPage('Sign-in failed', error.message, state));
  }
}

/** /me: the profile fetched again with the stored token, so a revoked token shows at once. */
async function showProfileAgain(req, res) {
  const send = (status, html) =>
    res.writeHead(status, { 'content-type': 'text/html; charset=utf-8' }).end(html);
  const session = sessionOf(req);
  if (!session) return send(401, errorPage('Not signed in', 'Sign in with OptWallet first.'));
  try {
    send(200, profilePage(await fetchProfile(session.accessToken), session.scope));
  } catch (error) {
    send(502, errorPage('OptWallet refused the token', error.message));
  }
}

const server = createServer((req, res) => {
  const url = new URL(req.url ?? '/', config.selfUrl);
  if (url.pathname === '/') {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(homePage());
  } else if (url.pathname === '/login') {
    startFlow(res);
  } else if (url.pathname === '/callback') {
    void finishFlow(url.searchParams, res);
  } else if (url.pathname === '/me') {
    void showProfileAgain(req, res);
  } else {
    res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
  }
});

server.listen(config.port, () => {
  console.log(`partner example ready on ${config.selfUrl} (client ${config.clientId})`);
});
