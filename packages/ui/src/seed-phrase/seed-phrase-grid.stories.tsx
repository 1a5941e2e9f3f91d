import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, spyOn } from 'storybook/test';
import { SEED_WORDS } from '../internal/story-fixtures';
import { SeedPhraseGrid } from './seed-phrase-grid';

const meta = {
  title: 'Wallet/SeedPhraseGrid',
  component: SeedPhraseGrid,
  args: { words: SEED_WORDS, onCopied: fn(), onRevealedChange: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 560 }}>{Story()}</div>],
} satisfies Meta<typeof SeedPhraseGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Hidden: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.queryByText('orbit')).not.toBeInTheDocument();
  },
};

export const RevealAndCopy: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const writeText = spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    await userEvent.click(canvas.getByRole('button', { name: 'Reveal secret phrase' }));
    await expect(args.onRevealedChange).toHaveBeenCalledWith(true);
    const list = canvas.getByRole('list', { name: 'Secret recovery phrase' });
    await expect(list).toHaveTextContent('orbit');
    await userEvent.click(canvas.getByRole('button', { name: 'Copy phrase' }));
    await expect(writeText).toHaveBeenCalledWith(SEED_WORDS.join(' '));
    await expect(await canvas.findByRole('button', { name: /Copied!/ })).toBeVisible();
  },
};

export const Revealed: Story = { args: { defaultRevealed: true } };

export const TwentyFourWords: Story = {
  args: { defaultRevealed: true, words: [...SEED_WORDS, ...SEED_WORDS.toReversed()] },
};

export const Narrow: Story = {
  args: { defaultRevealed: true },
  globals: { viewport: { value: 'narrow', isRotated: false } },
  decorators: [(Story) => <div style={{ maxWidth: 340 }}>{Story()}</div>],
};
