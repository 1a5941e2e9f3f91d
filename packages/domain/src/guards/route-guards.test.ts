import { describe, expect, it } from 'vitest';
import type { LoadStatus } from '../load-status';
import {
  defiWalletCheck,
  isOnboarded,
  isWalletExemptPath,
  loginGuard,
  shouldLoadWalletData,
  walletGate,
  walletGatedTarget,
  walletGuard,
} from './route-guards';
import type { GuardUser } from './route-guards';

const FULL: GuardUser = {
  email: 'ana@example.com',
  username: 'ana',
  onboarded_at: '2026-01-01T00:00:00Z',
};
const NO_EMAIL: GuardUser = { ...FULL, email: null };
const NO_USERNAME: GuardUser = { ...FULL, username: '' };
const NOT_ONBOARDED: GuardUser = { ...FULL, onboarded_at: null };

describe('loginGuard', () => {
  it.each<[string, LoadStatus, GuardUser | null, string, unknown]>([
    ['user not loaded yet', 'idle', null, '/dashboard', { kind: 'loading' }],
    ['user loading', 'pending', null, '/dashboard', { kind: 'loading' }],
    ['user fetch failed', 'failed', null, '/dashboard', { kind: 'redirect', to: '/login' }],
    ['no user', 'succeeded', null, '/dashboard', { kind: 'redirect', to: '/login' }],
    ['fully onboarded', 'succeeded', FULL, '/dashboard', { kind: 'stay' }],
    [
      'no email',
      'succeeded',
      NO_EMAIL,
      '/dashboard',
      { kind: 'redirect', to: '/onboarding', state: { onboarded: true } },
    ],
    [
      'no username',
      'succeeded',
      NO_USERNAME,
      '/profile',
      { kind: 'redirect', to: '/onboarding', state: { onboarded: true } },
    ],
    [
      'no onboarded_at',
      'succeeded',
      NOT_ONBOARDED,
      '/',
      { kind: 'redirect', to: '/onboarding', state: { onboarded: false } },
    ],
    [
      'not onboarded, already on /onboarding',
      'succeeded',
      NOT_ONBOARDED,
      '/onboarding',
      { kind: 'stay' },
    ],
    ['not onboarded, on /onboarding/', 'succeeded', NO_EMAIL, '/onboarding/', { kind: 'stay' }],
    ['fully onboarded on /onboarding', 'succeeded', FULL, '/onboarding', { kind: 'stay' }],
    [
      'email pending its code, on /verify-identifier',
      'succeeded',
      { ...NO_EMAIL, pending_email: 'ana@example.com' },
      '/verify-identifier',
      { kind: 'stay' },
    ],
    [
      'email pending its code, elsewhere',
      'succeeded',
      { ...NO_EMAIL, pending_email: 'ana@example.com' },
      '/dashboard',
      { kind: 'redirect', to: '/onboarding', state: { onboarded: true } },
    ],
    [
      'no email and none pending, on /verify-identifier',
      'succeeded',
      NO_EMAIL,
      '/verify-identifier',
      { kind: 'redirect', to: '/onboarding', state: { onboarded: true } },
    ],
  ])('%s', (_case, userStatus, user, path, decision) => {
    expect(loginGuard({ userStatus, user, path })).toEqual(decision);
  });
});

describe('defiWalletCheck', () => {
  it.each<[LoadStatus, unknown[], boolean]>([
    ['idle', [], false],
    ['pending', [], false],
    ['succeeded', [], true],
    ['failed', [], true],
    // A refetch of wallets already known does not undo the check.
    ['pending', [{ id: 'w1' }], true],
  ])('wallets %s with %j: done is %s', (status, wallets, done) => {
    expect(defiWalletCheck(status, wallets)).toBe(done);
  });
});

describe('walletGuard', () => {
  const W = [{ id: 'w1' }];
  it.each<[string, GuardUser, LoadStatus, unknown[], string, unknown]>([
    ['wallets not loaded', FULL, 'idle', [], '/dashboard', { kind: 'loading' }],
    ['wallets loading', FULL, 'pending', [], '/dashboard', { kind: 'loading' }],
    ['wallet, at /', FULL, 'succeeded', W, '/', { kind: 'redirect', to: '/dashboard' }],
    ['wallet, elsewhere', FULL, 'succeeded', W, '/my-assets', { kind: 'stay' }],
    [
      'wallet still refreshing, at /',
      FULL,
      'pending',
      W,
      '/',
      { kind: 'redirect', to: '/dashboard' },
    ],
    ['wallet but not onboarded, at /', NOT_ONBOARDED, 'succeeded', W, '/', { kind: 'stay' }],
    ['no wallet, at /', FULL, 'succeeded', [], '/', { kind: 'redirect', to: '/setup-wallet' }],
    [
      'no wallet, /dashboard',
      FULL,
      'succeeded',
      [],
      '/dashboard',
      { kind: 'redirect', to: '/setup-wallet' },
    ],
    [
      'no wallet (load failed), /my-assets',
      FULL,
      'failed',
      [],
      '/my-assets',
      { kind: 'redirect', to: '/setup-wallet' },
    ],
    [
      'no wallet, /profile',
      FULL,
      'succeeded',
      [],
      '/profile',
      { kind: 'redirect', to: '/setup-wallet' },
    ],
    ['no wallet, /home', FULL, 'succeeded', [], '/home', { kind: 'stay' }],
    ['no wallet, /onboarding', NOT_ONBOARDED, 'succeeded', [], '/onboarding', { kind: 'stay' }],
    ['no wallet, /setup-wallet', FULL, 'succeeded', [], '/setup-wallet', { kind: 'stay' }],
    [
      'no wallet, /verify-phone-number',
      FULL,
      'succeeded',
      [],
      '/verify-phone-number',
      { kind: 'stay' },
    ],
    [
      'no wallet, /verify-identifier (onboarding’s email step)',
      NO_EMAIL,
      'succeeded',
      [],
      '/verify-identifier',
      { kind: 'stay' },
    ],
    [
      'no wallet, wallet-passcode',
      FULL,
      'succeeded',
      [],
      '/setup-wallet/wallet-passcode',
      { kind: 'stay' },
    ],
    [
      'no wallet, wallet-mnemonic',
      FULL,
      'succeeded',
      [],
      '/setup-wallet/wallet-mnemonic',
      { kind: 'stay' },
    ],
    [
      'no wallet, confirm-wallet-create',
      FULL,
      'failed',
      [],
      '/setup-wallet/confirm-wallet-create',
      { kind: 'stay' },
    ],
    [
      'no wallet, another setup-wallet child',
      FULL,
      'succeeded',
      [],
      '/setup-wallet/other',
      { kind: 'redirect', to: '/setup-wallet' },
    ],
  ])('%s', (_case, user, walletsStatus, wallets, path, decision) => {
    expect(walletGuard({ user, walletsStatus, wallets, path })).toEqual(decision);
  });
});

describe('wallet helpers', () => {
  it('reads exempt paths with trailing slash or query', () => {
    expect(isWalletExemptPath('/setup-wallet/')).toBe(true);
    expect(isWalletExemptPath('/home?tab=1')).toBe(true);
    expect(isWalletExemptPath('/dashboard')).toBe(false);
  });

  it.each<[LoadStatus, unknown[], string]>([
    ['idle', [], 'unknown'],
    ['pending', [], 'unknown'],
    ['succeeded', [], 'none'],
    ['failed', [], 'none'],
    ['succeeded', [{}], 'has'],
  ])('wallets %s with %j -> %s', (status, wallets, gate) => {
    expect(walletGate(status, wallets)).toBe(gate);
  });

  it.each([
    ['/dashboard', 'none', '/setup-wallet'],
    ['/my-assets/optchain-1/OPT', 'none', '/setup-wallet'],
    ['/network/followers', 'none', '/setup-wallet'],
    ['/distribution', 'none', '/setup-wallet'],
    ['/settings', 'none', '/setup-wallet'],
    ['/send-receive', 'none', '/setup-wallet'],
    ['/profile', 'none', '/setup-wallet'],
    ['/help-support', 'none', '/help-support'],
    ['/dashboard', 'has', '/dashboard'],
    ['/dashboard', 'unknown', '/dashboard'],
  ] as const)('link %s with wallet gate %s leads to %s', (target, gate, expected) => {
    expect(walletGatedTarget(target, gate)).toBe(expected);
  });

  it('loads wallet data only for an onboarded user with a wallet', () => {
    expect(shouldLoadWalletData(FULL, [{}])).toBe(true);
    expect(shouldLoadWalletData(FULL, [])).toBe(false);
    expect(shouldLoadWalletData(NO_EMAIL, [{}])).toBe(false);
    expect(isOnboarded({ email: ' ', username: 'a', onboarded_at: 'x' })).toBe(false);
  });
});
