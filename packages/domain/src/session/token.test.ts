import { describe, expect, it } from 'vitest';
import { decodeTokenPayload, isTokenTooOld } from './token';

function base64Url(text: string): string {
  const bytes = new TextEncoder().encode(text);
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

function jwt(payload: unknown): string {
  return `${base64Url('{"alg":"HS256","typ":"JWT"}')}.${base64Url(JSON.stringify(payload))}.signature`;
}

describe('decodeTokenPayload', () => {
  it('reads the claims of a token', () => {
    expect(
      decodeTokenPayload(jwt({ sub: 'u1', iat: 1_700_000_000, platformType: 'payments' })),
    ).toEqual({
      sub: 'u1',
      iat: 1_700_000_000,
      platformType: 'payments',
    });
  });

  it('reads base64url characters and UTF-8 text', () => {
    const payload = { sub: 'Zoë ✓ ???>>>', iat: 1 };
    expect(decodeTokenPayload(jwt(payload))).toMatchObject(payload);
  });

  it('keeps claims it does not know', () => {
    expect(decodeTokenPayload(jwt({ iat: 5, scopes: ['a'] }))).toMatchObject({ scopes: ['a'] });
  });

  it.each([
    null,
    undefined,
    '',
    'abc',
    'a.!!!.c',
    `a.${base64Url('not json')}.c`,
    `a.${base64Url('[1]')}.c`,
    jwt({ iat: 'x' }),
  ])('gives null for an unreadable token %j', (token) => {
    expect(decodeTokenPayload(token)).toBeNull();
  });

  it.each([{ sub: 1 }, { iat: '1' }, { exp: true }, { platformType: null }, { iat: 1, sub: [] }])(
    'gives null when a known claim has the wrong type %j',
    (payload) => {
      expect(decodeTokenPayload(jwt(payload))).toBeNull();
    },
  );

  it('accepts a payload without any of the known claims', () => {
    expect(decodeTokenPayload(jwt({}))).toEqual({});
  });
});

describe('isTokenTooOld', () => {
  const iat = 1_700_000_000;
  const issuedMs = iat * 1000;
  const day = 24 * 60 * 60 * 1000;

  it('accepts a token exactly 24 hours old and refuses it one second later', () => {
    expect(isTokenTooOld(iat, issuedMs + day - 1000)).toBe(false);
    expect(isTokenTooOld(iat, issuedMs + day)).toBe(false);
    expect(isTokenTooOld(iat, issuedMs + day + 1000)).toBe(true);
  });

  it.each([undefined, null, 0, -5, Number.NaN])('refuses a token with issue time %j', (value) => {
    expect(isTokenTooOld(value, issuedMs)).toBe(true);
  });
});
