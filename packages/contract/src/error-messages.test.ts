import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { endpoints } from './endpoints';
import { contractErrorMap } from './error-messages';

/** What zod's own English says; none of it may reach a caller. */
const ZOD_JARGON =
  /Invalid input|Invalid option|Too small|Too big|expected|received|>=|<=|Invalid string/;

function messages(schema: z.ZodType, input: unknown): Record<string, string[]> {
  const result = schema.safeParse(input, { error: contractErrorMap });
  const out: Record<string, string[]> = {};
  for (const issue of result.error?.issues ?? []) {
    (out[issue.path.join('.') || '(root)'] ??= []).push(issue.message);
  }
  return out;
}

describe('contractErrorMap', () => {
  const onboard = endpoints.onboardUser.body;

  it('words the usual failures as sentences that name the field', () => {
    expect(
      messages(onboard, { first_name: '', last_name: 7, country: 'DE', platform_type: 'web' }),
    ).toEqual({
      first_name: ['First name must not be empty.'],
      last_name: ['Last name must be text.'],
      username: ['Username is required.'],
      platform_type: ['Platform type must be "payments".'],
    });
    expect(messages(endpoints.transfer.body, { transferType: 'gift' }).transferType).toEqual([
      'Transfer type must be one of "send", "delegate", "undelegate", "move-delegation", "cancel-undelegate" or "claim-rewards".',
    ]);
    expect(messages(endpoints.transfer.body, { walletPasscode: 7 }).walletPasscode).toEqual([
      'Wallet key must be text.',
    ]);
    expect(messages(onboard, ['not', 'an', 'object'])).toEqual({
      '(root)': ['The request body must be a JSON object.'],
    });
    expect(messages(z.object({ limit: z.number().int().max(50) }), { limit: 51 })).toEqual({
      limit: ['Limit must be at most 50.'],
    });
    expect(messages(z.object({ contactEmail: z.email() }), { contactEmail: 'x' })).toEqual({
      contactEmail: ['Contact email must be an email address, e.g. name@example.com.'],
    });
  });

  it('leaves the messages a schema sets itself', () => {
    const schema = z.object({ amount: z.string().regex(/^\d+$/, 'Must be a whole number') });
    expect(messages(schema, { amount: 'x' })).toEqual({ amount: ['Must be a whole number'] });
  });

  // Every request schema of the table, fed a missing body and, field by field, values of the
  // wrong kind: whatever a client can send, the 422 text is a sentence, not zod's shorthand.
  const requestSchemas = Object.entries(endpoints).flatMap(([name, e]) =>
    (['body', 'query', 'params'] as const).flatMap((part) => {
      const schema = (e as { [K in typeof part]?: z.ZodType })[part];
      return schema ? [[`${name} ${part}`, schema] as const] : [];
    }),
  );
  const WRONG = [undefined, null, '', 'x', 'x'.repeat(5000), -1, 1.5, 10 ** 12, true, [], {}];

  it.each(requestSchemas)('%s never answers zod jargon', (_label, schema) => {
    const texts = Object.values(messages(schema, 42)).flat();
    if (schema instanceof z.ZodObject) {
      texts.push(...Object.values(messages(schema, {})).flat());
      for (const key of Object.keys(schema.shape)) {
        for (const value of WRONG) {
          texts.push(...Object.values(messages(schema, { [key]: value })).flat());
        }
      }
    }
    expect(texts.length).toBeGreaterThan(0);
    for (const text of texts) {
      expect(text).not.toMatch(ZOD_JARGON);
      expect(text).toMatch(/^[A-Z"]/);
    }
  });
});
