import { describe, expect, it } from 'vitest';
import {
  consentSchema,
  emailOrPhoneSchema,
  onboardingFormSchema,
  passwordFormSchema,
  passwordSchema,
  phoneSchema,
  walletKeyFormSchema,
} from './schemas';

function issues(result: {
  success: boolean;
  error?: { issues: { message: string; path: PropertyKey[] }[] };
}) {
  return (
    result.error?.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message })) ??
    []
  );
}

describe('field schemas', () => {
  it('report the catalogue text and key of the plain validators', () => {
    const result = passwordSchema.safeParse('short!');
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({
      message: 'Password must be at least 8 characters',
      params: { key: 'validation.password_min' },
    });
  });

  it.each([
    ['phone', phoneSchema, '+4915112345678', '0151'],
    ['email or phone', emailOrPhoneSchema, '+4915112345678', ''],
    ['consent', consentSchema, true, false],
  ] as const)(
    '%s: accepts a valid value and refuses an invalid one',
    (_name, schema, valid, invalid) => {
      expect(schema.safeParse(valid).success).toBe(true);
      expect(schema.safeParse(invalid).success).toBe(false);
    },
  );
});

describe('form schemas', () => {
  it('puts each password form error on its field', () => {
    expect(
      issues(passwordFormSchema.safeParse({ password: 'abcdefgh', password_confirmation: 'x' })),
    ).toEqual([
      { path: 'password', message: 'Password must contain at least one special character' },
      { path: 'password_confirmation', message: 'Passwords must match' },
    ]);
    expect(
      passwordFormSchema.safeParse({ password: 'abcdef!g', password_confirmation: 'abcdef!g' })
        .success,
    ).toBe(true);
  });

  it('refuses a wallet key equal to the account password', () => {
    const schema = walletKeyFormSchema('abcdef!g');
    expect(
      issues(schema.safeParse({ walletKey: 'abcdef!g', confirmWalletKey: 'abcdef!g' })),
    ).toEqual([
      { path: 'walletKey', message: 'Wallet key must be different from your account password' },
    ]);
    expect(
      issues(schema.safeParse({ walletKey: 'wallet#key', confirmWalletKey: 'wallet#kex' })),
    ).toEqual([{ path: 'confirmWalletKey', message: 'Wallet keys must match' }]);
  });

  it('without an account password, refuses a short key and a confirmation that differs', () => {
    const schema = walletKeyFormSchema();
    expect(issues(schema.safeParse({ walletKey: 'a#1', confirmWalletKey: 'b#2' }))).toEqual([
      { path: 'walletKey', message: 'Wallet key must be at least 8 characters' },
      { path: 'confirmWalletKey', message: 'Wallet keys must match' },
    ]);
    expect(
      schema.safeParse({ walletKey: 'wallet#key', confirmWalletKey: 'wallet#key' }).success,
    ).toBe(true);
  });

  it('checks the onboarding fields', () => {
    expect(
      issues(
        onboardingFormSchema.safeParse({
          first_name: '',
          last_name: 'Lee',
          username: ' ',
          country: 'SY',
        }),
      ),
    ).toEqual([
      { path: 'first_name', message: 'First name is required' },
      { path: 'username', message: 'Username is required' },
      { path: 'country', message: 'OptWallet is not available in this country' },
    ]);
    expect(
      onboardingFormSchema.safeParse({
        first_name: 'Ana',
        last_name: 'Lee',
        username: 'ana',
        country: 'DE',
      }).success,
    ).toBe(true);
  });
});
