import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, waitFor } from 'storybook/test';
import { FormField } from '../form-field/form-field';
import { COUNTRIES } from '../internal/story-fixtures';
import { Select, type SelectProps } from './select';

function Controlled(props: SelectProps) {
  const [value, setValue] = useState(props.value);
  return (
    <Select
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
  title: 'Forms/Select',
  component: Select,
  args: {
    options: COUNTRIES,
    value: null,
    onValueChange: fn(),
    placeholder: 'Select your country',
    searchPlaceholder: 'Search country',
    searchLabel: 'Search country',
    emptyText: 'No country found',
  },
  render: (args) => <Controlled {...args} />,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 420 }}>
        <FormField label="Country">{Story()}</FormField>
      </div>
    ),
  ],
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const SearchAndPick: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Country' }));
    const search = await screen.findByRole('combobox', { name: 'Search country' });
    await userEvent.type(search, 'germ');
    await expect(screen.queryByRole('option', { name: /France/ })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('option', { name: /Germany/ }));
    await expect(args.onValueChange).toHaveBeenCalledWith('DE');
    await expect(canvas.getByRole('button', { name: 'Country' })).toHaveTextContent('Germany');
  },
};

export const KeywordSearch: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Country' }));
    await userEvent.type(await screen.findByRole('combobox'), 'usa');
    await userEvent.keyboard('{Enter}');
    await expect(args.onValueChange).toHaveBeenCalledWith('US');
  },
};

export const NoResults: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Country' }));
    await userEvent.type(await screen.findByRole('combobox'), 'zzzz');
    const empty = await screen.findByText('No country found');
    await waitFor(() => expect(empty).toBeVisible());
  },
};

export const Selected: Story = { args: { value: 'GB' } };

export const Invalid: Story = { args: { invalid: true } };

export const Disabled: Story = { args: { disabled: true, value: 'FR' } };
