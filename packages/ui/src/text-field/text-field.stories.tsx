import type { Meta, StoryObj } from '@storybook/react-vite';
import { Search } from 'lucide-react';
import { expect } from 'storybook/test';
import { FormField } from '../form-field/form-field';
import { TextField } from './text-field';

const meta = {
  title: 'Forms/TextField',
  component: TextField,
  args: { placeholder: 'Display name' },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 420 }}>
        <FormField label="Display name">{Story()}</FormField>
      </div>
    ),
  ],
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: 'Display name' });
    await userEvent.type(input, 'Ada Lovelace');
    await expect(input).toHaveValue('Ada Lovelace');
  },
};

export const WithLeadingIcon: Story = { args: { leading: <Search />, placeholder: 'Search' } };

export const WithTrailingUnit: Story = {
  args: { trailing: <span>OPT</span>, defaultValue: '12.5' },
};

export const Invalid: Story = { args: { invalid: true, defaultValue: 'x' } };

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'Ada' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox')).toBeDisabled();
  },
};

export const Large: Story = { args: { size: 'lg' } };

export const LongValue: Story = {
  args: {
    defaultValue:
      'A very long display name that keeps going past the edge of the field to check overflow',
  },
};
