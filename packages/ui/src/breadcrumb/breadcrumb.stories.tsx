import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Breadcrumb } from './breadcrumb';

const meta = {
  title: 'Navigation/Breadcrumb',
  component: Breadcrumb,
  args: {
    items: [
      { label: 'Home', href: '/dashboard' },
      { label: 'Network', href: '/network/following' },
      { label: 'Contacts' },
    ],
  },
} satisfies Meta<typeof Breadcrumb>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Network' })).toHaveAttribute(
      'href',
      '/network/following',
    );
    await expect(canvas.getByText('Contacts')).toHaveAttribute('aria-current', 'page');
  },
};

export const SingleItem: Story = { args: { items: [{ label: 'Distribution' }] } };

export const LongTrail: Story = {
  args: {
    items: [
      { label: 'Home', href: '/dashboard' },
      { label: 'Assets', href: '/my-assets' },
      { label: 'OptChain', href: '/my-assets' },
      { label: 'Staked balance of OPT with a very long validator name' },
    ],
  },
  decorators: [(Story) => <div style={{ maxWidth: 320 }}>{Story()}</div>],
};
