import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent as baseUserEvent } from 'storybook/test';
import { SEED_WORDS } from '../internal/story-fixtures';
import { SeedPhraseConfirm, type SeedPhraseConfirmProps } from './seed-phrase-confirm';

function Controlled(props: SeedPhraseConfirmProps) {
  const [words, setWords] = useState(props.value);
  return (
    <SeedPhraseConfirm
      {...props}
      value={words}
      onChange={(next) => {
        setWords(next);
        props.onChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Wallet/SeedPhraseConfirm',
  component: SeedPhraseConfirm,
  args: { value: Array.from({ length: 12 }, () => ''), onChange: fn() },
  render: (args) => <Controlled {...args} />,
  decorators: [(Story) => <div style={{ maxWidth: 560 }}>{Story()}</div>],
} satisfies Meta<typeof SeedPhraseConfirm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const TypeWords: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Word 1' }), 'Orbit ');
    await expect(canvas.getByRole('textbox', { name: 'Word 1' })).toHaveValue('orbit');
    await expect(canvas.getByRole('textbox', { name: 'Word 2' })).toHaveFocus();
  },
};

export const PasteWholePhrase: Story = {
  play: async ({ canvas, args }) => {
    await baseUserEvent.click(canvas.getByRole('textbox', { name: 'Word 5' }));
    await baseUserEvent.paste(SEED_WORDS.join(' '));
    await expect(canvas.getByRole('textbox', { name: 'Word 1' })).toHaveValue('orbit');
    await expect(canvas.getByRole('textbox', { name: 'Word 12' })).toHaveValue('walnut');
    await expect(args.onChange).toHaveBeenLastCalledWith(SEED_WORDS);
  },
};

export const SomeWordsGiven: Story = {
  args: { given: { 0: 'orbit', 3: 'lunar', 7: 'quiet' } },
};

export const WithError: Story = {
  args: { value: SEED_WORDS.map((w, i) => (i === 4 ? 'wrong' : w)), error: 'Invalid seed phrase.' },
};

/** The error names one word: only that box is marked. */
export const OneWordWrong: Story = {
  args: {
    value: SEED_WORDS.map((w, i) => (i === 4 ? 'wrong' : w)),
    error: 'Word 5 is not right.',
    invalidWords: [4],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Word 5' })).toBeInvalid();
    await expect(canvas.getByRole('textbox', { name: 'Word 4' })).toBeValid();
  },
};

export const Disabled: Story = { args: { value: SEED_WORDS, disabled: true } };
