import { CATALOGUE_EN } from '@optwallet/domain';
import { CONTACTS_TEXTS_EN } from '../../features/contacts/texts';
import { HELP_TEXTS_EN } from '../../features/help/texts';
import { WALLET_SETUP_TEXTS_EN } from '../../features/wallet-setup/texts';
import { textsWith } from '../../lib/texts';

/** Texts of the signed-in shell: sidebar, header, breadcrumb, logout. */
const SHELL_TEXTS_EN = {
  'shell.breadcrumb_home': 'Home',
  'shell.create_validator': 'Create validator',
  'shell.requests': 'Requests',
  'shell.permissions': 'Permissions',
  'shell.open_menu': 'Open menu',
  'shell.close_menu': 'Close menu',
  'shell.notifications': 'Notifications',
  'shell.no_notifications': 'No notifications yet',
  'shell.logout_title': 'Logout',
  'shell.logout_body': 'Are you sure you want to log out?',
  'shell.profile_menu': 'Account menu',
  'shell.primary_nav': 'Main navigation',
  'shell.skip_to_content': 'Skip to main content',
} as const;

// The breadcrumb names the screens of some features (the app layer may import features).
export const t = textsWith(
  CATALOGUE_EN,
  CONTACTS_TEXTS_EN,
  HELP_TEXTS_EN,
  WALLET_SETUP_TEXTS_EN,
  SHELL_TEXTS_EN,
);
