import { describe, expect, it } from 'vitest';
import { buildPath, endpoints } from './endpoints';
import { loginResponseSchema } from './auth';
import { errorResponseSchema, paginatedSchema } from './common';
import { contactSearchResponseSchema } from './social';
import { tokenDetailResponseSchema } from './staking';
import { transactionSchema } from './wallets';
import * as z from 'zod';

describe('endpoint table', () => {
  const rows = Object.entries(endpoints);

  it('lists each method+path once', () => {
    const keys = rows.map(([, e]) => `${e.method} ${e.path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('covers the 46 calls of spec §7, server logout, the oauth token exchange and connected apps, the OpenID Connect endpoints (prompt=none, jwks, userinfo, revocation, introspection), phone and email verification, the profile and photo updates, account sync, the payments between two users and payment requests, the recipient check of a send, the CSV export of the history, the live-updates stream, the magic-link and new wallet key checks, the admin entry’s one-time code, passkeys, the session hint of “Continue as”, the Permissions page’s sessions, chain grants and token approvals, and four devnet routes', () => {
    const beyondSpec = [
      'logout',
      'oauthToken',
      'oauthAuthorizeSilent',
      'oauthJwks',
      'oauthUserInfo',
      'oauthRevoke',
      'oauthIntrospect',
      'oauthGrants',
      'revokeOAuthGrant',
      'phoneSendCode',
      'phoneVerify',
      'emailSendCode',
      'emailVerify',
      'updateProfile',
      'updateAvatar',
      'deleteAvatar',
      'syncWallet',
      'paymentsBetween',
      'requestPayment',
      'paymentRequests',
      'payPaymentRequest',
      'declinePaymentRequest',
      'cancelPaymentRequest',
      'recipientCheck',
      'walletTransactionsCsv',
      'events',
      'checkMagicLink',
      'checkWalletKey',
      'adminSessionCode',
      'passkeyLoginOptions',
      'passkeyLogin',
      'passkeys',
      'passkeyRegistrationOptions',
      'addPasskey',
      'renamePasskey',
      'deletePasskey',
      'sessionHint',
      'continueSession',
      'autoCompound',
      'autoCompoundOn',
      'autoCompoundOff',
      'sessions',
      'endSession',
      'endOtherSessions',
      'chainGrants',
      'revokeChainGrant',
      'recurringSends',
      'createRecurringSend',
      'cancelRecurringSend',
      'tokenApprovals',
      'revokeTokenApproval',
      'health',
      'devOutbox',
      'devAdvance',
      'devFaucet',
    ];
    expect(rows.filter(([name]) => !beyondSpec.includes(name))).toHaveLength(46);
    expect(rows).toHaveLength(101);
  });

  it('declares a params schema exactly for templates with placeholders', () => {
    for (const [name, e] of rows) {
      expect({ name, hasParams: 'params' in e }).toEqual({ name, hasParams: e.path.includes('{') });
    }
  });

  it('keeps only login-type calls, the link checks, reset, refresh, logout, the session hint (its cookie is the credential) and the oauth endpoints partners call with client credentials without a bearer', () => {
    const open = rows
      .filter(([, e]) => e.auth === 'none')
      .map(([name]) => name)
      .sort();
    expect(open).toEqual(
      [
        'authCodeLogin',
        'checkMagicLink',
        'checkResetPasswordToken',
        'devAdvance',
        'devFaucet',
        'devOutbox',
        'forgotPassword',
        'health',
        'login',
        'logout',
        'magicLogin',
        'oauthAuthorizeSilent',
        'oauthIntrospect',
        'oauthJwks',
        'oauthRevoke',
        'oauthToken',
        'passkeyLogin',
        'passkeyLoginOptions',
        'refreshToken',
        'register',
        'resendMagicLink',
        'resetPassword',
        'validateResetPasswordOtp',
        'sessionHint',
        'continueSession',
      ].sort(),
    );
  });
});

describe('buildPath', () => {
  it('fills and encodes placeholders', () => {
    expect(buildPath('/contacts/search/{query}', { query: 'a b/c' })).toBe(
      '/contacts/search/a%20b%2Fc',
    );
  });
  it('refuses a missing placeholder', () => {
    expect(() => buildPath('/wallets/{id}/tokens', {})).toThrow('Missing path parameter "id"');
  });
});

describe('shapes', () => {
  it('tells a token set from a 2-step challenge by two_factor', () => {
    const tokens = loginResponseSchema.parse({
      two_factor: false,
      access_token: 'a',
      refresh_token: 'r',
      expires_in: 60,
    });
    const challenge = loginResponseSchema.parse({
      two_factor: true,
      type: 'email',
      identifier: 'a@b.c',
      message: 'Code sent',
    });
    expect(tokens.two_factor).toBe(false);
    expect(challenge.two_factor).toBe(true);
    expect(loginResponseSchema.safeParse({ two_factor: false, access_token: 'a' }).success).toBe(
      false,
    );
  });

  it("reads a raw 'fail' status as 'failed'", () => {
    const base = {
      id: '1',
      hash: 'h',
      type: 'send',
      date: '2026-01-01T00:00:00.000Z',
      created_at: '2026-01-01T00:00:00.000Z',
      amount: '1.5',
      symbol: 'OPT',
      chainId: 'optchain-1',
      walletAddress: 'opt1x',
      counterpartyUsername: null,
      fromValidator: null,
      toValidator: null,
      validator: null,
      network: 'OptChain',
      completedOn: null,
      gasFee: '0.01',
      memo: null,
      description: null,
      blockExplorerLink: null,
    };
    expect(transactionSchema.parse({ ...base, status: 'fail' }).status).toBe('failed');
    expect(transactionSchema.safeParse({ ...base, status: 'lost' }).success).toBe(false);
    expect(transactionSchema.safeParse({ ...base, status: 'success', amount: 1.5 }).success).toBe(
      false,
    );
  });

  it('accepts a contact list or a plain string from search', () => {
    expect(contactSearchResponseSchema.parse('No user found')).toBe('No user found');
    expect(contactSearchResponseSchema.parse([])).toEqual([]);
  });

  it('accepts validation errors by field', () => {
    expect(
      errorResponseSchema.parse({ message: 'Invalid', errors: { email: ['Invalid email'] } })
        .errors,
    ).toEqual({ email: ['Invalid email'] });
  });

  it('paginates with current_page, last_page, per_page and total', () => {
    const page = paginatedSchema(z.string());
    expect(
      page.safeParse({ data: ['a'], current_page: 1, last_page: 1, per_page: 30, total: 1 })
        .success,
    ).toBe(true);
    expect(page.safeParse({ data: ['a'], current_page: 1 }).success).toBe(false);
  });
});

describe('token detail', () => {
  const detail = {
    transactions: [],
    unbondingDetails: { balanceToken: '0', balanceUsd: '0', entries: [] },
    delegationDetails: { balanceToken: '10', balanceUsd: '8.5' },
    delegations: [],
    balanceToken: '90',
    balanceUsd: '76.5',
    address: 'opt1x',
  };
  const move = {
    transactionHash: 'ab12',
    fromValidator: 'optvaloper1a',
    fromMoniker: 'aurora',
    toValidator: 'optvaloper1b',
    toMoniker: 'borealis',
    amount: '10',
    creationHeight: '42',
    completionTime: '2026-12-13T08:00:00.000Z',
  };

  it('carries the stake being moved with both validators and when it arrives', () => {
    expect(
      tokenDetailResponseSchema.parse({ ...detail, redelegations: [move] }).redelegations,
    ).toEqual([move]);
  });

  it('reads a detail from a server without redelegations as no stake being moved', () => {
    expect(tokenDetailResponseSchema.parse(detail).redelegations).toEqual([]);
  });

  it('refuses a move without its arrival time', () => {
    const { completionTime: _dropped, ...partial } = move;
    expect(
      tokenDetailResponseSchema.safeParse({ ...detail, redelegations: [partial] }).success,
    ).toBe(false);
  });
});
