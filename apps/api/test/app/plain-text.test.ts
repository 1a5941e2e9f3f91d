import { endpoints } from '@optwallet/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOT_PLAIN_TEXT } from '../../src/lib/plain-text';
import { type Harness, PASSWORD, raw, send } from '../support/harness';
import { createChainHarness } from '../support/node-harness';
import { PASSCODE, userWithWallet } from '../support/wallet-fixture';

let h: Harness;
let me: Awaited<ReturnType<typeof userWithWallet>>;
beforeAll(async () => {
  h = await createChainHarness();
  me = await userWithWallet(h, 'plaintext');
});
afterAll(() => h.close());

const refusal = (field: string) => ({
  message: NOT_PLAIN_TEXT,
  errors: { [field]: [NOT_PLAIN_TEXT] },
});

describe('U+0000 and lone surrogates are refused at the contract (422, the field named)', () => {
  it('in a body field: PUT /user/profile first_name, and the profile stays as it was', async () => {
    const res = await raw(h, 'PUT', '/user/profile', {
      token: me.token,
      body: { first_name: '\u0000', last_name: 'User', bio: '', country: 'DE' },
    });
    expect(res.status).toBe(422);
    expect(await res.json()).toEqual(refusal('first_name'));
    const user = await send(h, endpoints.user, { token: me.token });
    expect(user.data?.first_name).toBe('Test');
  });

  it('in a signed-out body: POST /register first_name', async () => {
    const res = await raw(h, 'POST', '/register', {
      body: {
        type: 'email',
        identifier: 'nul@example.com',
        password: PASSWORD,
        password_confirmation: PASSWORD,
        first_name: 'Ja\u0000ne',
        age_consent: true,
        terms_consent: true,
        platform_type: 'payments',
      },
    });
    expect(res.status).toBe(422);
    expect(await res.json()).toEqual(refusal('first_name'));
  });

  it('in transfer memo and description', async () => {
    const res = await raw(h, 'POST', `/wallets/${me.walletId}/transfer`, {
      token: me.token,
      body: {
        chainId: 'optchain-1',
        symbol: 'OPT',
        amount: '1',
        to: me.native,
        transferType: 'send',
        memo: 'hi\u0000',
        description: '\u0000',
        walletPasscode: PASSCODE,
      },
    });
    expect(res.status).toBe(422);
    const body = (await res.json()) as { errors: Record<string, string[]> };
    expect(body.errors).toEqual({ memo: [NOT_PLAIN_TEXT], description: [NOT_PLAIN_TEXT] });
  });

  it('in a path parameter sent as %00', async () => {
    const res = await raw(h, 'GET', '/user/profile/%00', { token: me.token });
    expect(res.status).toBe(422);
    expect(await res.json()).toEqual(refusal('id'));
    const wallet = await raw(h, 'GET', `/wallets/${me.walletId}%00/tokens`, { token: me.token });
    expect(wallet.status).toBe(422);
    expect(await wallet.json()).toEqual(refusal('id'));
  });

  it('in a query parameter', async () => {
    const res = await raw(h, 'GET', '/resetPassword?token=abc%00');
    expect(res.status).toBe(422);
    expect(await res.json()).toEqual(refusal('token'));
  });

  it('lone surrogates too, while paired ones (emoji) are text', async () => {
    const lone = await raw(h, 'PUT', '/user/profile', {
      token: me.token,
      body: { first_name: 'Ana', last_name: 'B\uD800', bio: 'x\uDC00y', country: 'DE' },
    });
    expect(lone.status).toBe(422);
    expect(((await lone.json()) as { errors: object }).errors).toEqual({
      last_name: [NOT_PLAIN_TEXT],
      bio: [NOT_PLAIN_TEXT],
    });
    const emoji = await send(h, endpoints.updateProfile, {
      token: me.token,
      body: { first_name: 'Ana', last_name: 'B', bio: 'hello 👋', country: 'DE' },
    });
    expect(emoji.status).toBe(200);
    expect(emoji.data?.bio).toBe('hello 👋');
  });
});
