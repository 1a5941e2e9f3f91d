import type { Meta, StoryObj } from '@storybook/react-vite';
import { Inbox } from 'lucide-react';
import { useState } from 'react';
import { expect } from 'storybook/test';
import { EmptyState } from '../empty-state/empty-state';
import { TransactionRow } from '../transaction-row/transaction-row';
import { LoadMoreList } from './pagination';

interface Tx {
  id: number;
  amount: string;
}

const page = (from: number): Tx[] =>
  Array.from({ length: 3 }, (_, i) => ({ id: from + i, amount: `${(from + i) * 1.5} OPT` }));

function Demo({
  pages = 3,
  startEmpty = false,
  loading = false,
}: {
  pages?: number;
  startEmpty?: boolean;
  loading?: boolean;
}) {
  const [items, setItems] = useState<Tx[]>(startEmpty ? [] : page(1));
  const loaded = Math.ceil(items.length / 3);
  return (
    <LoadMoreList
      items={items}
      getKey={(tx) => tx.id}
      listLabel="Transactions"
      hasMore={!startEmpty && loaded < pages}
      loadingMore={loading}
      onLoadMore={() => setItems((current) => [...current, ...page(current.length + 1)])}
      empty={<EmptyState icon={<Inbox />} title="No transactions yet" />}
      renderItem={(tx) => (
        <TransactionRow
          kind="receive"
          title={`Received OPT #${tx.id}`}
          subtitle="Nov 20, 2026"
          amount={tx.amount}
        />
      )}
    />
  );
}

const meta = {
  title: 'Navigation/LoadMoreList',
  component: Demo,
  decorators: [(Story) => <div style={{ maxWidth: 560 }}>{Story()}</div>],
} satisfies Meta<typeof Demo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const LoadsMore: Story = {
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
    await userEvent.click(canvas.getByRole('button', { name: 'Load more' }));
    await expect(canvas.getAllByRole('listitem')).toHaveLength(6);
    await userEvent.click(canvas.getByRole('button', { name: 'Load more' }));
    await expect(canvas.getAllByRole('listitem')).toHaveLength(9);
    await expect(canvas.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  },
};

export const LoadingMore: Story = { args: { loading: true } };

export const Empty: Story = {
  args: { startEmpty: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No transactions yet')).toBeVisible();
  },
};
