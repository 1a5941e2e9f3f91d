import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Checkbox } from '../checkbox/checkbox';
import { CodeForm } from './code-form';

const meta = {
  title: 'Forms/CodeForm',
  component: CodeForm,
  args: {
    label: 'Verification code',
    submitLabel: 'Verify',
    incompleteMessage: 'Please enter the 6-digit code',
    digitLabel: (index, total) => `Digit ${index + 1} of ${total}`,
    onSubmit: fn(() => Promise.resolve()),
  },
  decorators: [(Story) => <div style={{ maxWidth: 420 }}>{Story()}</div>],
} satisfies Meta<typeof CodeForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const WithRememberMe: Story = {
  args: { children: <Checkbox label="Remember this device for 30 days" /> },
};

export const IncompleteCode: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByLabelText('Digit 1 of 6'));
    await userEvent.keyboard('12');
    await userEvent.click(canvas.getByRole('button', { name: 'Verify' }));
    await expect(canvas.getByText('Please enter the 6-digit code')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const WrongCode: Story = {
  args: {
    onSubmit: fn(() => Promise.reject(new Error('Invalid code'))),
    onError: () => 'That code is not valid. Try again.',
  },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByLabelText('Digit 1 of 6'));
    await userEvent.keyboard('123456');
    await userEvent.click(canvas.getByRole('button', { name: 'Verify' }));
    await expect(args.onSubmit).toHaveBeenCalledWith('123456');
    await expect(await canvas.findByText('That code is not valid. Try again.')).toBeVisible();
    await expect(canvas.getByLabelText('Digit 1 of 6')).toHaveValue('');
  },
};
