import { afterEach, describe, expect, it } from 'vitest';
import { MAGIC_RETURN_TTL_MS, saveMagicReturn, takeMagicReturn } from './return-to';

afterEach(() => localStorage.clear());

describe('magic-link return', () => {
  it('brings the request back once, within the link lifetime', () => {
    saveMagicReturn('/oauth?client_id=a', 1000);
    expect(takeMagicReturn(1000 + MAGIC_RETURN_TTL_MS)).toBe('/oauth?client_id=a');
    expect(takeMagicReturn(1000 + MAGIC_RETURN_TTL_MS)).toBeNull();
  });

  it('forgets a request older than the link', () => {
    saveMagicReturn('/oauth?client_id=a', 1000);
    expect(takeMagicReturn(1001 + MAGIC_RETURN_TTL_MS)).toBeNull();
  });

  it('ignores a planted value that leads off the origin', () => {
    localStorage.setItem(
      'optwallet.consent.magic_return',
      JSON.stringify({ returnTo: 'https://evil.example', at: 1000 }),
    );
    expect(takeMagicReturn(1000)).toBeNull();
  });
});
