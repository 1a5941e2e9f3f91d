import type { Meta, StoryObj } from '@storybook/react-vite';
import { LogOut, MoreVertical, Settings, User } from 'lucide-react';
import { expect, fn, screen, waitFor } from 'storybook/test';
import { IconButton } from '../icon-button/icon-button';
import { Menu, MenuContent, MenuItem, MenuLabel, MenuSeparator, MenuTrigger } from './menu';

const onSettings = fn();
const onLogout = fn();

const meta = {
  title: 'Overlays/Menu',
  component: Menu,
  beforeEach: () => {
    onSettings.mockClear();
    onLogout.mockClear();
  },
  render: (args) => (
    <Menu {...args}>
      <MenuTrigger asChild>
        <IconButton label="Profile menu" icon={<MoreVertical />} variant="secondary" />
      </MenuTrigger>
      <MenuContent align="start">
        <MenuLabel>Account</MenuLabel>
        <MenuItem icon={<User />}>Profile</MenuItem>
        <MenuItem icon={<Settings />} onSelect={onSettings}>
          Settings
        </MenuItem>
        <MenuSeparator />
        <MenuItem icon={<LogOut />} tone="danger" onSelect={onLogout}>
          Logout
        </MenuItem>
      </MenuContent>
    </Menu>
  ),
} satisfies Meta<typeof Menu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

// Non-modal so the page behind stays in the accessibility tree while the menu is shown open.
export const Open: Story = { args: { defaultOpen: true, modal: false } };

export const KeyboardSelect: Story = {
  play: async ({ canvas, userEvent }) => {
    const trigger = canvas.getByRole('button', { name: 'Profile menu' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    await waitFor(() => expect(menu).toBeVisible());
    await userEvent.keyboard('{ArrowDown}');
    await expect(screen.getByRole('menuitem', { name: 'Settings' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(onSettings).toHaveBeenCalledOnce();
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
  },
};

export const ClickSelect: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Profile menu' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Logout' }));
    await expect(onLogout).toHaveBeenCalledOnce();
    // The accessibility check runs after play: wait until the modal menu has let go of the
    // page (it marks the rest aria-hidden while open), or axe meets it mid-close.
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
  },
};

export const EscapeCloses: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Profile menu' }));
    await screen.findByRole('menu');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    await expect(onLogout).not.toHaveBeenCalled();
  },
};
