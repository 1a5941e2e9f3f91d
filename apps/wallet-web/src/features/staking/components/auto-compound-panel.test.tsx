import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { json, renderMoney, serve, signIn } from '../../../test/money-harness';
import { AutoCompoundPanel } from './auto-compound-panel';

const PATH = '/wallets/w1/autoCompound/optchain-1';
const OFF = {
  status: 'off',
  cap: null,
  capLeft: null,
  defaultCap: '120',
  minimum: '0.0175',
  validators: [],
  notCompounded: [],
  expiresAt: null,
  lastRunAt: null,
  lastCompounded: null,
  totalCompounded: '0',
};
const ON = {
  ...OFF,
  status: 'on',
  cap: '120',
  capLeft: '119.6875',
  validators: [{ address: 'optvaloper1aurora', moniker: 'aurora' }],
  expiresAt: '2027-11-29T12:00:00.000Z',
  lastRunAt: '2026-11-29T12:05:00.000Z',
  lastCompounded: '0.3125',
  totalCompounded: '0.3125',
};

/** The server's state: a change answers the new state, which later reads answer too. */
function server(first: object, after: object, change: 'PUT' | 'DELETE') {
  let current = first;
  return serve({
    [`GET ${PATH}`]: () => json(current),
    [`${change} ${PATH}`]: () => json((current = after)),
  });
}

const panel = () =>
  renderMoney(<AutoCompoundPanel walletId="w1" chainId="optchain-1" stakedWith={['aurora']} />);
const toggle = () => page.getByRole('switch', { name: 'Auto-compound rewards' });

describe('the auto-compound switch', () => {
  beforeEach(async () => {
    await page.viewport(1280, 900);
    signIn();
  });
  afterEach(() => vi.restoreAllMocks());

  it('turns on with the cap offered and the wallet key, then shows the cap and that it has not run yet', async () => {
    const calls = server(
      OFF,
      { ...ON, capLeft: '120', lastRunAt: null, lastCompounded: null },
      'PUT',
    );
    await panel();
    await expect.element(toggle()).not.toBeChecked();
    await toggle().click();
    await expect.element(page.getByRole('textbox', { name: 'Cap (OPT)' })).toHaveValue('120');
    await expect.element(page.getByText('stake your rewards again with Aurora')).toBeVisible();
    await page.getByLabelText('Wallet key').fill('Wallet#2026');
    await page.getByRole('button', { name: 'Turn on' }).click();
    await expect.element(toggle()).toBeChecked();
    await expect
      .element(page.getByTestId('compound-cap'))
      .toHaveTextContent('120 OPT (120 OPT left)');
    await expect.element(page.getByTestId('compound-last-run')).toHaveTextContent('Not yet');
    await expect.element(page.getByTestId('compound-validators')).toHaveTextContent('Aurora');
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
      cap: '120',
      walletPasscode: 'Wallet#2026',
    });
  });

  it('shows when it last ran and what it compounded, and turns off with the wallet key (DELETE)', async () => {
    const calls = server(ON, { ...ON, status: 'off', validators: [] }, 'DELETE');
    await panel();
    await expect.element(toggle()).toBeChecked();
    await expect.element(page.getByTestId('compound-last-amount')).toHaveTextContent('0.3125 OPT');
    await expect.element(page.getByTestId('compound-last-run')).toHaveTextContent('2026');
    await toggle().click();
    await expect
      .element(page.getByRole('heading', { name: 'Turn off auto-compound' }))
      .toBeVisible();
    await page.getByLabelText('Wallet key').fill('Wallet#2026');
    await page.getByRole('button', { name: 'Turn off' }).click();
    await expect.element(toggle()).not.toBeChecked();
    await expect.element(page.getByText('Compounded so far: 0.3125 OPT.')).toBeVisible();
    expect(calls.find((c) => c.method === 'DELETE')?.body).toEqual({
      walletPasscode: 'Wallet#2026',
    });
  });

  it('reads the cap as every amount is: "-5" is refused with its message, "1,000.50" is sent as 1000.50', async () => {
    const calls = server(OFF, { ...ON, cap: '1000.5', capLeft: '1000.5' }, 'PUT');
    await panel();
    await toggle().click();
    const cap = page.getByRole('textbox', { name: 'Cap (OPT)' });
    await cap.fill('-5');
    await page.getByLabelText('Wallet key').fill('Wallet#2026');
    await page.getByRole('button', { name: 'Turn on' }).click();
    await expect.element(page.getByText('Amount cannot be negative')).toBeVisible();
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
    await cap.fill('1,000.50');
    await page.getByRole('button', { name: 'Turn on' }).click();
    await expect.element(toggle()).toBeChecked();
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
      cap: '1000.50',
      walletPasscode: 'Wallet#2026',
    });
  });

  it('puts a wrong wallet key under its field and stays off', async () => {
    serve({
      [`GET ${PATH}`]: json(OFF),
      [`PUT ${PATH}`]: json(
        { message: 'Invalid wallet key', errors: { walletPasscode: ['Invalid wallet key'] } },
        400,
      ),
    });
    await panel();
    await toggle().click();
    await page.getByLabelText('Wallet key').fill('Wrong#2026');
    await page.getByRole('button', { name: 'Turn on' }).click();
    await expect.element(page.getByText('Invalid wallet key')).toBeVisible();
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect.element(toggle()).not.toBeChecked();
  });

  it('is disabled and says so where the server has no restake account', async () => {
    serve({ [`GET ${PATH}`]: json({ ...OFF, status: 'unavailable' }) });
    await panel();
    await expect.element(toggle()).toBeDisabled();
    await expect
      .element(page.getByText('Auto-compound rewards is not available on this server.'))
      .toBeVisible();
  });
});
