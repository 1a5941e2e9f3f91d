import { endpoints } from '@optwallet/contract';
import { MAX_AMOUNT_BASE_UNITS, translate } from '@optwallet/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/db/client';
import { type Harness, send } from '../support/harness';
import { createChainHarness } from '../support/node-harness';
import { PASSCODE, userWithWallet } from '../support/wallet-fixture';

/*
 * Issue 26 (8): an amount beyond what any token can hold (2^256 - 1 base units; the ledger's
 * columns are numeric(78, 0)) is refused at the boundary with 422 and its message, before the
 * database: no 500, and nothing changes. The largest amount the boundary lets through is an
 * ordinary "more than you have".
 * Issue 44 (1, 8): an amount the server cannot read as one plain decimal (a sign, an exponent,
 * separators) is refused with the fault's own message, never read as another number; and a
 * preview refuses what its transfer refuses (0 included), with the same status and message.
 */

const NINETY_ONES = '1'.repeat(90);
/** The largest whole amount the contract accepts: 2^256 - 1 base units at 18 decimals. */
const LARGEST = (MAX_AMOUNT_BASE_UNITS / 10n ** 18n).toString();
const TOO_LARGE = translate('validation.amount_too_large');

let h: Harness;
let me: Awaited<ReturnType<typeof userWithWallet>>;
let other: Awaited<ReturnType<typeof userWithWallet>>;
let validator = '';
beforeAll(async () => {
  h = await createChainHarness();
  me = await userWithWallet(h, 'range_me');
  other = await userWithWallet(h, 'range_other');
  const details = await send(h, endpoints.validatorsDetails, { token: me.token });
  validator = details.data?.validatorSet[0]?.address ?? '';
}, 120_000);
afterAll(() => h.close());

/** Everything an amount could have changed: balances, transactions, stake, validators, notes. */
async function ledgerState(): Promise<string> {
  const rows = await queryRows(
    h.deps.db,
    sql`SELECT
      (SELECT json_agg(b ORDER BY b.chain_id, b.account, b.denom) FROM ledger_balances b) AS balances,
      (SELECT count(*) FROM ledger_transactions) AS transactions,
      (SELECT count(*) FROM ledger_delegations) AS delegations,
      (SELECT count(*) FROM ledger_validators) AS validators,
      (SELECT count(*) FROM notifications) AS notifications`,
  );
  return JSON.stringify(rows);
}

const transferBody = (amount: string, extra: Record<string, unknown> = {}) => ({
  amount,
  chainId: 'optchain-1',
  symbol: 'OPT',
  to: other.native,
  transferType: 'send',
  memo: 'a memo',
  description: 'a note',
  walletPasscode: PASSCODE,
  ...extra,
});

/** Every call of the contract that takes an amount, with that amount. */
function calls(amount: string) {
  const wallet = { token: me.token, params: { id: me.walletId } };
  return {
    transferPreview: () =>
      send(h, endpoints.transferPreview, { ...wallet, body: transferBody(amount) }),
    transfer: () => send(h, endpoints.transfer, { ...wallet, body: transferBody(amount) }),
    delegate: () =>
      send(h, endpoints.transfer, {
        ...wallet,
        body: transferBody(amount, { to: validator, transferType: 'delegate' }),
      }),
    createValidator: () =>
      send(h, endpoints.createValidator, {
        ...wallet,
        body: { moniker: 'range node', amount, fee: '0.05', walletPasscode: PASSCODE },
      }),
    requestPayment: () =>
      send(h, endpoints.requestPayment, {
        token: me.token,
        params: { id: other.id },
        body: { amount, chainId: 'optchain-1', symbol: 'OPT', memo: 'for lunch' },
      }),
  };
}

describe('an amount beyond every token’s range', () => {
  it.each([
    'transferPreview',
    'transfer',
    'delegate',
    'createValidator',
    'requestPayment',
  ] as const)('%s: 90 ones answer 422 with the amount message and change nothing', async (name) => {
    const before = await ledgerState();
    const res = await calls(NINETY_ONES)[name]();
    expect(res.status).toBe(422);
    expect(res.error?.errors).toEqual({ amount: [TOO_LARGE] });
    expect(await ledgerState()).toBe(before);
  });

  it.each(['transferPreview', 'transfer', 'delegate', 'createValidator'] as const)(
    '%s: the largest amount the boundary accepts is more than the wallet has (422, not 500)',
    async (name) => {
      const before = await ledgerState();
      const res = await calls(LARGEST)[name]();
      expect(res.status).toBe(422);
      expect(Object.keys(res.error?.errors ?? {})).toEqual(['amount']);
      expect(await ledgerState()).toBe(before);
    },
  );
});

const ENDPOINTS = [
  'transferPreview',
  'transfer',
  'delegate',
  'createValidator',
  'requestPayment',
] as const;

describe('an amount the server cannot read as one plain decimal', () => {
  it.each([
    ['-5', translate('validation.amount_negative')],
    ['-1', translate('validation.amount_negative')],
    ['1e3', translate('validation.amount_exponent')],
    ['1,000.50', translate('validation.amount_wire_format')],
    ['1,5', translate('validation.amount_wire_format')],
    ['5 OPT', translate('validation.amount_characters')],
    ['0.0000001', translate('validation.amount_decimals', { count: 6 })],
  ])(
    '%j answers 422 with %j on every call that takes an amount, and changes nothing',
    async (amount, message) => {
      for (const name of ENDPOINTS) {
        const before = await ledgerState();
        const res = await calls(amount)[name]();
        expect({ name, status: res.status, errors: res.error?.errors }).toEqual({
          name,
          status: 422,
          errors: { amount: [message] },
        });
        expect(await ledgerState()).toBe(before);
      }
    },
  );
});

describe('a preview refuses what its transfer refuses', () => {
  const POSITIVE = { amount: [translate('validation.amount_positive')] };

  it.each(['send', 'delegate'] as const)(
    'a %s of 0: both 422 "Amount must be greater than 0"',
    async (type) => {
      const wallet = { token: me.token, params: { id: me.walletId } };
      const extra = type === 'delegate' ? { to: validator, transferType: 'delegate' } : {};
      const before = await ledgerState();
      const preview = await send(h, endpoints.transferPreview, {
        ...wallet,
        body: transferBody('0', extra),
      });
      const transfer = await send(h, endpoints.transfer, {
        ...wallet,
        body: transferBody('0', extra),
      });
      expect([preview.status, preview.error?.errors]).toEqual([422, POSITIVE]);
      expect([transfer.status, transfer.error?.errors]).toEqual([422, POSITIVE]);
      expect(await ledgerState()).toBe(before);
    },
  );

  it('a claim on a chain without staking: the same answer, and 404 first for a wallet not the caller’s', async () => {
    const claim = (token: string) => ({
      token,
      params: { id: me.walletId },
      body: transferBody('0', {
        chainId: '1',
        symbol: 'ETH',
        to: validator,
        transferType: 'claim-rewards',
      }),
    });
    const preview = await send(h, endpoints.transferPreview, claim(me.token));
    const transfer = await send(h, endpoints.transfer, claim(me.token));
    expect(preview.status).toBe(422);
    expect([transfer.status, transfer.error?.errors]).toEqual([
      preview.status,
      preview.error?.errors,
    ]);
    const theirs = await send(h, endpoints.transfer, claim(other.token));
    expect(theirs.status).toBe(404);
    expect((await send(h, endpoints.transferPreview, claim(other.token))).status).toBe(404);
  });
});
