import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { TokenIcon } from './token-icon';

const meta = {
  title: 'Wallet/TokenIcon',
  component: TokenIcon,
  args: { symbol: 'OPT', size: 'md' },
  argTypes: { size: { control: 'inline-radio', options: ['xs', 'sm', 'md', 'lg'] } },
} satisfies Meta<typeof TokenIcon>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'OPT' }).tagName.toLowerCase()).toBe('svg');
  },
};

/** The product's tokens, each with its own mark. */
export const KnownTokens: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
      {['OPT', 'ETH', 'USDT', 'USDC', 'WBTC'].map((symbol) => (
        <TokenIcon key={symbol} {...args} symbol={symbol} />
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    for (const symbol of ['OPT', 'ETH', 'USDT', 'USDC', 'WBTC']) {
      await expect(canvas.getByRole('img', { name: symbol }).tagName.toLowerCase()).toBe('svg');
    }
  },
};

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
      {(['xs', 'sm', 'md', 'lg'] as const).map((size) => (
        <TokenIcon key={size} {...args} size={size} />
      ))}
      {(['xs', 'sm', 'md', 'lg'] as const).map((size) => (
        <TokenIcon key={`dai-${size}`} symbol="DAI" size={size} />
      ))}
    </div>
  ),
};

/** Tokens without a mark: their letters (up to 4), never one shared initial. */
export const Fallback: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
      {['DAI', 'LINK', 'USDe', 'USDS', 'X'].map((symbol) => (
        <TokenIcon key={symbol} {...args} symbol={symbol} />
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'USDe' })).toHaveTextContent('USDE');
    await expect(canvas.getByRole('img', { name: 'USDS' })).toHaveTextContent('USDS');
  },
};

/** Beside its symbol in text, the icon is decorative: alt="". */
export const Decorative: Story = {
  args: { symbol: 'ETH', alt: '' },
  render: (args) => (
    <span style={{ display: 'inline-flex', gap: 8, alignItems: 'center' }}>
      <TokenIcon {...args} size="sm" />
      ETH
    </span>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('img')).toBeNull();
  },
};
