import type { Meta, StoryObj } from '@storybook/react-vite';
import { Inbox, Search, Users } from 'lucide-react';
import { Button } from '../button/button';
import { EmptyState } from './empty-state';

const meta = {
  title: 'Feedback/EmptyState',
  component: EmptyState,
  args: {
    icon: <Users />,
    title: 'No Contacts in Your Network',
    description: 'Invite friends to send them tokens in one tap.',
  },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const WithAction: Story = { args: { action: <Button>Copy Invite Link</Button> } };

export const SearchPrompt: Story = {
  args: { icon: <Search />, title: 'Search Contact Here', description: undefined, size: 'sm' },
};

export const NoNotifications: Story = {
  args: {
    icon: <Inbox />,
    title: 'You’re all caught up',
    description: 'New notifications will appear here.',
  },
};

export const LongText: Story = {
  args: {
    title: 'A much longer empty-state title that needs to wrap over two lines on phones',
    description:
      'And a description that goes on for a while to check that the width cap keeps lines readable rather than stretching across the whole screen.',
  },
  globals: { viewport: { value: 'narrow', isRotated: false } },
};
