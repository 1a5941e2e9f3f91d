import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { TransactionRow } from './transaction-row';

const meta = {
  title: 'Wallet/TransactionRow',
  component: TransactionRow,
  args: {
    kind: 'send',
    title: 'Sent OPT',
    subtitle: 'To opt1qx...a8e · Nov 20, 2026',
    amount: '12.5 OPT',
    status: 'success',
    onClick: fn(),
  },
  argTypes: {
    kind: {
      control: 'select',
      options: [
        'send',
        'receive',
        'delegate',
        'undelegate',
        'cancelUndelegate',
        'moveDelegation',
        'distribution',
      ],
    },
    status: {
      control: 'inline-radio',
      options: ['pending', 'success', 'failed', 'cancelled', 'fail'],
    },
  },
  decorators: [(Story) => <div style={{ maxWidth: 560 }}>{Story()}</div>],
} satisfies Meta<typeof TransactionRow>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Sent: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const row = canvas.getByRole('button', { name: /Sent OPT/ });
    await expect(row).toHaveTextContent('−12.5 OPT');
    await userEvent.click(row);
    await expect(args.onClick).toHaveBeenCalledOnce();
  },
};

export const Received: Story = {
  args: {
    kind: 'receive',
    title: 'Received USDT',
    amount: '500 USDT',
    subtitle: 'From 0x71C7...76F',
  },
};

export const Pending: Story = { args: { status: 'pending' } };

export const Failed: Story = { args: { status: 'fail' } };

export const AllKinds: Story = {
  render: (args) => (
    <div>
      <TransactionRow {...args} kind="send" title="Sent OPT" status="success" />
      <TransactionRow {...args} kind="receive" title="Received OPT" status="success" />
      <TransactionRow
        {...args}
        kind="delegate"
        title="Staked OPT"
        subtitle="Validator Atlas"
        status="pending"
      />
      <TransactionRow
        {...args}
        kind="undelegate"
        title="Unstaked OPT"
        subtitle="Unlocks in 21 days"
        status="pending"
      />
      <TransactionRow
        {...args}
        kind="cancelUndelegate"
        title="Cancelled unstake"
        status="cancelled"
      />
      <TransactionRow
        {...args}
        kind="moveDelegation"
        title="Moved stake"
        subtitle="Atlas → Borealis"
        status="success"
      />
      <TransactionRow
        {...args}
        kind="distribution"
        title="Rewards"
        amount="0.42 OPT"
        status="success"
      />
      <TransactionRow {...args} kind="send" title="Sent ETH" amount="0.5 ETH" status="failed" />
    </div>
  ),
};

export const WithFiatNoStatus: Story = { args: { status: undefined, fiatValue: '$31.25' } };

export const LongTextNarrow: Story = {
  args: {
    title: 'Sent OPT to a contact with an extremely long display name',
    subtitle: 'To opt1qxy7h3x0v9l4m8k2d5w3e6r7t8y9u0p2a8e · Nov 20, 2026 - 09:15 AM',
    amount: '1,234,567.123456 OPT',
  },
  globals: { viewport: { value: 'narrow', isRotated: false } },
  decorators: [(Story) => <div style={{ maxWidth: 340 }}>{Story()}</div>],
  render: (args) => (
    <div>
      <TransactionRow {...args} />
      <TransactionRow
        {...args}
        kind="receive"
        title="ana.maria.longname@example.com paid you"
        subtitle="“supercalifragilisticexpialidocious_with_nowhere_to_break” · Dec 15"
        amount="5 OPT"
        status={undefined}
      />
    </div>
  ),
  play: async ({ canvasElement }) => {
    // An address, an email or a memo with no spaces breaks inside the row: the row, and so the
    // page around it, is never wider than its place.
    const box = canvasElement.firstElementChild as HTMLElement;
    const rows = [...canvasElement.querySelectorAll('button')];
    await expect(rows).toHaveLength(2);
    for (const row of rows) {
      await expect(row.scrollWidth).toBeLessThanOrEqual(row.clientWidth);
      await expect(row.getBoundingClientRect().right).toBeLessThanOrEqual(
        box.getBoundingClientRect().right + 0.5,
      );
    }
  },
};

/** Nothing of a row is cut on a 390 px phone: not "Distrib…", not "Dec 15, 5:…", not the amount. */
export const ReadableAt390: Story = {
  globals: { viewport: { value: 'narrow', isRotated: false } },
  // The width a row gets in a card of the app's content column at 390 px.
  decorators: [(Story) => <div style={{ width: 326 }}>{Story()}</div>],
  render: (args) => (
    <div>
      <TransactionRow
        {...args}
        kind="distribution"
        title="Distribution OPT"
        subtitle="Dec 15, 5:42 PM"
        amount="0.123456 OPT"
        status="success"
      />
      <TransactionRow
        {...args}
        kind="moveDelegation"
        title="Move delegation OPT"
        subtitle="Dec 15, 11:42 PM"
        amount="1,234,567.123456 OPT"
        status="pending"
      />
      <TransactionRow
        {...args}
        kind="receive"
        title="Received WBTC"
        subtitle="Yesterday, 10:05 AM"
        amount="0.00012345 WBTC"
        status="success"
      />
      <TransactionRow
        {...args}
        kind="distribution"
        title="Rewards from Borealis"
        subtitle="24 payouts · Dec 17, 9:09 PM"
        amount="0.022684 OPT"
        status="success"
      />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const rows = [...canvasElement.querySelectorAll('button')];
    await expect(rows).toHaveLength(4);
    // A long title beside a long amount: the amount takes a line of its own, and the title and
    // its subtitle each stay on one line instead of a word a line.
    const grouped = rows[3]!;
    for (const text of [
      grouped.querySelector('span span'),
      grouped.querySelector('span span + span'),
    ]) {
      const lineHeight = parseFloat(getComputedStyle(text!).lineHeight) || 24;
      await expect(text!.getBoundingClientRect().height).toBeLessThan(lineHeight * 1.5);
    }
    for (const row of rows) {
      // The row itself does not overflow, and no text inside it is clipped.
      await expect(row.scrollWidth).toBeLessThanOrEqual(row.clientWidth);
      for (const text of row.querySelectorAll<HTMLElement>('span:not([aria-hidden])')) {
        if (text.children.length > 0) continue;
        await expect({
          text: text.textContent,
          clipped: text.scrollWidth > text.clientWidth,
        }).toEqual({
          text: text.textContent,
          clipped: false,
        });
      }
    }
  },
};
