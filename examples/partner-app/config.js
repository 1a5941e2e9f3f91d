/** Everything the partner app needs to know about OptWallet, from the environment. */
const port = Number(process.env.PARTNER_PORT ?? 5175);

export const config = {
  port,
  /** Where this app is reachable; the redirect URI registered with OptWallet derives from it. */
  selfUrl: process.env.PARTNER_URL ?? `http://localhost:${port}`,
  /** Where users are sent to consent: OptWallet's standalone consent app (`pnpm start` serves it on :5174). */
  consentUrl: process.env.CONSENT_URL ?? 'http://localhost:5174',
  /** The OptWallet API (code exchange, profile). */
  apiUrl: process.env.API_URL ?? 'http://localhost:8787',
  clientId: process.env.PARTNER_CLIENT_ID ?? 'partner-example',
  scopes: process.env.PARTNER_SCOPES ?? 'profile:basic email',
};

export const redirectUri = `${config.selfUrl}/callback`;
