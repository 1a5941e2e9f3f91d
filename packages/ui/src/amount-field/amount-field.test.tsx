import { useState } from 'react';
import { userEvent } from 'vitest/browser';
import { describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { FormField } from '../form-field/form-field';
import { AmountField } from './amount-field';

function Field({ onValueChange, max }: { onValueChange: (value: string) => void; max?: string }) {
  const [value, setValue] = useState('');
  return (
    <FormField label="Amount">
      <AmountField
        value={value}
        decimals={6}
        symbol="OPT"
        max={max}
        onValueChange={(next) => {
          setValue(next);
          onValueChange(next);
        }}
      />
    </FormField>
  );
}

async function typeInto(text: string, max?: string) {
  const onValueChange = vi.fn();
  const screen = await render(<Field onValueChange={onValueChange} max={max} />);
  const input = screen.getByRole('textbox', { name: 'Amount' });
  await input.click();
  if (text) await userEvent.keyboard(text);
  return { screen, input, onValueChange };
}

describe('AmountField', () => {
  it.each(['1,000.50', '-5', '1e3', '12abc', '1.2.3', '1,000', '1 000'])(
    'shows %j exactly as typed, never another number',
    async (typed) => {
      const { input, onValueChange } = await typeInto(typed);
      await expect.element(input).toHaveValue(typed);
      expect(onValueChange).toHaveBeenLastCalledWith(typed);
    },
  );

  it.each([
    ['1,000.50', '1000.50'],
    [',5', '0.5'],
    ['007', '7'],
    ['1.000,5', '1000.5'],
  ])('shows %j as its reading %j once the user leaves the box', async (typed, reading) => {
    const { input, onValueChange } = await typeInto(typed);
    await userEvent.tab();
    await expect.element(input).toHaveValue(reading);
    expect(onValueChange).toHaveBeenLastCalledWith(reading);
  });

  it.each(['-5', '1e3', '1,000', 'abc'])(
    'leaves %j as typed on blur: it has no one reading',
    async (typed) => {
      const { input } = await typeInto(typed);
      await userEvent.tab();
      await expect.element(input).toHaveValue(typed);
    },
  );

  it('fills the balance with Max, as it is', async () => {
    const { screen, input, onValueChange } = await typeInto('', '1250.5');
    await screen.getByRole('button', { name: 'Max' }).click();
    await expect.element(input).toHaveValue('1250.5');
    expect(onValueChange).toHaveBeenLastCalledWith('1250.5');
  });
});
