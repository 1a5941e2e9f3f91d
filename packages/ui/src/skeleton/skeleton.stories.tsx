import type { Meta, StoryObj } from '@storybook/react-vite';
import { Skeleton, SkeletonText } from './skeleton';

const meta = {
  title: 'Feedback/Skeleton',
  component: Skeleton,
  args: { width: 240, height: 16 },
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Block: Story = {};

export const Circle: Story = { args: { shape: 'circle', width: 48, height: 48 } };

export const Text: Story = { render: () => <SkeletonText lines={4} style={{ maxWidth: 360 }} /> };

export const DashboardLoading: Story = {
  render: () => (
    <div
      aria-busy="true"
      aria-label="Loading dashboard"
      role="region"
      style={{ display: 'grid', gap: 16, maxWidth: 640 }}
    >
      <Skeleton height={120} style={{ borderRadius: 16 }} />
      {Array.from({ length: 4 }, (_, i) => (
        <div key={i} style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
          <Skeleton shape="circle" />
          <div style={{ flex: 1 }}>
            <SkeletonText lines={2} />
          </div>
          <Skeleton width={80} />
        </div>
      ))}
    </div>
  ),
};
