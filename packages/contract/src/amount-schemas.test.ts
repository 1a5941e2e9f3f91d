import { describe, expect, it } from 'vitest';
import { paymentRequestSchema } from './social';
import { transferPreviewRequestSchema, transferRequestSchema } from './transfers';

const preview = {
  amount: '1',
  chainId: 'optchain-1',
  symbol: 'OPT',
  to: 'opt1receiver',
  transferType: 'send',
};
const transfer = { ...preview, description: '', walletPasscode: 'key#1234' };

/** The `{ field: [messages] }` a schema's refusal becomes at the API. */
function refusal(
  schema: { safeParse(value: unknown): { error?: { issues: unknown[] } } },
  value: unknown,
) {
  const issues = (schema.safeParse(value).error?.issues ?? []) as {
    path: PropertyKey[];
    message: string;
  }[];
  return issues.map((issue) => [issue.path.join('.'), issue.message]);
}

describe('an amount on the wire', () => {
  it.each([
    ['-5', 'Amount cannot be negative'],
    ['1e3', 'Write the amount in full, without an exponent (1000, not 1e3)'],
    ['1,000.50', 'Send the amount as digits with at most one point, e.g. "1000.5"'],
    ['lots', 'Use only digits and a decimal point'],
    ['1'.repeat(90), 'This amount is larger than any wallet can hold'],
  ])('%j is refused with its own message', (amount, message) => {
    expect(refusal(paymentRequestSchema, { ...preview, amount })).toEqual([['amount', message]]);
    expect(refusal(transferPreviewRequestSchema, { ...preview, amount })).toEqual([
      ['amount', message],
    ]);
  });
});

describe('what a preview and its transfer refuse', () => {
  it.each(['send', 'delegate', 'undelegate', 'move-delegation', 'cancel-undelegate'])(
    'a %s of 0 is refused by both, with the same message',
    (transferType) => {
      const expected = [['amount', 'Amount must be greater than 0']];
      for (const amount of ['0', '0.000']) {
        expect(refusal(transferPreviewRequestSchema, { ...preview, amount, transferType })).toEqual(
          expected,
        );
        expect(refusal(transferRequestSchema, { ...transfer, amount, transferType })).toEqual(
          expected,
        );
      }
    },
  );

  it('a claim sends "0": the rewards the chain pays are its amount', () => {
    const claim = { amount: '0', transferType: 'claim-rewards' };
    expect(transferPreviewRequestSchema.safeParse({ ...preview, ...claim }).success).toBe(true);
    expect(transferRequestSchema.safeParse({ ...transfer, ...claim }).success).toBe(true);
  });
});
