import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { TokenRow } from './token-row';

const meta = {
  title: 'Wallet/TokenRow',
  component: TokenRow,
  args: {
    symbol: 'OPT',
    name: 'OptChain',
    balance: '1,250.50',
    fiatValue: '$3,126.25',
    network: 'OptChain',
    onClick: fn(),
  },
  decorators: [(Story) => <div style={{ maxWidth: 560 }}>{Story()}</div>],
} satisfies Meta<typeof TokenRow>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: /OPT/ }));
    await expect(args.onClick).toHaveBeenCalledOnce();
  },
};

export const List: Story = {
  render: (args) => (
    <div>
      <TokenRow {...args} />
      <TokenRow
        {...args}
        symbol="ETH"
        name="Ether"
        network="Ethereum"
        balance="0.8421"
        fiatValue="$2,730.10"
      />
      <TokenRow
        {...args}
        symbol="USDT"
        name="Tether USD"
        network="Ethereum"
        balance="500.00"
        fiatValue="$500.00"
      />
      <TokenRow
        {...args}
        symbol="USDC"
        name="USD Coin"
        network="Ethereum"
        balance="0.00"
        fiatValue="$0.00"
      />
      <TokenRow
        {...args}
        symbol="WBTC"
        name="Wrapped Bitcoin"
        network="Ethereum"
        balance="0.01200000"
        fiatValue="$1,140.88"
      />
      <TokenRow
        {...args}
        symbol="OPT"
        name="OptChain"
        network="OptChain Testnet"
        balance="1,000"
        fiatValue="Testnet"
      />
    </div>
  ),
  play: async ({ canvas }) => {
    // Each row's mark is decorative (the symbol is the row's text); the name and chain show once.
    await expect(canvas.queryByRole('img')).toBeNull();
    await expect(canvas.getByText('OptChain', { exact: true })).toBeVisible();
    await expect(canvas.getByText('OptChain Testnet', { exact: true })).toBeVisible();
    await expect(canvas.queryByText(/OptChain · OptChain/)).toBeNull();
  },
};

/** Tokens without a mark of their own get their letters, so two never read the same "U". */
export const UnknownTokens: Story = {
  render: (args) => (
    <div>
      <TokenRow {...args} symbol="USDe" name="Ethena USDe" network="Ethereum" />
      <TokenRow {...args} symbol="USDS" name="Sky Dollar" network="Ethereum" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const letters = [...canvasElement.querySelectorAll('[data-letters]')].map(
      (el) => el.textContent,
    );
    await expect(letters).toEqual(['USDE', 'USDS']);
  },
};

export const Static: Story = { args: { onClick: undefined } };

export const LongNumbersNarrow: Story = {
  args: {
    name: 'A token with a really long descriptive name',
    balance: '123,456,789.123456',
    fiatValue: '$308,641,972.81',
  },
  globals: { viewport: { value: 'narrow', isRotated: false } },
  decorators: [(Story) => <div style={{ maxWidth: 340 }}>{Story()}</div>],
};
