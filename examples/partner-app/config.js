/** Everything the partner app needs to know about OptWallet, from the environment. */
const port = Number(process.env.PARTNER_PORT ?? 5175);

export const config = {
  port,
  /** Where this app is reachable; the redirect URI registered with OptWallet derives from it. */
  selfUrl: process.env.PARTNER_URL ?? `http://localhost:${port}`,
  /**
   * OptWallet's issuer: everything else (the consent page, token, userinfo, keys, revocation)
   * comes from `{ISSUER_URL}/.well-known/openid-configuration`. It is the API's public origin.
   */
  issuerUrl: process.env.ISSUER_URL ?? process.env.API_URL ?? 'http://localhost:8787',
  clientId: process.env.PARTNER_CLIENT_ID ?? 'partner-example',
  /** Set for a confidential client (registered with --confidential); unset, the app is public. */
  clientSecret: process.env.PARTNER_CLIENT_SECRET || undefined,
  scopes: process.env.PARTNER_SCOPES ?? 'openid offline_access profile:basic email',
};

export const redirectUri = `${config.selfUrl}/callback`;
