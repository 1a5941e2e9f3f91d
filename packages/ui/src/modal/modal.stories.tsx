import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor } from 'storybook/test';
import { Button } from '../button/button';
import { TextField } from '../text-field/text-field';
import { FormField } from '../form-field/form-field';
import { Modal, ModalClose } from './modal';

const meta = {
  title: 'Overlays/Modal',
  component: Modal,
  args: {
    title: 'Send / Receive',
    description: 'Move tokens between wallets.',
    trigger: <Button>Open modal</Button>,
    onOpenChange: fn(),
    children: (
      <FormField label="Receiver address">
        <TextField placeholder="opt1…" />
      </FormField>
    ),
  },
} satisfies Meta<typeof Modal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const ClosesOnCrossAndReturnsFocus: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const trigger = canvas.getByRole('button', { name: 'Open modal' });
    await userEvent.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: 'Send / Receive' });
    await waitFor(() => expect(dialog).toBeVisible());
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    // The 300 ms close animation runs, then the dialog leaves and focus goes back.
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
  },
};

export const ClosesOnOutsideClick: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Open modal' }));
    const dialog = await screen.findByRole('dialog');
    const overlay = dialog.previousElementSibling ?? document.body;
    await userEvent.click(overlay);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

export const CloseAnimationLasts300ms: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Open modal' }));
    await screen.findByRole('dialog');
    await userEvent.keyboard('{Escape}');
    const closing = screen.getByRole('dialog', { hidden: true });
    await expect(closing).toHaveAttribute('data-state', 'closed');
    await expect(getComputedStyle(closing).animationDuration).toBe('0.3s');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

export const WithFooter: Story = {
  args: {
    defaultOpen: true,
    footer: (
      <>
        <ModalClose asChild>
          <Button variant="secondary">Cancel</Button>
        </ModalClose>
        <Button>Continue</Button>
      </>
    ),
  },
};

export const LongContent: Story = {
  args: {
    defaultOpen: true,
    title: 'Terms of the devnet faucet',
    children: (
      <div>
        {Array.from({ length: 12 }, (_, i) => (
          <p key={i}>
            Paragraph {i + 1}. Devnet tokens have no value; they reset when the network restarts and
            exist so you can try sending, staking and moving stake without risk.
          </p>
        ))}
      </div>
    ),
  },
};

export const Narrow: Story = {
  args: { defaultOpen: true, size: 'sm' },
  globals: { viewport: { value: 'narrow', isRotated: false } },
};

/** At ≤ 480 px every dialog is a bottom sheet: full width, resting on the bottom edge. */
export const BottomSheetOnPhones: Story = {
  args: { defaultOpen: true, trigger: undefined },
  globals: { viewport: { value: 'narrow', isRotated: false } },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Send / Receive' });
    // The opening slide lasts 300 ms; measure where the sheet comes to rest.
    await waitFor(() => expect(dialog.getAnimations()).toHaveLength(0));
    const box = dialog.getBoundingClientRect();
    await expect(window.innerWidth).toBe(390);
    await expect(box.left).toBe(0);
    await expect(box.width).toBe(window.innerWidth);
    await expect(Math.round(box.bottom)).toBe(window.innerHeight);
    await expect(getComputedStyle(dialog).borderBottomLeftRadius).toBe('0px');
  },
};

/** Above 480 px the dialog stays centred, with a margin on every side. */
export const CentredOnWiderScreens: Story = {
  args: { defaultOpen: true, trigger: undefined },
  globals: { viewport: { value: 'tablet', isRotated: false } },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Send / Receive' });
    await waitFor(() => expect(dialog.getAnimations()).toHaveLength(0));
    const box = dialog.getBoundingClientRect();
    await expect(box.width).toBeLessThanOrEqual(520);
    await expect(box.bottom).toBeLessThan(window.innerHeight);
    await expect(Math.round(box.left + box.width / 2)).toBe(Math.round(window.innerWidth / 2));
  },
};
