import { textsWith } from '../../lib/texts';

/** Texts of the installed app's notices: offline, and a new version waiting. */
const OFFLINE_TEXTS_EN = {
  'offline.title': 'You’re offline',
  'offline.body':
    'OptWallet needs a connection to show your balances and to send or stake. It reconnects by itself.',
  'offline.page_body':
    'OptWallet needs a connection to show your balances and to send or stake. Your wallet opens as soon as the connection is back.',
  'offline.unreachable_title': 'OptWallet can’t be reached',
  'offline.retry': 'Try again',
  'offline.update_title': 'Update available',
  'offline.update_body': 'A new version of OptWallet is ready.',
  'offline.update_reload': 'Reload',
  'offline.update_later': 'Later',
} as const;

export const t = textsWith(OFFLINE_TEXTS_EN);
