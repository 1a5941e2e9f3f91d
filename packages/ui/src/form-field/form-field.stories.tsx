import type { Meta, StoryObj } from '@storybook/react-vite';
import { Mail, Search } from 'lucide-react';
import { expect } from 'storybook/test';
import { TextField } from '../text-field/text-field';
import { FormField } from './form-field';

const meta = {
  title: 'Forms/FormField',
  component: FormField,
  args: {
    label: 'Email',
    children: <TextField type="email" placeholder="you@example.com" leading={<Mail />} />,
  },
  decorators: [(Story) => <div style={{ maxWidth: 420 }}>{Story()}</div>],
} satisfies Meta<typeof FormField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const WithHint: Story = {
  args: { hint: 'We never share your email.' },
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('Email');
    await expect(input).toHaveAccessibleDescription('We never share your email.');
    await expect(input).not.toHaveAttribute('aria-invalid');
  },
};

export const WithError: Story = {
  args: { hint: 'We never share your email.', error: 'Invalid email', required: true },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: /Email/ });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toBeRequired();
    await expect(input).toHaveAccessibleDescription('We never share your email. Invalid email');
    await expect(canvas.getByRole('alert')).toHaveTextContent('Invalid email');
  },
};

export const Disabled: Story = { args: { disabled: true } };

export const HiddenLabel: Story = {
  args: {
    label: 'Search contact here',
    hideLabel: true,
    children: <TextField placeholder="Search contact here" leading={<Search />} />,
  },
};

export const LongTexts: Story = {
  args: {
    label: 'A label that is much longer than usual because translations can be long',
    hint: 'A hint that wraps onto several lines on a narrow phone screen so we can check it breaks cleanly.',
    error: 'Minimum 8 characters, with at least one special character such as ! @ # $ %',
  },
};
