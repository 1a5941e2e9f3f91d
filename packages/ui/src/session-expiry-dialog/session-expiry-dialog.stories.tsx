import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor } from 'storybook/test';
import { SessionExpiryDialog } from './session-expiry-dialog';

const meta = {
  title: 'Overlays/SessionExpiryDialog',
  component: SessionExpiryDialog,
  args: {
    open: true,
    title: 'Your session is about to expire',
    onStaySignedIn: fn(),
    onSignOut: fn(),
    onExpire: fn(),
  },
} satisfies Meta<typeof SessionExpiryDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FiveMinutes: Story = {
  play: async () => {
    const dialog = await screen.findByRole('alertdialog', {
      name: 'Your session is about to expire',
    });
    await expect(dialog).toHaveTextContent(
      'You’ll be logged out in 05:00 seconds. Do you want to stay signed in?',
    );
    await expect(dialog).toHaveStyle({ maxWidth: '450px' });
  },
};

export const CountsDownAndExpires: Story = {
  args: { seconds: 3 },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('alertdialog');
    await expect(dialog).toHaveTextContent('00:03');
    await waitFor(() => expect(dialog).toHaveTextContent('00:02'), { timeout: 2000 });
    await waitFor(() => expect(args.onExpire).toHaveBeenCalledOnce(), { timeout: 4000 });
    await expect(dialog).toHaveTextContent('00:00');
  },
};

export const StaySignedIn: Story = {
  play: async ({ args, userEvent }) => {
    await userEvent.click(await screen.findByRole('button', { name: 'Stay signed in' }));
    await expect(args.onStaySignedIn).toHaveBeenCalledOnce();
    await expect(args.onSignOut).not.toHaveBeenCalled();
  },
};

export const EscapeDoesNotDismiss: Story = {
  play: async ({ args, userEvent }) => {
    await screen.findByRole('alertdialog');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.getByRole('alertdialog')).toBeVisible());
    await expect(args.onSignOut).not.toHaveBeenCalled();
  },
};

export const SigningOut: Story = {
  args: { signingOut: true },
  play: async () => {
    const signOut = await screen.findByRole('button', { name: 'Sign out' });
    await expect(signOut).toHaveAttribute('aria-busy', 'true');
    await expect(screen.getByRole('button', { name: 'Stay signed in' })).toBeDisabled();
  },
};

export const Narrow: Story = { globals: { viewport: { value: 'narrow', isRotated: false } } };
