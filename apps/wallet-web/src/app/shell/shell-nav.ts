import { STAFF_ROLES, walletGatedTarget } from '@optwallet/domain';
import type { WalletGate } from '@optwallet/domain';
import type { t } from './texts';

type TextKey = Parameters<typeof t>[0];

export interface NavEntry {
  id: string;
  label: TextKey;
  /** Link target before wallet gating; absent for entries that open something. */
  to?: string;
  /** Paths that mark the entry active (prefix match). */
  match: string[];
}

/** Sidebar section 'Virtual Wallet' (product §2), in order. */
export const WALLET_NAV: NavEntry[] = [
  { id: 'home', label: 'shell.home', to: '/dashboard', match: ['/dashboard', '/home'] },
  { id: 'assets', label: 'shell.assets', to: '/my-assets', match: ['/my-assets'] },
  { id: 'send-receive', label: 'shell.send_receive', match: ['/send-receive'] },
  // Beyond product §2's list (issue 32): payment requests to pay and those the user made.
  { id: 'requests', label: 'shell.requests', to: '/requests', match: ['/requests'] },
  { id: 'profile', label: 'shell.profile', to: '/profile', match: ['/profile', '/followers'] },
  { id: 'network', label: 'shell.network', to: '/network/following', match: ['/network'] },
  {
    id: 'distribution',
    label: 'shell.distribution',
    to: '/distribution',
    match: ['/distribution'],
  },
  { id: 'admin', label: 'shell.admin', match: ['/admin'] },
];

export function isActive(entry: NavEntry, pathname: string): boolean {
  return entry.match.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
}

/** Admin shows only for a staff role (any match) with a wallet (product §6). */
export function canSeeAdmin(roles: readonly string[], hasWallet: boolean): boolean {
  return hasWallet && roles.some((role) => (STAFF_ROLES as readonly string[]).includes(role));
}

export function gatedHref(to: string, gate: WalletGate): string {
  return walletGatedTarget(to, gate);
}

/** Breadcrumb label of the last matched route (product §2 header). */
const CRUMBS: Array<[string, TextKey]> = [
  ['/network', 'shell.network'],
  ['/distribution', 'shell.distribution'],
  ['/admin', 'shell.admin'],
  ['/create-validator', 'shell.create_validator'],
  ['/my-assets', 'shell.assets'],
  ['/profile', 'shell.profile'],
  ['/followers', 'shell.profile'],
  ['/settings', 'shell.settings'],
  ['/permissions', 'shell.permissions'],
  ['/notifications', 'shell.notifications'],
  ['/setup-wallet', 'wallet_setup.title'],
  ['/help-support', 'help.title'],
  ['/send-receive', 'shell.send_receive'],
  ['/requests', 'shell.requests'],
];

export function breadcrumbOf(pathname: string): TextKey | null {
  return (
    CRUMBS.find(([prefix]) => pathname === prefix || pathname.startsWith(`${prefix}/`))?.[1] ?? null
  );
}
