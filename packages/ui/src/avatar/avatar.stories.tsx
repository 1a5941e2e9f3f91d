import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { BROKEN_IMAGE, SAMPLE_PORTRAIT } from '../internal/story-fixtures';
import { Avatar } from './avatar';
import { failedAvatarSources } from './avatar-helpers';

const meta = {
  title: 'Display/Avatar',
  component: Avatar,
  args: { name: 'Ada Lovelace', size: 'md' },
  argTypes: { size: { control: 'inline-radio', options: ['xs', 'sm', 'md', 'lg', 'xl'] } },
  beforeEach: () => {
    failedAvatarSources.clear();
  },
} satisfies Meta<typeof Avatar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Initials: Story = {
  play: async ({ canvas }) => {
    const avatar = canvas.getByRole('img', { name: 'Ada Lovelace' });
    await expect(avatar).toHaveTextContent('AL');
    await expect(avatar).toHaveAttribute('data-state', 'fallback');
  },
};

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
      {(['xs', 'sm', 'md', 'lg', 'xl'] as const).map((size) => (
        <Avatar key={size} {...args} size={size} />
      ))}
    </div>
  ),
};

export const Palette: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap' }}>
      {[
        'Ada Lovelace',
        'Grace Hopper',
        'Linus Torvalds',
        'Margaret Hamilton',
        'Ken Thompson',
        'Barbara Liskov',
        'Alan Turing',
        'Edsger Dijkstra',
      ].map((name) => (
        <Avatar key={name} name={name} />
      ))}
    </div>
  ),
};

export const WithImage: Story = {
  args: { src: SAMPLE_PORTRAIT, size: 'lg' },
  play: async ({ canvas }) => {
    const avatar = canvas.getByRole('img', { name: 'Ada Lovelace' });
    await waitFor(() => expect(avatar).toHaveAttribute('data-state', 'image'));
  },
};

export const BrokenImageFallsBack: Story = {
  args: { src: BROKEN_IMAGE, size: 'lg' },
  play: async ({ canvas }) => {
    const avatar = canvas.getByRole('img', { name: 'Ada Lovelace' });
    await waitFor(() => expect(avatar).toHaveAttribute('data-state', 'fallback'));
    await expect(avatar).toHaveTextContent('AL');
    await expect(avatar.querySelector('img')).toBeNull();
    // Remembered: the broken address is not requested again.
    await expect(failedAvatarSources.has(BROKEN_IMAGE)).toBe(true);
  },
};

export const NoNameDefault: Story = {
  args: { name: '', alt: 'Unknown user', src: BROKEN_IMAGE, size: 'lg' },
  play: async ({ canvas }) => {
    const avatar = canvas.getByRole('img', { name: 'Unknown user' });
    await waitFor(() => expect(avatar).toHaveAttribute('data-state', 'fallback'));
    await expect(avatar.querySelector('svg')).not.toBeNull();
  },
};
