import { CATALOGUE_EN } from '@optwallet/domain';
import { textsWith } from '../../lib/texts';

const ADMIN_TEXTS_EN = {
  'admin.title': 'Admin',
  'admin.body':
    'The admin console opens in a new window, signed in with your current session. Staff roles (Admin, Compliance Officer, Customer Support, Operations Staff) can open it.',
  'admin.open': 'Open admin console',
  'admin.not_staff': 'Your account has no staff role.',
  'admin.no_wallet': 'Set up your wallet first: the admin console needs a wallet.',
} as const;

export const t = textsWith(CATALOGUE_EN, ADMIN_TEXTS_EN);
