import type { Config } from '../config/env';

/** The names by which this machine reaches itself over the loopback interface. */
const LOOPBACK_HOSTS = ['localhost', '127.0.0.1', '[::1]'];

/**
 * The origins a mailed link (and so a `redirect_url`) may point at: the web apps' WEB_URL and
 * CONSENT_URL. In devnet an app served on this machine answers under every loopback name, and
 * which one the browser used is the developer's choice (http://127.0.0.1:5173 as well as
 * http://localhost:5173), so each loopback origin counts under the other names too, with its own
 * scheme and port. In production only the configured origins count.
 */
export function appOrigins(config: Pick<Config, 'webUrl' | 'consentUrl' | 'devnet'>): string[] {
  const configured = [config.webUrl, config.consentUrl].map((url) => new URL(url));
  const origins = new Set(configured.map((url) => url.origin));
  if (!config.devnet) return [...origins];
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
