import { TOAST_ERROR_MS, TOAST_SUCCESS_MS } from '@optwallet/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor } from 'storybook/test';
import { Button } from '../button/button';
import { Toaster, toast } from './toaster';

const meta = {
  title: 'Feedback/Toaster',
  component: Toaster,
  beforeEach: () => {
    toast.remove();
  },
  render: (args) => (
    <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
      <Button onClick={() => toast.success('User Followed successfully')}>Success</Button>
      <Button
        variant="danger"
        onClick={() => toast.error('Something went wrong. Please try again later.')}
      >
        Error
      </Button>
      <Button variant="secondary" onClick={() => toast('Invite link copied to clipboard')}>
        Blank
      </Button>
      <Button variant="ghost" onClick={() => toast.loading('Sending…')}>
        Loading
      </Button>
      <Toaster {...args} />
    </div>
  ),
} satisfies Meta<typeof Toaster>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const SuccessDisappearsAfter2s: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Success' }));
    const message = await screen.findByText('User Followed successfully');
    await expect(message.closest('[data-type]')).toHaveAttribute('data-type', 'success');
    await waitFor(
      () => expect(message.closest('[data-state]')).toHaveAttribute('data-state', 'closed'),
      { timeout: TOAST_SUCCESS_MS + 1500 },
    );
  },
};

export const ErrorIsAnAlert: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Error' }));
    const alert = await screen.findByRole('alert');
    await expect(alert).toHaveTextContent('Something went wrong. Please try again later.');
    await expect(TOAST_ERROR_MS).toBe(4000);
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    await waitFor(() => expect(alert).toHaveAttribute('data-state', 'closed'));
  },
};

export const Stacked: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Blank' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Loading' }));
    const loading = await screen.findByText('Sending…');
    await waitFor(() => expect(loading).toBeVisible());
    await waitFor(() => expect(screen.getByText('Invite link copied to clipboard')).toBeVisible());
  },
};
