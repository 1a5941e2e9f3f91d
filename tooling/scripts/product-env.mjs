// The addresses the processes of `npm start` (and `pnpm dev`) are told, derived in one place so
// that one variable moves a process and everything that talks to it follows. Plain Node: this
// runs before anything is installed.

/** The default port of each process (README, "Quick start"). */
const DEFAULT_PORTS = {
  PORT: '8787', // the API
  WEB_PORT: '5173', // the wallet app
  CONSENT_PORT: '5174', // the consent app
  PARTNER_PORT: '5175', // the partner example
};

/**
 * `env` with every port set and the addresses derived from them, each unless it is given:
 * `API_URL` (where both apps and the partner example send `/api`) from `PORT`, `WEB_URL` (the
 * links the API mails) from `WEB_PORT`, `CONSENT_URL` (the consent app, for the API and the
 * partner example) from `CONSENT_PORT`. The wallet app's link to the consent app is built in
 * (`VITE_CONSENT_URL`): it follows when the consent app moves, and is left alone otherwise, so a
 * plain start reuses the build `pnpm build` made.
 */
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
  };
}
