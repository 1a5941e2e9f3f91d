import type { Meta, StoryObj } from '@storybook/react-vite';
import { Card } from './card';

const meta = {
  title: 'Layout/Card',
  component: Card,
  args: {
    children: (
      <>
        <p style={{ margin: 0, fontWeight: 600 }}>Total balance</p>
        <p style={{ margin: '8px 0 0', fontSize: 32, fontWeight: 700 }}>$12,480.22</p>
      </>
    ),
  },
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Small: Story = { args: { padding: 'sm' } };
export const Large: Story = { args: { padding: 'lg' } };
