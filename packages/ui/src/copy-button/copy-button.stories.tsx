import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, spyOn, waitFor } from 'storybook/test';
import { SAMPLE_ADDRESS } from '../internal/story-fixtures';
import { CopyButton } from './copy-button';

const meta = {
  title: 'Actions/CopyButton',
  component: CopyButton,
  args: { value: SAMPLE_ADDRESS, onCopied: fn() },
} satisfies Meta<typeof CopyButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const ShowsCopied: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const writeText = spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    await userEvent.click(canvas.getByRole('button', { name: 'Copy' }));
    await expect(writeText).toHaveBeenCalledWith(SAMPLE_ADDRESS);
    await expect(await canvas.findByRole('button', { name: /Copied!/ })).toHaveAttribute(
      'data-state',
      'copied',
    );
    await expect(args.onCopied).toHaveBeenCalledOnce();
    // Back to the idle label after two seconds.
    await waitFor(() => expect(canvas.getByRole('button')).toHaveAttribute('data-state', 'idle'), {
      timeout: 3000,
    });
  },
};

export const IconOnly: Story = {
  args: { iconOnly: true, label: 'Copy address' },
  play: async ({ canvas, userEvent }) => {
    spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    await userEvent.click(canvas.getByRole('button', { name: 'Copy address' }));
    await expect(await canvas.findByRole('button', { name: 'Copied!' })).toBeVisible();
  },
};

export const CopyFails: Story = {
  play: async ({ canvas, userEvent, args }) => {
    spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));
    await userEvent.click(canvas.getByRole('button', { name: 'Copy' }));
    await expect(await canvas.findByRole('button', { name: /Copy failed/ })).toBeVisible();
    await expect(args.onCopied).not.toHaveBeenCalled();
  },
};

export const Small: Story = { args: { size: 'sm', label: 'Copy invite link' } };
