import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  avatarInitials,
  avatarPaletteIndex,
  displayName,
  formatMoniker,
  inviteLink,
} from './people';

describe('avatarInitials', () => {
  it.each([
    ['Ana Maria Lee', 2, 'AM'],
    ['Ana Maria Lee', 3, 'AML'],
    ['ana', 2, 'A'],
    ['  ana   lee ', 2, 'AL'],
    ['Ana Lee', 1, 'A'],
    ['Ana Lee', 0, ''],
    ['', 2, ''],
    [null, 2, ''],
    ['Émile zoë', 2, 'ÉZ'],
    ['😀 smile', 2, '😀S'],
  ])('%j with at most %i -> %j', (name, max, initials) => {
    expect(avatarInitials(name, max)).toBe(initials);
  });

  it('uses two letters by default', () => {
    expect(avatarInitials('Ana Maria Lee')).toBe('AM');
  });
});

describe('avatarPaletteIndex', () => {
  it('always gives one of the 6 colours, the same for the same name', () => {
    fc.assert(
      fc.property(fc.string(), (name) => {
        const index = avatarPaletteIndex(name);
        expect(index).toBeGreaterThanOrEqual(0);
        expect(index).toBeLessThan(6);
        expect(Number.isInteger(index)).toBe(true);
        expect(avatarPaletteIndex(` ${name.toUpperCase()} `)).toBe(
          avatarPaletteIndex(name.toUpperCase()),
        );
      }),
    );
  });

  it('ignores case and spaces and is pinned across releases', () => {
    expect(avatarPaletteIndex('Ana Lee')).toBe(avatarPaletteIndex('  ana lee '));
    expect([
      avatarPaletteIndex('Ana Lee'),
      avatarPaletteIndex('Bob'),
      avatarPaletteIndex(''),
    ]).toEqual([1, 2, 1]);
  });

  it('spreads names over all the colours', () => {
    const used = new Set(
      ['ana', 'bob', 'carla', 'dan', 'eve', 'fay', 'gus', 'hal', 'ivy', 'jo', 'kim', 'lu'].map(
        (n) => avatarPaletteIndex(n),
      ),
    );
    expect(used.size).toBeGreaterThanOrEqual(4);
  });
});

describe('displayName', () => {
  it.each([
    [{ first_name: 'Ana', last_name: 'Lee', username: 'ana' }, 'Ana Lee'],
    [{ first_name: 'Ana', last_name: null }, 'Ana'],
    [{ first_name: ' ', last_name: '', username: 'ana' }, 'ana'],
    [{ email: 'ana@example.com' }, 'ana@example.com'],
    [{}, ''],
  ])('%j -> %j', (person, name) => {
    expect(displayName(person)).toBe(name);
  });
});

describe('inviteLink', () => {
  it('uses the username, else the id', () => {
    expect(inviteLink('https://wallet.example/', { username: 'ana', id: '01J' })).toBe(
      'https://wallet.example/c/ana',
    );
    expect(inviteLink('https://wallet.example', { username: null, id: '01J' })).toBe(
      'https://wallet.example/c/01J',
    );
    expect(inviteLink('http://localhost:5173', { username: '', id: '01J' })).toBe(
      'http://localhost:5173/c/01J',
    );
  });
});

describe('formatMoniker', () => {
  it('capitalises the first letter only', () => {
    expect(formatMoniker('alpha node')).toBe('Alpha node');
    expect(formatMoniker('Beta')).toBe('Beta');
    expect(formatMoniker('évian')).toBe('Évian');
    expect(formatMoniker('')).toBe('');
  });
});
