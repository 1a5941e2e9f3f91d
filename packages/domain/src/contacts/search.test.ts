import { describe, expect, it } from 'vitest';
import { inviteEntry, searchIconMessage, shouldSearch, toSearchResults } from './search';
import type { ContactResult } from './search';

const ana: ContactResult = {
  id: '01J',
  first_name: 'Ana',
  last_name: 'Lee',
  username: 'ana',
  avatar: null,
  email: 'ana@example.com',
  phone_number: null,
  following: false,
  invite: false,
};

describe('shouldSearch', () => {
  it.each([
    ['', 'abc', false],
    ['', 'abcd', true],
    ['', '  abc  ', false],
    ['', ' abcd ', true],
    ['abcd', 'abcd ', false],
    ['abcd', 'abcde', true],
    ['abcde', 'abcd', true],
    ['abcd', 'abc', false],
  ])('from %j to %j: %s', (previous, next, expected) => {
    expect(shouldSearch(previous, next)).toBe(expected);
  });
});

describe('searchIconMessage', () => {
  it('shows the exact spec message below 4 characters, an empty box included', () => {
    const message = 'Please search atleast 4 characters for a contacts';
    expect(searchIconMessage('abc')).toBe(message);
    expect(searchIconMessage('   abc ')).toBe(message);
    expect(searchIconMessage('')).toBe(message);
    expect(searchIconMessage('  ')).toBe(message);
    expect(searchIconMessage('abcd')).toBeNull();
  });
});

describe('toSearchResults', () => {
  it('shows the results that came back', () => {
    expect(toSearchResults('ana@example.com', [ana])).toEqual([ana]);
  });

  it('turns an email with no match into an invitable entry', () => {
    expect(toSearchResults(' new@example.com ', [])).toEqual([
      {
        id: null,
        first_name: null,
        last_name: null,
        username: null,
        avatar: null,
        email: 'new@example.com',
        phone_number: null,
        following: false,
        invite: true,
      },
    ]);
  });

  it('shows nothing for a name with no match', () => {
    expect(toSearchResults('nobody', [])).toEqual([]);
  });

  it('offers the invite entry for a plain string answer', () => {
    expect(toSearchResults('new@example.com', 'No user found')).toEqual([
      inviteEntry('new@example.com'),
    ]);
  });
});
