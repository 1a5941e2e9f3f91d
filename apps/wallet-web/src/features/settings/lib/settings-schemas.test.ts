import { describe, expect, it } from 'vitest';
import { profileFormSchema } from './profile-form-schema';
import { walletKeyUpdateSchema } from './wallet-key-update-schema';

const messages = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) =>
  Object.fromEntries(
    (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]),
  );

describe('walletKeyUpdateSchema', () => {
  const valid = {
    type: 'passcode' as const,
    data: 'Old#key2026',
    accountPassword: 'Account#pass1',
    walletKey: 'New#key2026',
    confirmWalletKey: 'New#key2026',
  };

  it('accepts a current key and a new key that follows the §5 rules twice', () => {
    expect(walletKeyUpdateSchema.safeParse(valid).success).toBe(true);
  });

  it('asks for the current key, and checks a phrase as BIP39 words', () => {
    expect(messages(walletKeyUpdateSchema.safeParse({ ...valid, data: '' }))).toEqual({
      data: 'Wallet key is required',
    });
    expect(
      messages(
        walletKeyUpdateSchema.safeParse({ ...valid, type: 'mnemonic', data: 'not a phrase' }),
      ),
    ).toEqual({
      data: 'Invalid seed phrase.',
    });
    const phrase = `${'abandon '.repeat(11)}about`;
    expect(
      walletKeyUpdateSchema.safeParse({ ...valid, type: 'mnemonic', data: phrase }).success,
    ).toBe(true);
  });

  it('asks for the account password and refuses a new key equal to it', () => {
    expect(messages(walletKeyUpdateSchema.safeParse({ ...valid, accountPassword: '' }))).toEqual({
      accountPassword: 'Password is required',
    });
    expect(
      messages(
        walletKeyUpdateSchema.safeParse({
          ...valid,
          walletKey: 'Account#pass1',
          confirmWalletKey: 'Account#pass1',
        }),
      ),
    ).toEqual({ walletKey: 'Wallet key must be different from your account password' });
  });

  it('refuses a short new key and a confirmation that differs', () => {
    const result = messages(
      walletKeyUpdateSchema.safeParse({ ...valid, walletKey: 'short', confirmWalletKey: 'other' }),
    );
    expect(result.walletKey).toBe('Wallet key must be at least 8 characters');
    expect(result.confirmWalletKey).toBeDefined();
  });
});

describe('profileFormSchema', () => {
  const schema = profileFormSchema();
  const valid = { first_name: 'Ada', last_name: 'Lovelace', bio: '', country: 'GB' };

  it('accepts names, an empty bio and a country', () => {
    expect(schema.safeParse(valid).success).toBe(true);
  });

  it('names each missing or refused field with the catalogue text', () => {
    expect(
      messages(
        schema.safeParse({ first_name: ' ', last_name: '', bio: 'x'.repeat(281), country: 'RU' }),
      ),
    ).toEqual({
      first_name: 'First name is required',
      last_name: 'Last name is required',
      bio: 'Maximum 280 characters',
      country: 'OptWallet is not available in this country',
    });
    expect(messages(schema.safeParse({ ...valid, country: null }))).toEqual({
      country: 'Country is required',
    });
  });
});
