/** Texts of account sync on the settings page (spec §2: "account sync with the product's chain"). */
export const ACCOUNT_SYNC_TEXTS_EN = {
  'account_sync.title': 'Account sync',
  'account_sync.intro':
    'Missing a deposit, reward or finished unstake? Sync brings your wallet up to date with the chain: it settles everything that is due and refreshes your balances.',
  'account_sync.last_synced': 'Last synced {when}',
  'account_sync.never': 'Last synced: never',
  'account_sync.button': 'Sync now',
  'account_sync.done': 'Your account is up to date with {chain} (block {height}).',
  'account_sync.settled_none': 'Nothing was waiting to settle.',
  'account_sync.settled_one': '1 pending item settled.',
  'account_sync.settled_many': '{count} pending items settled.',
} as const;
