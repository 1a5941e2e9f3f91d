import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  ArrowLeftRight,
  Bell,
  Coins,
  House,
  LogOut,
  Settings,
  Shield,
  User,
  Users,
  Wallet,
} from 'lucide-react';
import { useState } from 'react';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { Avatar } from '../avatar/avatar';
import { Breadcrumb } from '../breadcrumb/breadcrumb';
import { Card } from '../card/card';
import { IconButton } from '../icon-button/icon-button';
import { TokenRow } from '../token-row/token-row';
import { AppShell } from './app-shell';
import { Header } from './header';
import { Sidebar, type SidebarSection } from './sidebar';

const onSearch = fn();
const onSendReceive = fn();

const sections: SidebarSection[] = [
  {
    title: 'Virtual Wallet',
    items: [
      { id: 'home', label: 'Home', icon: <House />, href: '#home', active: true },
      { id: 'assets', label: 'Assets', icon: <Wallet />, href: '#assets' },
      { id: 'send', label: 'Send/Receive', icon: <ArrowLeftRight />, onSelect: onSendReceive },
      { id: 'profile', label: 'Profile', icon: <User />, href: '#profile' },
      { id: 'network', label: 'Network', icon: <Users />, href: '#network', badge: 3 },
      { id: 'distribution', label: 'Distribution', icon: <Coins />, href: '#distribution' },
      { id: 'admin', label: 'Admin', icon: <Shield />, onSelect: fn() },
    ],
  },
  {
    title: 'Account',
    items: [
      { id: 'settings', label: 'Settings', icon: <Settings />, href: '#settings' },
      { id: 'logout', label: 'Logout', icon: <LogOut />, onSelect: fn(), tone: 'danger' },
    ],
  },
];

function Footer() {
  return (
    <div style={{ display: 'flex', gap: 12, alignItems: 'center', padding: '4px 8px' }}>
      <Avatar name="Ada Lovelace" size="sm" alt="" />
      <div style={{ minWidth: 0 }}>
        <div style={{ fontWeight: 600, fontSize: 14 }}>Ada Lovelace</div>
        <div style={{ color: 'var(--ow-color-text-muted)', fontSize: 13 }}>@ada</div>
      </div>
    </div>
  );
}

function Shell() {
  const [open, setOpen] = useState(false);
  return (
    <AppShell
      sidebarOpen={open}
      onSidebarOpenChange={setOpen}
      sidebar={<Sidebar brand={<span>OptWallet</span>} sections={sections} footer={<Footer />} />}
      header={
        <Header
          breadcrumb={
            <Breadcrumb items={[{ label: 'Home', href: '#home' }, { label: 'Dashboard' }]} />
          }
          onSearch={onSearch}
          actions={<IconButton label="Notifications" icon={<Bell />} />}
        />
      }
    >
      <h1 style={{ margin: '0 0 16px', fontSize: 24 }}>Dashboard</h1>
      <Card padding="sm">
        <TokenRow symbol="OPT" name="OptChain" balance="1,250.50" fiatValue="$3,126.25" />
        <TokenRow symbol="ETH" name="Ether" balance="0.8421" fiatValue="$2,730.10" />
      </Card>
    </AppShell>
  );
}

const meta = {
  title: 'Layout/AppShell',
  component: Shell,
  parameters: { layout: 'fullscreen' },
  beforeEach: () => {
    onSearch.mockClear();
    onSendReceive.mockClear();
  },
} satisfies Meta<typeof Shell>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvas, userEvent }) => {
    const nav = canvas.getByRole('navigation', { name: 'Main' });
    await expect(nav).toHaveTextContent('Virtual Wallet');
    await expect(nav).toHaveTextContent('Account');
    await expect(canvas.queryByRole('button', { name: 'Open menu' })).not.toBeInTheDocument();
    await expect(within(nav).getByRole('link', { name: 'Home' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    // The skip link is the first stop of the keyboard and leads to the content (followed in the
    // e2e journey: a fragment link here would navigate the test runner's own frame).
    await userEvent.tab();
    const skip = canvas.getByRole('link', { name: 'Skip to main content' });
    await expect(skip).toHaveFocus();
    await expect(skip).toHaveAttribute('href', '#main-content');
    await expect(canvas.getByRole('main')).toHaveAttribute('id', 'main-content');
    await userEvent.click(canvas.getByRole('button', { name: /Quick search here/ }));
    await expect(onSearch).toHaveBeenCalledTimes(1);
    await userEvent.keyboard('{Control>}k{/Control}');
    await expect(onSearch).toHaveBeenCalledTimes(2);
  },
};

export const NarrowCollapsesSidebar: Story = {
  globals: { viewport: { value: 'narrow', isRotated: false } },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Open menu' }));
    const drawer = await screen.findByRole('dialog', { name: 'Navigation' });
    await expect(drawer).toHaveTextContent('Virtual Wallet');
    await userEvent.click(screen.getByRole('button', { name: 'Send/Receive' }));
    await expect(onSendReceive).toHaveBeenCalledOnce();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

export const Tablet: Story = { globals: { viewport: { value: 'tablet', isRotated: false } } };
