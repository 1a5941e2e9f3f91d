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
/** The devnet OptChain nodes the API serves OPT from: never `pnpm start`'s 26657 / 1317 (…26667 / 1327). */
export const OPTCHAIN_PORTS = {
  OPTCHAIN_RPC_PORT: 36657,
  OPTCHAIN_REST_PORT: 31317,
  OPTCHAIN_TESTNET_RPC_PORT: 36667,
  OPTCHAIN_TESTNET_REST_PORT: 31327,
} as const;
const node = (port: number) => `http://127.0.0.1:${port}`;
/** The API's OPT_* settings for those nodes (as tooling/scripts/product-env.mjs derives them). */
export const OPT_NODE_ENV = {
  OPT_RPC_URL: node(OPTCHAIN_PORTS.OPTCHAIN_RPC_PORT),
  OPT_REST_URL: node(OPTCHAIN_PORTS.OPTCHAIN_REST_PORT),
  OPT_TESTNET_RPC_URL: node(OPTCHAIN_PORTS.OPTCHAIN_TESTNET_RPC_PORT),
  OPT_TESTNET_REST_URL: node(OPTCHAIN_PORTS.OPTCHAIN_TESTNET_REST_PORT),
};
