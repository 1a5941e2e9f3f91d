import type { Meta, StoryObj } from '@storybook/react-vite';
import { Info } from 'lucide-react';
import { expect, screen } from 'storybook/test';
import { IconButton } from '../icon-button/icon-button';
import { Tooltip } from './tooltip';

const meta = {
  title: 'Overlays/Tooltip',
  component: Tooltip,
  args: {
    content: 'Gas fee paid to the network',
    children: <IconButton label="About gas fees" icon={<Info />} />,
  },
  decorators: [(Story) => <div style={{ padding: 48 }}>{Story()}</div>],
} satisfies Meta<typeof Tooltip>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const ShowsOnKeyboardFocus: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'About gas fees' })).toHaveFocus();
    await expect(await screen.findByRole('tooltip')).toHaveTextContent(
      'Gas fee paid to the network',
    );
    await userEvent.keyboard('{Escape}');
  },
};

export const Open: Story = { args: { defaultOpen: true, side: 'right' } };
