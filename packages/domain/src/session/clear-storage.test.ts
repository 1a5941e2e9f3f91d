import { describe, expect, it } from 'vitest';
import { clearStorageExcept } from './clear-storage';

function storage(entries: Record<string, string>) {
  const map = new Map(Object.entries(entries));
  return {
    map,
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, value),
    clear: () => map.clear(),
  };
}

describe('clearStorageExcept', () => {
  it('clears everything but the kept keys, which keep their values', () => {
    const s = storage({
      'optwallet.access_token': 'a',
      lastActivityTime: '1',
      'optwallet.remember_tokens': '{"ana@example.com":"rt"}',
      other: 'x',
    });
    clearStorageExcept(s, ['optwallet.remember_tokens']);
    expect(Object.fromEntries(s.map)).toEqual({
      'optwallet.remember_tokens': '{"ana@example.com":"rt"}',
    });
  });

  it('adds nothing for a kept key that was not there', () => {
    const s = storage({ 'optwallet.access_token': 'a' });
    clearStorageExcept(s, ['optwallet.remember_tokens']);
    expect(s.map.size).toBe(0);
  });
});
