// The addresses the processes of `npm start` (and `pnpm dev`) are told, derived in one place so
// that one variable moves a process and everything that talks to it follows. Plain Node: this
// runs before anything is installed.

/** The default port of each process (README, "Quick start"). */
const DEFAULT_PORTS = {
  PORT: '8787', // the API
  WEB_PORT: '5173', // the wallet app
  CONSENT_PORT: '5174', // the consent app
  PARTNER_PORT: '5175', // the partner example
  OPTCHAIN_RPC_PORT: '26657', // the devnet OptChain node, optchain-1: CometBFT RPC
  OPTCHAIN_REST_PORT: '1317', // … and Cosmos REST
  OPTCHAIN_TESTNET_RPC_PORT: '26667', // the devnet's optchain-testnet-1 node
  OPTCHAIN_TESTNET_REST_PORT: '1327',
};

/**
 * `env` with every port set and the addresses derived from them, each unless it is given:
 * `API_URL` (where both apps and the partner example send `/api`) from `PORT`, `WEB_URL` (the
 * links the API mails) from `WEB_PORT`, `CONSENT_URL` (the consent app, for the API and the
 * partner example) from `CONSENT_PORT`. The wallet app's link to the consent app is built in
 * (`VITE_CONSENT_URL`): it follows when the consent app moves, and is left alone otherwise, so a
 * plain start reuses the build `pnpm build` made. The OptChain nodes' ports and the API's URLs
 * of them: optchainEnv.
 */
/**
 * The API is a client of the devnet OptChain nodes `npm start` runs (apps/optchain): `OPT_RPC_URL`
 * / `OPT_REST_URL` and `OPT_TESTNET_RPC_URL` / `OPT_TESTNET_REST_URL` follow their ports (given
 * ones win: `OPT_RPC_URL=https://rpc.example.org` serves OPT from another node, `off` none).
 * With `DATA_DIR` given, the nodes keep their chains under it too (`<DATA_DIR>/optchain`,
 * `<DATA_DIR>/optchain-testnet`), so one directory holds the whole devnet.
 */
function optchainEnv(given, ports) {
  const local = (port) => `http://127.0.0.1:${port}`;
  const dataDir = given('DATA_DIR');
  return {
    OPT_RPC_URL: given('OPT_RPC_URL') ?? local(ports.OPTCHAIN_RPC_PORT),
    OPT_REST_URL: given('OPT_REST_URL') ?? local(ports.OPTCHAIN_REST_PORT),
    OPT_TESTNET_RPC_URL: given('OPT_TESTNET_RPC_URL') ?? local(ports.OPTCHAIN_TESTNET_RPC_PORT),
    OPT_TESTNET_REST_URL: given('OPT_TESTNET_REST_URL') ?? local(ports.OPTCHAIN_TESTNET_REST_PORT),
    ...(dataDir && !given('OPTCHAIN_DATA_DIR')
      ? { OPTCHAIN_DATA_DIR: `${dataDir.replace(/\/$/, '')}/optchain` }
      : {}),
  };
}

export function productEnv(env) {
  const given = (name) => (env[name] ? env[name] : undefined);
  const ports = Object.fromEntries(
    Object.entries(DEFAULT_PORTS).map(([name, port]) => [name, given(name) ?? port]),
  );
  const local = (port) => `http://localhost:${port}`;
  const consentUrl = given('CONSENT_URL') ?? local(ports.CONSENT_PORT);
  const consentMoved = given('CONSENT_URL') !== undefined || given('CONSENT_PORT') !== undefined;
  const wallet = given('VITE_CONSENT_URL') ?? (consentMoved ? consentUrl : undefined);
  return {
    ...env,
    ...ports,
    API_URL: given('API_URL') ?? local(ports.PORT),
    WEB_URL: given('WEB_URL') ?? local(ports.WEB_PORT),
    CONSENT_URL: consentUrl,
    ...(wallet ? { VITE_CONSENT_URL: wallet } : {}),
    ...optchainEnv(given, ports),
  };
}
