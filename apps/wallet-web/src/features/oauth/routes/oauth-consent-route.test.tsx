import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { renderMoney, serve, signIn } from '../../../test/money-harness';
import { Component as OAuthConsentRoute } from './oauth-consent-route';

const QUERY = '?client_id=partner&redirect_uri=https://partner.example/cb&scopes=profile&state=s1';

describe('the wallet app’s /oauth-consent', () => {
  beforeEach(() => signIn());
  afterEach(() => vi.restoreAllMocks());

  it('without PKCE says why it cannot continue, and asks the server nothing', async () => {
    const calls = serve({});
    await renderMoney(<OAuthConsentRoute />, `/oauth-consent${QUERY}`, '/oauth-consent');
    await expect
      .element(page.getByRole('heading', { name: 'We can’t continue with this request' }))
      .toBeVisible();
    await expect
      .element(page.getByRole('alert'))
      .toHaveTextContent('The request carries no PKCE code challenge');
    expect(page.getByRole('button', { name: 'Authorize' }).elements()).toHaveLength(0);
    expect(calls.filter((call) => call.path.startsWith('/oauth'))).toHaveLength(0);
  });
});
