import { afterEach, describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { renderMoney, serve } from '../../../test/money-harness';
import { Component as PayLanding } from './pay-landing-route';

const open = (link: string) => renderMoney(<PayLanding />, link, '/pay/:username');

describe('a payment link opened signed out', () => {
  afterEach(() => vi.restoreAllMocks());

  it('says who asks for what, and signing in comes back to the link', async () => {
    const calls = serve({});
    const { router } = await open('/pay/ana?amount=5&token=OPT&memo=for+lunch');
    await expect.element(page.getByRole('heading', { name: 'Pay @ana' })).toBeVisible();
    await expect.element(page.getByText('@ana asks you for 5 OPT.')).toBeVisible();
    await expect.element(page.getByText('Memo: “for lunch”')).toBeVisible();
    await expect
      .element(page.getByRole('link', { name: 'Create an account' }))
      .toHaveAttribute(
        'href',
        '/signup?next=%2Fpay%2Fana%3Famount%3D5%26token%3DOPT%26memo%3Dfor%2Blunch',
      );
    await page.getByRole('button', { name: 'Sign in to pay' }).click();
    expect(`${router.pathname}${router.search}`).toBe(
      '/login?next=%2Fpay%2Fana%3Famount%3D5%26token%3DOPT%26memo%3Dfor%2Blunch',
    );
    // Nothing about the person is public: the page is the link alone.
    expect(calls).toEqual([]);
  });

  it('names a bad amount before any sign-in, never showing another number', async () => {
    serve({});
    await open('/pay/ana?amount=1e3&token=USDC');
    await expect
      .element(page.getByRole('alert'))
      .toHaveTextContent('“1e3” is not an amount we can read, so nothing was filled in.');
    await expect.element(page.getByText('asks you for')).not.toBeInTheDocument();
  });
});
