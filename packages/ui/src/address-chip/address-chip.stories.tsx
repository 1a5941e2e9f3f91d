import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, spyOn } from 'storybook/test';
import { SAMPLE_ADDRESS, SAMPLE_EVM_ADDRESS } from '../internal/story-fixtures';
import { AddressChip } from './address-chip';

const meta = {
  title: 'Wallet/AddressChip',
  component: AddressChip,
  args: { address: SAMPLE_ADDRESS },
} satisfies Meta<typeof AddressChip>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Native: Story = {
  play: async ({ canvas, userEvent }) => {
    const writeText = spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    await expect(canvas.getByText('opt1qx...a8e', { exact: false })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Copy address' }));
    await expect(writeText).toHaveBeenCalledWith(SAMPLE_ADDRESS);
  },
};

export const Evm: Story = { args: { address: SAMPLE_EVM_ADDRESS } };

export const NotCopyable: Story = { args: { copyable: false } };
