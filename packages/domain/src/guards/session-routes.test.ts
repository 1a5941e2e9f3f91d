import { describe, expect, it } from 'vitest';
import {
  isLoggedIn,
  loginPathFor,
  logoutDestination,
  magicLoginUrl,
  returnPathAfterSignIn,
  oauthDecision,
  readOAuthParams,
  referralCodeFromPath,
  signupPathFromLogin,
} from './session-routes';

describe('isLoggedIn', () => {
  it.each([
    ['a stored token', 'eyJ.a.b', true],
    ['an empty token', '', false],
    ['no token', null, false],
    ['undefined', undefined, false],
  ] as const)('%s -> %s', (_case, token, signedIn) => {
    expect(isLoggedIn(token)).toBe(signedIn);
  });
});

describe('logoutDestination', () => {
  it.each([
    ['/dashboard', '/login'],
    ['/', '/login'],
    ['/my-assets/optchain-1/OPT', '/login?next=%2Fmy-assets%2Foptchain-1%2FOPT'],
    ['/c/ana', '/signup?referral=ana'],
    ['/c/ana/', '/signup?referral=ana'],
    ['/c/01JABC?x=1', '/signup?referral=01JABC'],
    ['/c/a%20b', '/signup?referral=a%20b'],
    ['/c/%E0%A4%A', '/signup?referral=%25E0%25A4%25A'],
    ['/c/', '/login?next=%2Fc%2F'],
    ['/c/ana/more', '/login?next=%2Fc%2Fana%2Fmore'],
    ['/cc/ana', '/login?next=%2Fcc%2Fana'],
  ])('from %s goes to %s', (path, destination) => {
    expect(logoutDestination(path)).toBe(destination);
  });

  it('keeps the query of the screen it signed out from', () => {
    expect(logoutDestination('/network/following', '?q=ana')).toBe(
      '/login?next=%2Fnetwork%2Ffollowing%3Fq%3Dana',
    );
  });

  it('reads the referral code of a /c/ path', () => {
    expect(referralCodeFromPath('/c/ana')).toBe('ana');
    expect(referralCodeFromPath('/profile')).toBeNull();
  });
});

describe('signupPathFromLogin', () => {
  it.each([
    ['?next=%2Fc%2Fana', '/signup?referral=ana'],
    [`?${new URLSearchParams({ next: '/c/a b' }).toString()}`, '/signup?referral=a%20b'],
    ['?next=%2Fsettings', '/signup'],
    ['?next=%2F%2Fevil.example%2Fc%2Fana', '/signup'],
    ['', '/signup'],
  ])('/login%s offers sign-up at %s', (search, path) => {
    expect(signupPathFromLogin(search)).toBe(path);
  });
});

describe('oauthDecision', () => {
  const full = readOAuthParams(
    '?client_id=partner&redirect_uri=https%3A%2F%2Fp.example%2Fcb&scopes=profile%20email&state=xyz',
  );

  it.each([
    [
      'logged in with client_id and redirect_uri',
      'tok',
      full,
      {
        kind: 'redirect',
        to: '/oauth-consent',
        state: {
          token: 'tok',
          client_id: 'partner',
          redirect_uri: 'https://p.example/cb',
          scopes: 'profile email',
          state: 'xyz',
        },
      },
    ],
    [
      'logged in without scopes and state',
      'tok',
      { client_id: 'p', redirect_uri: 'https://p.example/cb' },
      {
        kind: 'redirect',
        to: '/oauth-consent',
        state: {
          token: 'tok',
          client_id: 'p',
          redirect_uri: 'https://p.example/cb',
          scopes: '',
          state: '',
        },
      },
    ],
    ['logged in without redirect_uri', 'tok', { client_id: 'p' }, { kind: 'redirect', to: '/' }],
    [
      'logged in without client_id',
      'tok',
      readOAuthParams('redirect_uri=x'),
      { kind: 'redirect', to: '/' },
    ],
    ['logged in without any', 'tok', readOAuthParams(''), { kind: 'redirect', to: '/' }],
    ['not logged in', null, full, { kind: 'showLogin' }],
    ['empty token', '', full, { kind: 'showLogin' }],
  ] as const)('%s', (_case, token, params, decision) => {
    expect(oauthDecision(token, params)).toEqual(decision);
  });
});

describe('returning to a deep link after sign-in', () => {
  it('returns to the screen /login carries', () => {
    const login = loginPathFor('/my-assets/optchain-1/OPT');
    expect(returnPathAfterSignIn(login.slice('/login'.length))).toBe('/my-assets/optchain-1/OPT');
  });

  it.each([
    ['', '/'],
    ['?next=', '/'],
    ['?next=//evil.example/x', '/'],
    ['?next=/%5Cevil.example', '/'],
    ['?next=https://evil.example', '/'],
    ['?next=javascript:alert(1)', '/'],
    ['?next=/settings', '/settings'],
  ])('from /login%s goes to %s (never off this site)', (search, destination) => {
    expect(returnPathAfterSignIn(search)).toBe(destination);
  });

  it('leaves /login bare for landing paths', () => {
    expect(loginPathFor('/')).toBe('/login');
    expect(loginPathFor('/dashboard')).toBe('/login');
    expect(loginPathFor('//evil.example')).toBe('/login');
  });
});

describe('magicLoginUrl (the redirect_url of a mailed sign-in link)', () => {
  it.each([
    ['/', 'https://app.example/magicLogin'],
    ['/dashboard', 'https://app.example/magicLogin'],
    ['/settings', 'https://app.example/magicLogin?next=%2Fsettings'],
    [
      '/oauth?client_id=a&state=s',
      'https://app.example/magicLogin?next=%2Foauth%3Fclient_id%3Da%26state%3Ds',
    ],
    ['//evil.example/x', 'https://app.example/magicLogin'],
  ])('returning to %s -> %s', (returnTo, url) => {
    expect(magicLoginUrl('https://app.example', returnTo)).toBe(url);
  });

  it('the landing reads the deep link back as /login would', () => {
    const url = new URL(magicLoginUrl('https://app.example', '/my-assets/optchain-1/OPT'));
    expect(returnPathAfterSignIn(url.search)).toBe('/my-assets/optchain-1/OPT');
  });
});
