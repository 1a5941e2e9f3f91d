import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent as baseUserEvent, waitFor } from 'storybook/test';
import { FormField } from '../form-field/form-field';
import { OtpInput, type OtpInputProps } from './otp-input';

function ControlledOtp(props: OtpInputProps) {
  const [value, setValue] = useState(props.defaultValue ?? '');
  return (
    <div style={{ display: 'grid', gap: 12 }}>
      <OtpInput
        {...props}
        value={value}
        onChange={(next) => {
          setValue(next);
          props.onChange?.(next);
        }}
      />
      <output aria-label="Entered code">{value}</output>
    </div>
  );
}

const meta = {
  title: 'Forms/OtpInput',
  component: OtpInput,
  args: { length: 6, onComplete: fn(), onChange: fn(), 'aria-label': 'Verification code' },
  render: (args) => <ControlledOtp {...args} />,
} satisfies Meta<typeof OtpInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const TypingAdvances: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const first = canvas.getByLabelText('Digit 1 of 6');
    await userEvent.click(first);
    await userEvent.keyboard('123456');
    await expect(canvas.getByLabelText('Entered code')).toHaveTextContent('123456');
    await expect(canvas.getByLabelText('Digit 6 of 6')).toHaveFocus();
    await expect(args.onComplete).toHaveBeenCalledWith('123456');
  },
};

export const BackspaceMovesBack: Story = {
  args: { defaultValue: '12' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByLabelText('Digit 3 of 6'));
    await userEvent.keyboard('{Backspace}');
    await expect(canvas.getByLabelText('Digit 2 of 6')).toHaveFocus();
    await expect(canvas.getByLabelText('Entered code')).toHaveTextContent(/^1$/);
    await userEvent.keyboard('{Backspace}');
    await expect(canvas.getByLabelText('Digit 1 of 6')).toHaveFocus();
    await expect(canvas.getByLabelText('Digit 1 of 6')).toHaveValue('');
  },
};

export const PasteFillsAll: Story = {
  play: async ({ canvas, args }) => {
    await baseUserEvent.click(canvas.getByLabelText('Digit 3 of 6'));
    await baseUserEvent.paste('987654');
    await waitFor(() => expect(canvas.getByLabelText('Entered code')).toHaveTextContent('987654'));
    await expect(canvas.getByLabelText('Digit 1 of 6')).toHaveValue('9');
    await expect(args.onComplete).toHaveBeenCalledWith('987654');
  },
};

export const Invalid: Story = {
  args: { defaultValue: '123456', invalid: true },
};

export const Masked: Story = { args: { defaultValue: '1234', mask: true, length: 4 } };

export const Disabled: Story = { args: { disabled: true, defaultValue: '42' } };

export const InFormField: Story = {
  render: (args) => (
    <FormField label="Verification code" hint="We sent a 6-digit code to ada@example.com">
      <ControlledOtp {...args} />
    </FormField>
  ),
};

export const Narrow: Story = {
  globals: { viewport: { value: 'narrow', isRotated: false } },
  decorators: [(Story) => <div style={{ maxWidth: 300 }}>{Story()}</div>],
};
