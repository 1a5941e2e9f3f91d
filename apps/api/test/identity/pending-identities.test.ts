import { endpoints } from '@optwallet/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Harness,
  PASSWORD,
  lastMessage,
  registerBody,
  send,
  signUp,
} from '../support/harness';
import { createChainHarness } from '../support/node-harness';
import { PASSCODE, userWithWallet } from '../support/wallet-fixture';

let h: Harness;
let payer: Awaited<ReturnType<typeof userWithWallet>>;
beforeAll(async () => {
  h = await createChainHarness();
  payer = await userWithWallet(h, 'pi_payer');
});
afterAll(() => h.close());

const P = 'payments' as const;
/** Signs up by phone, confirms the texted code: signed in, with no email yet. */
async function phoneUser(phone: string) {
  await send(h, endpoints.register, { body: registerBody(phone, { type: 'phone' }) });
  const { code } = await lastMessage(h, phone);
  const login = await send(h, endpoints.authCodeLogin, {
    body: { identifier: phone, authCode: code ?? '', platform_type: P },
  });
  if (!login.data) throw new Error(`phone sign-up failed: ${login.status}`);
  return login.data.access_token;
}

async function onboardWithEmail(token: string, username: string, email: string) {
  return send(h, endpoints.onboardUser, {
    token,
    body: {
      first_name: 'Pat',
      last_name: 'Phone',
      username,
      country: 'DE',
      email,
      platform_type: P,
    },
  });
}

async function giveWallet(token: string) {
  const phrase = (await send(h, endpoints.mnemonic, { token })).data?.mnemonic ?? '';
  return send(h, endpoints.createWallet, {
    token,
    body: { walletPasscode: PASSCODE, mnemonic: phrase },
  });
}

const previewTo = (to: string) =>
  send(h, endpoints.transferPreview, {
    token: payer.token,
    params: { id: payer.walletId },
    body: { chainId: 'optchain-1', symbol: 'OPT', amount: '1', to, transferType: 'send' },
  });

describe('an email given at onboarding is pending until its code comes back', () => {
  it('is no payment alias, not findable, and does not stop its real owner from signing up', async () => {
    const squatter = await phoneUser('+4915112340001');
    const victim = 'victim@example.com';
    const onboarded = await onboardWithEmail(squatter, 'pi_squatter', victim);
    expect(onboarded.status).toBe(200);
    expect(onboarded.data).toMatchObject({ email: null, pending_email: victim });
    expect((await giveWallet(squatter)).status).toBe(200);

    // Transfers "to" that email reach nobody, and nobody finds it.
    const preview = await previewTo(victim);
    expect(preview.status).toBe(422);
    expect(preview.error?.errors).toHaveProperty('to');
    const search = await send(h, endpoints.searchContacts, {
      token: payer.token,
      params: { query: victim },
    });
    expect(search.data).toBe('No contacts found');

    // The owner of the address signs up with it as if nobody had typed it.
    const owner = await send(h, endpoints.register, { body: registerBody(victim) });
    expect(owner.status).toBe(200);
    const { code } = await lastMessage(h, victim);
    const confirmed = await send(h, endpoints.authCodeLogin, {
      body: { identifier: victim, authCode: code ?? '', platform_type: P },
    });
    expect(confirmed.status).toBe(200);
    const me = await send(h, endpoints.user, { token: confirmed.data?.access_token ?? '' });
    expect(me.data?.email).toBe(victim);

    // The squatter's pending copy is gone; the code mailed at onboarding went to the owner anyway.
    const squatterNow = await send(h, endpoints.user, { token: squatter });
    expect(squatterNow.data).toMatchObject({ email: null, pending_email: null });
    const again = await send(h, endpoints.emailSendCode, {
      token: squatter,
      body: { email: victim },
    });
    expect(again.status).toBe(409);
  });

  it('once verified it is the identity: a payment alias, findable exactly, and a sign-in', async () => {
    const token = await phoneUser('+4915112340002');
    const email = 'proven@example.com';
    await onboardWithEmail(token, 'pi_proven', email);
    await giveWallet(token);
    const { code } = await lastMessage(h, email);
    const wrong = await send(h, endpoints.emailVerify, {
      token,
      body: { code: code === '000000' ? '111111' : '000000' },
    });
    expect(wrong.status).toBe(422);
    expect(wrong.error?.errors).toHaveProperty('code');

    const verified = await send(h, endpoints.emailVerify, { token, body: { code: code ?? '' } });
    expect(verified.status).toBe(200);
    expect(verified.data).toMatchObject({ email, pending_email: null });
    expect((await previewTo(email)).status).toBe(200);
    const search = await send(h, endpoints.searchContacts, {
      token: payer.token,
      params: { query: email },
    });
    expect(Array.isArray(search.data) && search.data[0]?.email).toBe(email);
    const login = await send(h, endpoints.login, {
      body: { type: 'email', identifier: email, password: PASSWORD, platform_type: P },
    });
    expect(login.data).toMatchObject({ two_factor: true, identifier: email });
  });

  it('can be changed before it is verified: the newest address gets the code', async () => {
    const token = await phoneUser('+4915112340003');
    await onboardWithEmail(token, 'pi_typo', 'tpyo@example.com');
    const resent = await send(h, endpoints.emailSendCode, {
      token,
      body: { email: 'typo@example.com' },
    });
    expect(resent.status).toBe(200);
    const oldCode = (await lastMessage(h, 'tpyo@example.com')).code ?? '';
    expect((await send(h, endpoints.emailVerify, { token, body: { code: oldCode } })).status).toBe(
      422,
    );
    const { code } = await lastMessage(h, 'typo@example.com');
    const verified = await send(h, endpoints.emailVerify, { token, body: { code: code ?? '' } });
    expect(verified.data?.email).toBe('typo@example.com');
  });

  it('refuses at once an email that is someone’s verified identity (409), changing nothing', async () => {
    await signUp(h, 'owned@example.com');
    const token = await phoneUser('+4915112340004');
    const res = await onboardWithEmail(token, 'pi_owned', 'owned@example.com');
    expect(res.status).toBe(409);
    expect(res.error?.errors).toHaveProperty('email');
    expect((await send(h, endpoints.user, { token })).data?.pending_email).toBeNull();
  });
});

describe('a sign-up never confirmed blocks nobody', () => {
  it('a later sign-up of the same address replaces it; only the newest code and password work', async () => {
    const address = 'contested@example.com';
    await send(h, endpoints.register, {
      body: registerBody(address, {
        password: 'Squat#pass1',
        password_confirmation: 'Squat#pass1',
      }),
    });
    const first = await lastMessage(h, address);
    const owner = await send(h, endpoints.register, { body: registerBody(address) });
    expect(owner.status).toBe(200);
    const second = await lastMessage(h, address);
    expect(second.id).not.toBe(first.id);

    const stale = await send(h, endpoints.authCodeLogin, {
      body: { identifier: address, authCode: first.code ?? '', platform_type: P },
    });
    expect(stale.status).toBe(401);
    const confirmed = await send(h, endpoints.authCodeLogin, {
      body: { identifier: address, authCode: second.code ?? '', platform_type: P },
    });
    expect(confirmed.status).toBe(200);
    const squat = await send(h, endpoints.login, {
      body: { type: 'email', identifier: address, password: 'Squat#pass1', platform_type: P },
    });
    expect(squat.status).toBe(422);
  });

  it('can still be finished later by signing in with its password (the code confirms it)', async () => {
    const address = 'later@example.com';
    await send(h, endpoints.register, { body: registerBody(address) });
    await h.settled();
    const login = await send(h, endpoints.login, {
      body: { type: 'email', identifier: address, password: PASSWORD, platform_type: P },
    });
    expect(login.data).toMatchObject({ two_factor: true });
    const { code } = await lastMessage(h, address);
    const confirmed = await send(h, endpoints.authCodeLogin, {
      body: { identifier: address, authCode: code ?? '', platform_type: P },
    });
    expect(confirmed.status).toBe(200);
    const me = await send(h, endpoints.user, { token: confirmed.data?.access_token ?? '' });
    expect(me.data?.email).toBe(address);
  });

  it('is not findable by the names it gave', async () => {
    await send(h, endpoints.register, {
      body: {
        ...registerBody('ghost@example.com'),
        first_name: 'Ghostly',
        last_name: 'Shell',
      },
    });
    await h.settled();
    const search = await send(h, endpoints.searchContacts, {
      token: payer.token,
      params: { query: 'Ghostly' },
    });
    expect(search.data).toBe('No contacts found');
  });
});
