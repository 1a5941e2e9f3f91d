import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import {
  TOKENS,
  json,
  renderMoney,
  serve,
  signIn,
  type RecordedCall,
} from '../../../test/money-harness';
import { Component as CreateValidatorRoute } from './create-validator-route';

const creations = (calls: RecordedCall[]) =>
  calls.filter((c) => c.path === '/wallets/w1/createValidator');

async function fill(moniker: string, amount: string, fee: string) {
  await page.getByRole('textbox', { name: 'Validator name (moniker)' }).fill(moniker);
  await page.getByRole('textbox', { name: 'Self-stake' }).fill(amount);
  await page.getByRole('textbox', { name: 'Commission (%)' }).fill(fee);
  await page.getByLabelText('Wallet key').fill('Wallet#2026');
  await page.getByRole('button', { name: 'Create validator' }).click();
}

describe('create validator', () => {
  beforeEach(() => signIn());
  afterEach(() => vi.restoreAllMocks());

  it('checks the form first, then sends the commission as a fraction and shows the result', async () => {
    const calls = serve({
      'GET /wallets/w1/tokens': json(TOKENS),
      'POST /wallets/w1/createValidator': json({
        amount: '50',
        blockExplorerLink: '/explorer/tx/V1',
        gasFee: '0.05',
        moniker: 'Kestrel',
        transactionHash: 'V1HASH',
      }),
    });
    await renderMoney(<CreateValidatorRoute />);
    await fill('k'.repeat(71), '500', '120');
    await expect.element(page.getByText('Insufficient balance')).toBeVisible();
    await expect.element(page.getByText('Enter a commission between 0 and 100')).toBeVisible();
    expect(creations(calls)).toHaveLength(0);
    await fill('Kestrel', '50', '7.5');
    await expect.element(page.getByRole('heading', { name: 'Validator created' })).toBeVisible();
    await expect
      .element(page.getByRole('link', { name: 'View on explorer' }))
      .toHaveAttribute('href', '/explorer/tx/V1');
    expect(creations(calls)[0]?.body).toEqual({
      moniker: 'Kestrel',
      amount: '50',
      fee: '0.075',
      walletPasscode: 'Wallet#2026',
    });
  });

  it("says 'Failed to create validator' when the chain refuses", async () => {
    serve({
      'GET /wallets/w1/tokens': json(TOKENS),
      'POST /wallets/w1/createValidator': json({ message: 'Moniker already taken' }, 409),
    });
    await renderMoney(<CreateValidatorRoute />);
    await fill('Kestrel', '50', '5');
    await expect
      .element(page.getByText('Failed to create validator', { exact: true }).first())
      .toBeVisible();
    // The reason stands at the field it is about, not appended to the catalogue text.
    await expect.element(page.getByText('Moniker already taken')).toBeVisible();
    expect(page.getByText(/Failed to create validator:/).elements()).toHaveLength(0);
  });
});
