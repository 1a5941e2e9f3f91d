import { TOKEN_DECIMALS } from '@optwallet/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import { FormField } from '../form-field/form-field';
import { AmountField, type AmountFieldProps } from './amount-field';

function Controlled(props: AmountFieldProps) {
  const [value, setValue] = useState(props.value);
  return (
    <AmountField
      {...props}
      value={value}
      onValueChange={(next) => {
        setValue(next);
        props.onValueChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Forms/AmountField',
  component: AmountField,
  args: { value: '', decimals: TOKEN_DECIMALS.OPT, symbol: 'OPT', onValueChange: fn() },
  render: (args) => <Controlled {...args} />,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 420 }}>
        <FormField label="Amount" hint="Available: 1,250.5 OPT">
          {Story()}
        </FormField>
      </div>
    ),
  ],
} satisfies Meta<typeof AmountField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Nothing typed is dropped or read as another number: the form refuses what is not an amount. */
export const KeepsWhatWasTyped: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const input = canvas.getByRole('textbox', { name: 'Amount' });
    await userEvent.type(input, '-1e3abc');
    await expect(input).toHaveValue('-1e3abc');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('-1e3abc');
  },
};

/** On blur an amount with one reading shows as that reading: the same number, as it is sent. */
export const ShowsItsReadingOnBlur: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const input = canvas.getByRole('textbox', { name: 'Amount' });
    await userEvent.type(input, '1,000.50');
    await expect(input).toHaveValue('1,000.50');
    await userEvent.tab();
    await expect(input).toHaveValue('1000.50');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('1000.50');
  },
};

export const WithMax: Story = {
  args: { max: '1250.5' },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Max' }));
    await expect(canvas.getByRole('textbox', { name: 'Amount' })).toHaveValue('1250.5');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('1250.5');
  },
};

export const EvmToken: Story = {
  args: { symbol: 'USDC', decimals: TOKEN_DECIMALS.USDC, value: '99.99', max: '100' },
};

export const Invalid: Story = { args: { value: '99999', invalid: true, max: '1250.5' } };

export const Disabled: Story = { args: { value: '10', disabled: true, max: '1250.5' } };
