import { describe, expect, it } from 'vitest';
import { profileFormSchema } from './profile-form-schema';
import { walletKeyProofSchema } from './wallet-key-update-schema';

const messages = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) =>
  Object.fromEntries(
    (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]),
  );

describe('walletKeyProofSchema', () => {
  it('accepts a current key, and a phrase of BIP39 words', () => {
    expect(walletKeyProofSchema.safeParse({ type: 'passcode', data: 'Old#key2026' }).success).toBe(
      true,
    );
    const phrase = `${'abandon '.repeat(11)}about`;
    expect(walletKeyProofSchema.safeParse({ type: 'mnemonic', data: phrase }).success).toBe(true);
  });

  it('asks for the current key, and refuses a phrase that is not BIP39 words', () => {
    expect(messages(walletKeyProofSchema.safeParse({ type: 'passcode', data: '' }))).toEqual({
      data: 'Wallet key is required',
    });
    expect(
      messages(walletKeyProofSchema.safeParse({ type: 'mnemonic', data: 'not a phrase' })),
    ).toEqual({ data: 'Invalid seed phrase.' });
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
