import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { FormField } from '../form-field/form-field';
import { PasswordField } from './password-field';

const meta = {
  title: 'Forms/PasswordField',
  component: PasswordField,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 420 }}>
        <FormField label="Password" hint="At least 8 characters with one special character">
          {Story()}
        </FormField>
      </div>
    ),
  ],
} satisfies Meta<typeof PasswordField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const ShowAndHide: Story = {
  args: { defaultValue: 's3cret!pass' },
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByLabelText('Password');
    await expect(input).toHaveAttribute('type', 'password');
    await userEvent.click(canvas.getByRole('button', { name: 'Show password' }));
    await expect(input).toHaveAttribute('type', 'text');
    const hide = canvas.getByRole('button', { name: 'Hide password' });
    await expect(hide).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(hide);
    await expect(input).toHaveAttribute('type', 'password');
  },
};

export const Invalid: Story = { args: { invalid: true, defaultValue: 'short' } };

export const Disabled: Story = { args: { disabled: true, defaultValue: 'password!' } };
