import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor } from 'storybook/test';
import { Button } from '../button/button';
import { ConfirmDialog } from './confirm-dialog';

const meta = {
  title: 'Overlays/ConfirmDialog',
  component: ConfirmDialog,
  args: {
    title: 'Confirm Follow',
    description: 'Are you sure you want to follow this user?',
    confirmLabel: 'Follow',
    cancelLabel: 'Cancel',
    trigger: <Button>Follow</Button>,
    onConfirm: fn(),
    onCancel: fn(),
    onOpenChange: fn(),
  },
} satisfies Meta<typeof ConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ConfirmFollow: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Follow' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Confirm Follow' });
    await expect(dialog).toHaveAccessibleDescription('Are you sure you want to follow this user?');
    await expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.click(screen.getAllByRole('button', { name: 'Follow' }).at(-1)!);
    await expect(args.onConfirm).toHaveBeenCalledOnce();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  },
};

export const CancelKeepsState: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Follow' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    await expect(args.onCancel).toHaveBeenCalledOnce();
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(canvas.getByRole('button', { name: 'Follow' })).toHaveFocus();
  },
};

// Resolved by the play function, so the busy state is checked before the call ends.
let finishConfirm: () => void = () => undefined;

export const AsyncConfirmShowsBusy: Story = {
  args: {
    onConfirm: fn(
      () =>
        new Promise<void>((resolve) => {
          finishConfirm = resolve;
        }),
    ),
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Follow' }));
    await screen.findByRole('alertdialog');
    const confirm = screen.getAllByRole('button', { name: 'Follow' }).at(-1)!;
    await userEvent.click(confirm);
    await expect(confirm).toHaveAttribute('aria-busy', 'true');
    await expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    finishConfirm();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  },
};

export const Unfollow: Story = {
  args: {
    defaultOpen: true,
    title: 'Confirm Unfollow',
    description: 'Are you sure you want to unfollow this user?',
    confirmLabel: 'Unfollow',
    tone: 'danger',
    trigger: undefined,
  },
};

export const Logout: Story = {
  args: {
    defaultOpen: true,
    title: 'Logout',
    description: 'Are you sure you want to log out?',
    confirmLabel: 'Logout',
    tone: 'danger',
    trigger: undefined,
  },
};

export const Busy: Story = {
  args: { open: true, confirming: true, trigger: undefined },
};
