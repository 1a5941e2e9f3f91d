import { describe, expect, it } from 'vitest';
import { appPathOrNull, readMagicLoginLanding } from './magic-login';

describe('readMagicLoginLanding', () => {
  it('exchanges the token of the link', () => {
    expect(readMagicLoginLanding('?token=abc.123')).toEqual({ kind: 'exchange', token: 'abc.123' });
    expect(readMagicLoginLanding('token=abc&x=1')).toEqual({ kind: 'exchange', token: 'abc' });
    expect(readMagicLoginLanding(new URLSearchParams({ token: 'p%q' }))).toEqual({
      kind: 'exchange',
      token: 'p%q',
    });
  });

  it('decodes an encoded token as the server mailed it', () => {
    expect(readMagicLoginLanding('?token=a%2Bb%3D')).toEqual({ kind: 'exchange', token: 'a+b=' });
  });

  it.each([[''], ['?'], ['?token='], ['?token=%20%20'], ['?other=abc']])(
    'fails at once without a token (%s)',
    (search) => {
      expect(readMagicLoginLanding(search)).toEqual({ kind: 'failed' });
    },
  );
});

describe('appPathOrNull', () => {
  it('keeps a path of this origin with its query', () => {
    expect(appPathOrNull('/oauth?client_id=a&state=b')).toBe('/oauth?client_id=a&state=b');
  });

  it.each([
    ['//evil.example/x'],
    ['https://evil.example/'],
    ['/\\evil.example'],
    ['oauth'],
    [''],
    [42],
    [null],
  ])('refuses %s', (value) => {
    expect(appPathOrNull(value)).toBeNull();
  });
});
