import { createApiClient, createMemorySessionStore } from '@optwallet/api-client';
import { STORAGE_KEYS } from '@optwallet/domain';

/** The seeded demo account (apps/api/README.md): a funded wallet, so /dashboard shows real data. */
const DEMO = { identifier: 'demo@optwallet.dev', password: 'OptWallet#2026' };

export interface TokenSet {
  access_token: string;
  refresh_token: string;
  expires_in: number;
}

/** Signs the demo user in through the real API, reading the 2-step code from the devnet outbox. */
export async function signInDemo(apiUrl: string): Promise<TokenSet> {
  const api = createApiClient({
    baseUrl: `${apiUrl}/api`,
    sessionStore: createMemorySessionStore(),
  });
  const login = await api.auth.login({ type: 'email', ...DEMO });
  if (!login.two_factor) return login;
  const [mail] = (await api.dev.outbox(login.identifier)).data;
  return api.auth.authCodeLogin({ identifier: login.identifier, authCode: mail?.code ?? '' });
}

/** The token set where the app keeps it (STORAGE_KEYS of @optwallet/domain), fresh activity. */
export function storeSessionScript(tokens: TokenSet): string {
  const entries = {
    [STORAGE_KEYS.accessToken]: tokens.access_token,
    [STORAGE_KEYS.refreshToken]: tokens.refresh_token,
    [STORAGE_KEYS.expiresAt]: String(Date.now() + tokens.expires_in * 1000),
    [STORAGE_KEYS.lastActivityTime]: String(Date.now()),
  };
  return `for (const [k, v] of Object.entries(${JSON.stringify(entries)})) localStorage.setItem(k, v);`;
}
