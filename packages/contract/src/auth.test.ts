import { describe, expect, it } from 'vitest';
import { tokenResponseSchema } from './auth';

describe('tokenResponseSchema', () => {
  it('accepts a full token set', () => {
    const parsed = tokenResponseSchema.parse({
      access_token: 'a',
      refresh_token: 'r',
      expires_in: 900,
    });
    expect(parsed.expires_in).toBe(900);
  });

  it('refuses a token set without a refresh token', () => {
    expect(tokenResponseSchema.safeParse({ access_token: 'a', expires_in: 900 }).success).toBe(
      false,
    );
  });
});
