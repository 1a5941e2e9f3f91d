import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { useForm } from 'react-hook-form';
import { json, renderMoney, serve, signIn } from '../test/money-harness';
import { CountryField } from './country-field';

function CountryForm() {
  const form = useForm<{ country: string | null }>({ defaultValues: { country: null } });
  return (
    <CountryField control={form.control} name="country" label="Country" placeholder="Choose" />
  );
}

describe('CountryField', () => {
  beforeEach(() => signIn());
  afterEach(() => vi.restoreAllMocks());

  it('lists a blocked country and says it is not available the moment it is picked', async () => {
    serve({
      'GET /countries': json([
        { code: 'CU', name: 'Cuba', dial_code: '+53', blocked: true },
        { code: 'DE', name: 'Germany', dial_code: '+49', blocked: false },
      ]),
    });
    await renderMoney(<CountryForm />);
    await page.getByRole('button', { name: 'Country' }).click();
    await page.getByRole('option', { name: 'Germany' }).click();
    expect(page.getByText('OptWallet is not available in this country').elements()).toHaveLength(0);
    await page.getByRole('button', { name: 'Country' }).click();
    await page.getByRole('option', { name: 'Cuba' }).click();
    await expect
      .element(page.getByText('OptWallet is not available in this country'))
      .toBeVisible();
  });
});
