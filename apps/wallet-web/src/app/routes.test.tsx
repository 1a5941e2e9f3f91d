import { QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { i18n } from '../i18n/i18n';
import { queryClient } from '../lib/query-client';
import { signedOutRoutes } from './routes';

function renderAt(path: string) {
  const router = createMemoryRouter(signedOutRoutes, { initialEntries: [path] });
  return {
    router,
    screen: render(
      <I18nextProvider i18n={i18n}>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </I18nextProvider>,
    ),
  };
}

describe('signed-out routes', () => {
  it.each(['/', '/somewhere-unknown', '/dashboard'])(
    '%s leads to the login screen',
    async (path) => {
      const { router, screen } = renderAt(path);
      await expect
        .element((await screen).getByRole('heading', { name: 'Sign in to OptWallet' }))
        .toBeVisible();
      expect(router.state.location.pathname).toBe('/login');
    },
  );

  it('/c/{code} leads to sign-up with that referral code', async () => {
    const { router, screen } = renderAt('/c/ana_w');
    await expect.element((await screen).getByText('Invited by ana_w')).toBeVisible();
    expect(router.state.location.pathname).toBe('/signup');
    expect(router.state.location.search).toBe('?referral=ana_w');
  });

  it('/oauth shows the login screen while signed out', async () => {
    const { router, screen } = renderAt(
      '/oauth?client_id=x&redirect_uri=https://partner.example/cb',
    );
    await expect
      .element((await screen).getByRole('heading', { name: 'Sign in to OptWallet' }))
      .toBeVisible();
    expect(router.state.location.pathname).toBe('/oauth');
  });

  it('/404 says Page Not Found with Go Home', async () => {
    const { screen } = renderAt('/404');
    const s = await screen;
    await expect.element(s.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
    await expect.element(s.getByRole('button', { name: 'Go Home' })).toBeVisible();
  });

  it('the login form shows the catalogue messages and sends nothing when empty', async () => {
    const { screen } = renderAt('/login');
    const s = await screen;
    await s.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect.element(s.getByText('Email or phone number is required')).toBeVisible();
    await expect.element(s.getByText('Password is required')).toBeVisible();
  });
});
