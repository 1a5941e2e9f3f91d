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

/** A comma becomes the decimal point and letters drop; digits past the token's decimals stay, for the form to refuse with its message. */
export const CleansTypedInput: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const input = canvas.getByRole('textbox', { name: 'Amount' });
    await userEvent.type(input, '1,1234567abc');
    await expect(input).toHaveValue('1.1234567');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('1.1234567');
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
