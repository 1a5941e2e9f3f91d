import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor } from 'storybook/test';
import { Button } from '../button/button';
import { Popover, PopoverContent, PopoverTrigger } from './popover';

const meta = {
  title: 'Overlays/Popover',
  component: Popover,
  render: (args) => (
    <Popover {...args}>
      <PopoverTrigger asChild>
        <Button variant="secondary">Network fee</Button>
      </PopoverTrigger>
      <PopoverContent aria-label="Network fee details">
        <p style={{ margin: 0 }}>
          Fees go to validators and are set by the network, not by OptWallet.
        </p>
      </PopoverContent>
    </Popover>
  ),
} satisfies Meta<typeof Popover>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const OpenAndDismiss: Story = {
  play: async ({ canvas, userEvent }) => {
    const trigger = canvas.getByRole('button', { name: 'Network fee' });
    await userEvent.click(trigger);
    const popover = await screen.findByRole('dialog', { name: 'Network fee details' });
    await waitFor(() => expect(popover).toBeVisible());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
  },
};
