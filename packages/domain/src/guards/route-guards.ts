import type { LoadStatus } from '../load-status';
import { LOADING, STAY, normalisePath, redirect } from './decision';
import type { GuardDecision } from './decision';

/** What the guards read of the current user (product §3 User). */
export interface GuardUser {
  /** The verified email: onboarding needs it. */
  readonly email?: string | null;
  /** An email given at onboarding whose code has not come back yet (see /verify-identifier). */
  readonly pending_email?: string | null;
  readonly username?: string | null;
  readonly onboarded_at?: string | null;
}

/** Router state sent with the redirect to /onboarding: whether onboarded_at already exists. */
export interface OnboardingState {
  readonly onboarded: boolean;
}

function present(value: string | null | undefined): boolean {
  return typeof value === 'string' && value.trim() !== '';
}

/** Fully onboarded (product §6): email, username and onboarded_at all present. */
export function isOnboarded(user: GuardUser): boolean {
  return present(user.email) && present(user.username) && present(user.onboarded_at);
}

export interface LoginGuardInput {
  /** Status of loading the current user (GET /user). */
  readonly userStatus: LoadStatus;
  readonly user: GuardUser | null;
  readonly path: string;
}

/**
 * Where a user who is not fully onboarded may be: /onboarding, and /verify-identifier while an
 * email given there waits for its code (onboarding's second step: an email counts once verified).
 */
function isOnboardingPath(user: GuardUser, path: string): boolean {
  const at = normalisePath(path);
  return at === '/onboarding' || (at === '/verify-identifier' && present(user.pending_email));
}

/**
 * Product §2 login guard: loader while the user loads; /login without a user; /onboarding (with
 * `{ onboarded }`) when email, onboarded_at or username is missing, unless already on a step of
 * onboarding (/onboarding, or /verify-identifier for a pending email).
 */
export function loginGuard({ userStatus, user, path }: LoginGuardInput): GuardDecision {
  if (userStatus === 'idle' || userStatus === 'pending') return LOADING;
  if (userStatus === 'failed' || user === null) return redirect('/login');
  if (!isOnboarded(user) && !isOnboardingPath(user, path)) {
    const state: OnboardingState = { onboarded: present(user.onboarded_at) };
    return redirect('/onboarding', { ...state });
  }
  return STAY;
}

/**
 * Paths a user without a wallet may stay on (product §2 wallet guard), plus /verify-identifier:
 * like /verify-phone-number, a step of onboarding that comes before the wallet.
 */
const WALLET_EXEMPT_PATHS = [
  '/home',
  '/onboarding',
  '/setup-wallet',
  '/verify-phone-number',
  '/verify-identifier',
  '/setup-wallet/wallet-passcode',
  '/setup-wallet/wallet-mnemonic',
  '/setup-wallet/confirm-wallet-create',
] as const;

export function isWalletExemptPath(path: string): boolean {
  return (WALLET_EXEMPT_PATHS as readonly string[]).includes(normalisePath(path));
}

/** 'unknown' until wallets have loaded; 'none' once loaded (or failed) with an empty list (product §4). */
export type WalletGate = 'unknown' | 'none' | 'has';

export function walletGate(walletsStatus: LoadStatus, wallets: readonly unknown[]): WalletGate {
  if (wallets.length > 0) return 'has';
  return walletsStatus === 'succeeded' || walletsStatus === 'failed' ? 'none' : 'unknown';
}

/**
 * Product §3 wallet state's `defiWalletCheck`: the wallet check is done (the gate is known: wallets
 * loaded, or failed, which §4 counts as none). Product §2: the layout is sidebar plus content only
 * once it is; until then the guards show the loader.
 */
export function defiWalletCheck(walletsStatus: LoadStatus, wallets: readonly unknown[]): boolean {
  return walletGate(walletsStatus, wallets) !== 'unknown';
}

export interface WalletGuardInput {
  readonly user: GuardUser;
  readonly walletsStatus: LoadStatus;
  readonly wallets: readonly unknown[];
  readonly path: string;
}

/**
 * Product §2 wallet guard: loader while wallets load; without a wallet -> /setup-wallet except on the
 * exempt paths; a fully onboarded user with a wallet at '/' -> /dashboard.
 */
export function walletGuard({
  user,
  walletsStatus,
  wallets,
  path,
}: WalletGuardInput): GuardDecision {
  if (!defiWalletCheck(walletsStatus, wallets)) return LOADING;
  const gate = walletGate(walletsStatus, wallets);
  if (gate === 'none') return isWalletExemptPath(path) ? STAY : redirect('/setup-wallet');
  if (isOnboarded(user) && normalisePath(path) === '/') return redirect('/dashboard');
  return STAY;
}

/** Product §2: with a wallet, a fully onboarded user's first wallet's tokens and the validators load. */
export function shouldLoadWalletData(user: GuardUser, wallets: readonly unknown[]): boolean {
  return isOnboarded(user) && wallets.length > 0;
}

/** Sidebar entries that lead to /setup-wallet until the user has a wallet (product §2 shell). */
const WALLET_GATED_PATHS = [
  '/dashboard',
  '/home',
  '/my-assets',
  '/network',
  '/distribution',
  '/settings',
  '/send-receive',
  '/profile',
] as const;

/** Where a sidebar, footer or header link leads: /setup-wallet for gated targets without a wallet. */
export function walletGatedTarget(target: string, gate: WalletGate): string {
  if (gate !== 'none') return target;
  const path = normalisePath(target);
  const gated = WALLET_GATED_PATHS.some(
    (prefix) => path === prefix || path.startsWith(`${prefix}/`),
  );
  return gated ? '/setup-wallet' : target;
}
