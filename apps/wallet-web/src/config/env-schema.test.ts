import { describe, expect, it } from 'vitest';
import { envSchema } from './env-schema';

describe('the build environment', () => {
  it('gives Help a support address that can receive mail by default', () => {
    const { VITE_SUPPORT_EMAIL } = envSchema.parse({});
    expect(VITE_SUPPORT_EMAIL).toBe('support@optwallet.dev');
    // Not a reserved name that no mail server answers for (RFC 2606).
    expect(VITE_SUPPORT_EMAIL).not.toMatch(/\.(example|invalid|test|localhost)$/);
  });

  it('takes the configured support address, and stops the build on one that is not an address', () => {
    expect(envSchema.parse({ VITE_SUPPORT_EMAIL: 'help@wallet.example.com' })).toMatchObject({
      VITE_SUPPORT_EMAIL: 'help@wallet.example.com',
    });
    expect(() => envSchema.parse({ VITE_SUPPORT_EMAIL: 'support team' })).toThrow();
  });
});
