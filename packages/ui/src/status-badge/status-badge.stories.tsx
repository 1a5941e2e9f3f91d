import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { StatusBadge } from './status-badge';

const meta = {
  title: 'Display/StatusBadge',
  component: StatusBadge,
  args: { status: 'pending' },
  argTypes: {
    status: {
      control: 'inline-radio',
      options: ['pending', 'success', 'failed', 'cancelled', 'fail'],
    },
  },
} satisfies Meta<typeof StatusBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Pending: Story = {};
export const Success: Story = { args: { status: 'success' } };
export const Failed: Story = { args: { status: 'failed' } };
export const Cancelled: Story = { args: { status: 'cancelled' } };

export const RawFailMapsToFailed: Story = {
  args: { status: 'fail' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Failed')).toHaveAttribute('data-status', 'failed');
  },
};

export const AllStatuses: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
      <StatusBadge status="pending" />
      <StatusBadge status="success" />
      <StatusBadge status="failed" />
      <StatusBadge status="cancelled" />
    </div>
  ),
};
