import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Button } from '../button/button';
import { ValidatorCard } from './validator-card';

const meta = {
  title: 'Wallet/ValidatorCard',
  component: ValidatorCard,
  args: {
    moniker: 'atlas staking',
    address: 'optvaloper1x8k2d5w3e6r7t8y9u0p2q',
    fee: '5%',
    uptime: '99.98%',
    onSelect: fn(),
  },
  decorators: [(Story) => <div style={{ maxWidth: 360 }}>{Story()}</div>],
} satisfies Meta<typeof ValidatorCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Atlas staking')).toBeVisible();
    await expect(canvas.getByText('5%')).toBeVisible();
  },
};

export const Selectable: Story = {
  args: { selectable: true },
  decorators: [
    (Story) => (
      <div role="radiogroup" aria-label="Validators">
        {Story()}
      </div>
    ),
  ],
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('radio', { name: /Atlas staking/ }));
    await expect(args.onSelect).toHaveBeenCalledOnce();
  },
};

export const Selected: Story = {
  args: { selectable: true, selected: true },
  decorators: [
    (Story) => (
      <div role="radiogroup" aria-label="Validators">
        {Story()}
      </div>
    ),
  ],
};

export const WithAction: Story = { args: { action: <Button fullWidth>Stake</Button> } };

export const LongMoniker: Story = {
  args: { moniker: 'a validator with a seventy character moniker that will need truncating ok' },
};
