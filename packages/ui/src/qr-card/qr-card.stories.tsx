import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen } from 'storybook/test';
import { AddressChip } from '../address-chip/address-chip';
import { SAMPLE_ADDRESS } from '../internal/story-fixtures';
import { Toaster, toast } from '../toaster/toaster';
import { QrCard } from './qr-card';

const meta = {
  title: 'Wallet/QrCard',
  component: QrCard,
  args: {
    value: SAMPLE_ADDRESS,
    title: 'Receive OPT',
    qrLabel: 'QR code of your OPT address',
    caption: <AddressChip address={SAMPLE_ADDRESS} />,
    onDownloaded: fn(),
  },
  beforeEach: () => {
    toast.remove();
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360 }}>
        {Story()}
        <Toaster />
      </div>
    ),
  ],
} satisfies Meta<typeof QrCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Downloads: Story = {
  args: { toPng: fn(() => Promise.resolve(new Blob(['png'], { type: 'image/png' }))) },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Download QR' }));
    await expect(args.toPng).toHaveBeenCalledOnce();
    await expect(args.onDownloaded).toHaveBeenCalledOnce();
  },
};

export const DownloadFails: Story = {
  args: { toPng: () => Promise.reject(new Error('canvas tainted')) },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Download QR' }));
    await expect(await screen.findByRole('alert')).toHaveTextContent('Failed to download QR');
    await expect(args.onDownloaded).not.toHaveBeenCalled();
  },
};

export const InviteLink: Story = {
  args: {
    value: 'https://optwallet.example/c/ada',
    title: 'Your invite code',
    caption: 'optwallet.example/c/ada',
  },
};
