import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor } from 'storybook/test';
import { SAMPLE_PORTRAIT } from '../internal/story-fixtures';
import { Modal } from '../modal/modal';
import { Toaster, toast } from '../toaster/toaster';
import { ImageCropper } from './image-cropper';

const meta = {
  title: 'Forms/ImageCropper',
  component: ImageCropper,
  args: {
    src: SAMPLE_PORTRAIT,
    onCropped: fn(),
    onCancel: fn(),
    onChangedChange: fn(),
    onError: fn(),
  },
  beforeEach: () => {
    toast.remove();
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 480 }}>
        {Story()}
        <Toaster />
      </div>
    ),
  ],
} satisfies Meta<typeof ImageCropper>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const CropsToBlob: Story = {
  play: async ({ canvas, userEvent, args }) => {
    // Wait for the cropper to measure the image, then save.
    await waitFor(() => expect(canvas.getByTestId('container')).toBeInTheDocument());
    await new Promise((resolve) => setTimeout(resolve, 300));
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(args.onCropped).toHaveBeenCalledOnce());
    const blob = args.onCropped.mock.calls[0]?.[0] as Blob;
    await expect(blob.type).toBe('image/jpeg');
    await expect(blob.size).toBeGreaterThan(0);
  },
};

export const CropFails: Story = {
  args: { crop: () => Promise.reject(new Error('decode failed')) },
  play: async ({ canvas, userEvent, args }) => {
    await new Promise((resolve) => setTimeout(resolve, 300));
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await screen.findByRole('alert')).toHaveTextContent('Failed to crop image');
    await expect(args.onError).toHaveBeenCalledOnce();
    await expect(args.onCropped).not.toHaveBeenCalled();
  },
};

export const ZoomWithKeyboard: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(args.onChangedChange).toHaveBeenLastCalledWith(false);
    const slider = canvas.getByRole('slider', { name: 'Zoom' });
    slider.focus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await expect(slider).toHaveAttribute('aria-valuenow', '1.1');
    // A changed zoom is the user's work: the surrounding dialog can ask before dropping it.
    await expect(args.onChangedChange).toHaveBeenLastCalledWith(true);
    await userEvent.keyboard('{Home}');
    await expect(args.onChangedChange).toHaveBeenLastCalledWith(false);
  },
};

export const InModal: Story = {
  render: (args) => (
    <Modal defaultOpen title="Crop your photo">
      <ImageCropper {...args} />
    </Modal>
  ),
};
