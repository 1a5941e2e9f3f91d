import { afterEach, describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { env } from '../../../config/env';
import { Component as HelpRoute } from './help-route';

describe('/help-support', () => {
  const configured = env.VITE_SUPPORT_EMAIL;
  afterEach(() => {
    env.VITE_SUPPORT_EMAIL = configured;
  });

  it('mails the configured support address (VITE_SUPPORT_EMAIL)', async () => {
    env.VITE_SUPPORT_EMAIL = 'help@wallet.example.com';
    const screen = await render(<HelpRoute />);
    await expect
      .element(screen.getByRole('link', { name: 'help@wallet.example.com' }))
      .toHaveAttribute('href', 'mailto:help@wallet.example.com');
  });

  it('by default, the product’s own mail domain', async () => {
    const screen = await render(<HelpRoute />);
    await expect
      .element(screen.getByRole('link', { name: 'support@optwallet.dev' }))
      .toHaveAttribute('href', 'mailto:support@optwallet.dev');
  });
});
