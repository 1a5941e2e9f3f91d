/** Ports the suite owns, apart from `pnpm start`'s, so a running product never meets the tests. */
export const API_PORT = 18787;
export const WEB_PORT = 15173;
export const CONSENT_PORT = 15174;
/** The API's own devnet EVM node (anvil): never `pnpm start`'s node on 8545. */
export const EVM_NODE_PORT = 18545;
export const API_URL = `http://127.0.0.1:${API_PORT}`;
export const WEB_URL = `http://127.0.0.1:${WEB_PORT}`;
export const CONSENT_URL = `http://127.0.0.1:${CONSENT_PORT}`;
/** The partner example must run where the devnet seed registered its redirect URI. */
export const PARTNER_URL = 'http://localhost:5175';
