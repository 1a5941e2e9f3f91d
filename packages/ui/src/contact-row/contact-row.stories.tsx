import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, waitFor } from 'storybook/test';
import { Button } from '../button/button';
import { ConfirmDialog } from '../confirm-dialog/confirm-dialog';
import { SAMPLE_PORTRAIT } from '../internal/story-fixtures';
import { ContactRow } from './contact-row';

const meta = {
  title: 'Social/ContactRow',
  component: ContactRow,
  args: {
    name: 'Grace Hopper',
    username: 'grace',
    following: false,
    onToggleFollow: fn(),
  },
  decorators: [(Story) => <div style={{ maxWidth: 520 }}>{Story()}</div>],
} satisfies Meta<typeof ContactRow>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NotFollowing: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Follow Grace Hopper' }));
    await expect(args.onToggleFollow).toHaveBeenCalledOnce();
  },
};

export const Following: Story = { args: { following: true, avatarSrc: SAMPLE_PORTRAIT } };

export const Busy: Story = {
  args: { busy: true },
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Follow Grace Hopper' });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAttribute('aria-busy', 'true');
  },
};

export const InviteResult: Story = {
  args: {
    name: 'friend@example.com',
    username: undefined,
    action: (
      <Button size="sm" variant="secondary">
        Invite
      </Button>
    ),
  },
};

export const LongName: Story = {
  args: {
    name: 'Grace Brewster Murray Hopper, Rear Admiral',
    username: 'amazing_grace_the_compiler_pioneer',
  },
  globals: { viewport: { value: 'narrow', isRotated: false } },
  decorators: [(Story) => <div style={{ maxWidth: 340 }}>{Story()}</div>],
};

function FollowFlow() {
  const [following, setFollowing] = useState(false);
  const [busy, setBusy] = useState(false);
  const [asking, setAsking] = useState(false);
  return (
    <>
      <ContactRow
        name="Grace Hopper"
        username="grace"
        following={following}
        busy={busy}
        onToggleFollow={() => setAsking(true)}
      />
      <ConfirmDialog
        open={asking}
        onOpenChange={setAsking}
        title={following ? 'Confirm Unfollow' : 'Confirm Follow'}
        description={`Are you sure you want to ${following ? 'unfollow' : 'follow'} this user?`}
        confirmLabel={following ? 'Unfollow' : 'Follow'}
        onConfirm={async () => {
          setBusy(true);
          await new Promise((resolve) => setTimeout(resolve, 200));
          setFollowing((f) => !f);
          setBusy(false);
        }}
      />
    </>
  );
}

export const ConfirmThenFlip: Story = {
  render: () => <FollowFlow />,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Follow Grace Hopper' }));
    await screen.findByRole('alertdialog', { name: 'Confirm Follow' });
    await userEvent.click(screen.getByRole('button', { name: 'Follow' }));
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Unfollow Grace Hopper' })).toBeEnabled(),
    );
    await expect(canvas.getByRole('button', { name: 'Unfollow Grace Hopper' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  },
};
