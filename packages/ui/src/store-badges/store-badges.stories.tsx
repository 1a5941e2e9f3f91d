import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { StoreBadges } from './store-badges';

const meta = {
  title: 'Marketing/StoreBadges',
  component: StoreBadges,
  args: {
    appStoreUrl: 'https://apps.apple.com/app/optwallet',
    googlePlayUrl: 'https://play.google.com/store/apps/details?id=app.optwallet',
  },
  argTypes: { platform: { control: 'inline-radio', options: ['ios', 'android', 'unknown'] } },
} satisfies Meta<typeof StoreBadges>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Detected: Story = {};

export const IosFirst: Story = {
  args: { platform: 'ios' },
  play: async ({ canvas }) => {
    const links = canvas.getAllByRole('link');
    await expect(links[0]).toHaveAccessibleName(/App Store/);
  },
};

export const AndroidFirst: Story = {
  args: { platform: 'android' },
  play: async ({ canvas }) => {
    const links = canvas.getAllByRole('link');
    await expect(links[0]).toHaveAccessibleName(/Google Play/);
    await expect(links[1]).toHaveAttribute('href', 'https://apps.apple.com/app/optwallet');
  },
};

export const Unknown: Story = { args: { platform: 'unknown' } };
