import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { FormField } from '../form-field/form-field';
import { TextArea } from './text-area';

const meta = {
  title: 'Forms/TextArea',
  component: TextArea,
  args: { placeholder: 'Tell people about yourself' },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 480 }}>
        <FormField label="Bio">{Story()}</FormField>
      </div>
    ),
  ],
} satisfies Meta<typeof TextArea>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const WithCount: Story = {
  args: { maxLength: 160, showCount: true },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Bio' }), 'Hello');
    await expect(canvas.getByText('5 / 160')).toBeInTheDocument();
  },
};

export const Invalid: Story = { args: { invalid: true, defaultValue: 'x' } };

export const Disabled: Story = { args: { disabled: true, defaultValue: 'Read only bio' } };

export const LongText: Story = {
  args: {
    defaultValue:
      'Builder, runner and occasional validator operator. '.repeat(8) +
      'Averylongwordwithoutanyspacesthatmustwrapinsteadofoverflowingthebox.',
  },
};
