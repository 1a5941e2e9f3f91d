import type { Config } from '../config/env';

/** The names by which this machine reaches itself over the loopback interface. */
const LOOPBACK_HOSTS = ['localhost', '127.0.0.1', '[::1]'];

type OriginConfig = Pick<Config, 'webUrl' | 'consentUrl' | 'devnet'>;

/**
 * The origins of the apps at these URLs. In devnet an app served on this machine answers under
 * every loopback name, and which one the browser used is the developer's choice
 * (http://127.0.0.1:5173 as well as http://localhost:5173), so each loopback origin counts under
 * the other names too, with its own scheme and port. In production only the configured origins
 * count.
 */
function originsOf(urls: readonly string[], devnet: boolean): string[] {
  const configured = urls.map((url) => new URL(url));
  const origins = new Set(configured.map((url) => url.origin));
  if (!devnet) return [...origins];
  for (const url of configured) {
    if (!LOOPBACK_HOSTS.includes(url.hostname)) continue;
    for (const host of LOOPBACK_HOSTS) {
      const alias = new URL(url);
      alias.hostname = host;
      origins.add(alias.origin);
    }
  }
  return [...origins];
}

/** The origins a mailed link (and so a `redirect_url`) may point at: WEB_URL and CONSENT_URL. */
export function appOrigins(config: OriginConfig): string[] {
  return originsOf([config.webUrl, config.consentUrl], config.devnet);
}

/** Whether a request's Origin header names the wallet app (WEB_URL). */
export function isWalletOrigin(config: OriginConfig, origin: string | undefined): boolean {
  return origin !== undefined && originsOf([config.webUrl], config.devnet).includes(origin);
}

/** Whether a request's Origin header names the consent app (CONSENT_URL). */
export function isConsentOrigin(config: OriginConfig, origin: string | undefined): boolean {
  return origin !== undefined && originsOf([config.consentUrl], config.devnet).includes(origin);
}
