import type { Meta, StoryObj } from '@storybook/react-vite';
import { Inbox } from 'lucide-react';
import { expect, fn } from 'storybook/test';
import { Avatar } from '../avatar/avatar';
import { EmptyState } from '../empty-state/empty-state';
import { NotificationGroup, NotificationItem } from './notification-item';

const meta = {
  title: 'Social/NotificationItem',
  component: NotificationItem,
  args: {
    title: 'Grace Hopper started following you',
    time: '5 min ago',
    unread: true,
    leading: <Avatar name="Grace Hopper" size="sm" alt="" />,
    onClick: fn(),
  },
  decorators: [(Story) => <div style={{ maxWidth: 480 }}>{Story()}</div>],
} satisfies Meta<typeof NotificationItem>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Unread: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const item = canvas.getByRole('button', { name: /Unread: Grace Hopper/ });
    await userEvent.click(item);
    await expect(args.onClick).toHaveBeenCalledOnce();
  },
};

export const Read: Story = { args: { unread: false, time: 'NOV 20, 2026 - 09:15 AM' } };

export const WithBody: Story = {
  args: {
    title: 'You received 12.5 OPT',
    body: 'From opt1qx...a8e. The funds are available in your wallet.',
    leading: undefined,
  },
};

export const GroupedList: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 12 }}>
      <NotificationGroup title="Today">
        <NotificationItem
          {...args}
          title="Grace Hopper started following you"
          time="a few minutes ago"
        />
        <NotificationItem
          {...args}
          unread={false}
          title="You received 12.5 OPT"
          time="2 hr ago"
          leading={undefined}
        />
      </NotificationGroup>
      <NotificationGroup title="Yesterday">
        <NotificationItem
          {...args}
          unread={false}
          title="Rewards distributed: 0.42 OPT"
          time="NOV 19, 2026 - 06:00 PM"
          leading={undefined}
        />
      </NotificationGroup>
      <NotificationGroup title="Last Week">
        <NotificationItem
          {...args}
          unread={false}
          title="Linus Torvalds accepted your invite"
          time="NOV 14, 2026 - 11:02 AM"
          leading={<Avatar name="Linus Torvalds" size="sm" alt="" />}
        />
      </NotificationGroup>
      <NotificationGroup title="Older">
        <NotificationItem
          {...args}
          unread={false}
          title="Unbonding completed: 100 OPT"
          time="October 2, 2026"
          leading={undefined}
        />
      </NotificationGroup>
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Today' })).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Older' })).toHaveTextContent('Unbonding');
  },
};

export const Empty: Story = {
  render: () => <EmptyState icon={<Inbox />} title="No notifications yet" size="sm" />,
};

export const LongText: Story = {
  args: {
    title: 'A contact with a very very long display name that wraps started following you',
    body: 'Averylongunbrokenaddressopt1qxy7h3x0v9l4m8k2d5w3e6r7t8y9u0p2a8eaftertheword',
  },
  globals: { viewport: { value: 'narrow', isRotated: false } },
};
