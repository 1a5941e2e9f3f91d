import type { Config } from '../../config/env';
import { appOrigins } from '../../lib/app-origins';

type RelyingPartyConfig = Pick<Config, 'webUrl' | 'consentUrl' | 'devnet' | 'webauthnRpId'>;

/** A host is under a relying party id when it is that domain or one of its subdomains. */
const isUnder = (host: string, rpId: string) => host === rpId || host.endsWith(`.${rpId}`);

/**
 * The relying party id a new challenge names. In production always the configured one
 * (WEBAUTHN_RP_ID, else WEB_URL's host), so a passkey works from the wallet and the consent app
 * alike. In devnet the apps answer under every loopback name, and a passkey is bound to the name
 * the browser used: the request's own app origin decides (http://localhost:5173 → `localhost`).
 * Browsers refuse WebAuthn on an IP address over http, so on http://127.0.0.1 the prompt fails
 * in the browser, not here.
 */
export function relyingPartyId(config: RelyingPartyConfig, origin: string | undefined): string {
  if (config.devnet && origin && appOrigins(config).includes(origin)) {
    return new URL(origin).hostname;
  }
  return config.webauthnRpId;
}

/** The app origins whose answers are taken for this relying party id. */
export function passkeyOrigins(config: RelyingPartyConfig, rpId: string): string[] {
  return appOrigins(config).filter((origin) => isUnder(new URL(origin).hostname, rpId));
}
