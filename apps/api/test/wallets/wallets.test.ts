import { endpoints } from '@optwallet/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { wallets } from '../../src/db/schema';
import { createApp } from '../../src/app';
import { recordStatuses } from '../support/documented-statuses';
import { createLogger } from '../../src/lib/logger';
import { deriveAddresses } from '../../src/modules/wallets/wallet-keys';
import { getOwnedWallet } from '../../src/modules/wallets/service';
import { type Harness, PASSWORD, onboarded, send } from '../support/harness';
import { createChainHarness } from '../support/node-harness';
import { PASSCODE, userWithWallet as createUserWithWallet } from '../support/wallet-fixture';

const PHRASE_24 =
  'legal winner thank year wave sausage worth useful legal winner thank year wave sausage worth useful legal winner thank year wave sausage worth title';

const wordsOf = (phrase: string) => [...new Set(phrase.split(' '))];
/** A phrase word standing on its own (any case), not a chance run of letters inside base64. */
const containsWord = (text: string, word: string) =>
  new RegExp(`(^|[^a-z])${word}([^a-z]|$)`, 'i').test(text);

/** The messages of one field of a 422 body. */
const fieldError = (res: { error?: { errors?: unknown } }, field: string) =>
  (res.error?.errors as Record<string, string[]> | undefined)?.[field];

let h: Harness;
const logLines: string[] = [];
beforeAll(async () => {
  // Every log line is kept, so the test can prove no phrase or passcode is ever written out.
  const logger = createLogger('debug', {
    write: (line: string) => {
      logLines.push(line);
    },
  });
  // Tokens outlive the 15-minute lockout the tests wait out on the clock.
  h = await createChainHarness({ accessTokenTtlSeconds: 60 * 60 }, logger);
});
afterAll(() => h.close());

const userWithWallet = (username: string, mnemonic?: string) =>
  createUserWithWallet(h, username, mnemonic);

describe('GET /wallets/mnemonic', () => {
  it('gives a fresh 24-word phrase each time, only to a signed-in user', async () => {
    const user = await onboarded(h, 'w_phrase');
    const a = await send(h, endpoints.mnemonic, { token: user.token });
    const b = await send(h, endpoints.mnemonic, { token: user.token });
    expect(a.data?.mnemonic.split(' ')).toHaveLength(24);
    expect(a.data?.mnemonic).not.toBe(b.data?.mnemonic);
    expect((await send(h, endpoints.mnemonic)).status).toBe(401);
  });
});

describe('POST /wallets', () => {
  it('stores the wallet with the derived addresses and no trace of the phrase', async () => {
    const { wallet, id, token } = await userWithWallet('w_create', PHRASE_24);
    const expected = await deriveAddresses(PHRASE_24);
    expect(wallet.addresses).toEqual([
      { chainId: 'optchain-1', address: expected.nativeAddress },
      { chainId: 'optchain-testnet-1', address: expected.nativeAddress },
      { chainId: '1', address: expected.evmAddress },
    ]);
    const listed = await send(h, endpoints.wallets, { token });
    expect(listed.data).toEqual([wallet]);

    const [row] = await h.deps.db.select().from(wallets).where(eq(wallets.userId, id));
    expect(row).toBeDefined();
    const stored = Object.values(row ?? {})
      .map(String)
      .join(' ');
    expect(wordsOf(PHRASE_24).filter((w) => containsWord(stored, w))).toEqual([]);
    expect(stored).not.toContain(PASSCODE);
    const logs = logLines.join('\n');
    expect(logs).toContain('wallet created');
    expect(wordsOf(PHRASE_24).filter((w) => containsWord(logs, w))).toEqual([]);
    expect(logs).not.toContain(PASSCODE);
    expect(wordsOf(PHRASE_24).filter((w) => containsWord(JSON.stringify(listed.data), w))).toEqual(
      [],
    );
  });

  it('refuses an invalid phrase with the catalogue text', async () => {
    const user = await onboarded(h, 'w_badphrase');
    const res = await send(h, endpoints.createWallet, {
      token: user.token,
      body: { walletPasscode: PASSCODE, mnemonic: PHRASE_24.replace('title', 'zoo') },
    });
    expect(res.status).toBe(422);
    expect(res.error?.errors).toEqual({ mnemonic: ['Invalid seed phrase.'] });
  });

  it('refuses a wallet key that breaks the §5 rules or equals the account password', async () => {
    const user = await onboarded(h, 'w_badkey');
    const phrase = (await send(h, endpoints.mnemonic, { token: user.token })).data?.mnemonic ?? '';
    const attempt = (walletPasscode: string) =>
      send(h, endpoints.createWallet, {
        token: user.token,
        body: { walletPasscode, mnemonic: phrase },
      });
    const same = await attempt(PASSWORD);
    expect(same.status).toBe(422);
    expect(fieldError(same, 'walletPasscode')).toEqual([
      'Wallet key must be different from your account password',
    ]);
    expect(fieldError(await attempt('short#1'), 'walletPasscode')).toEqual([
      'Wallet key must be at least 8 characters',
    ]);
    expect(fieldError(await attempt('nospecial1'), 'walletPasscode')).toEqual([
      'Wallet key must contain at least one special character',
    ]);
    expect((await send(h, endpoints.wallets, { token: user.token })).data).toEqual([]);
  });

  it('answers 409 to a second wallet and keeps the first', async () => {
    const { token, wallet } = await userWithWallet('w_twice');
    const phrase = (await send(h, endpoints.mnemonic, { token })).data?.mnemonic ?? '';
    const second = await send(h, endpoints.createWallet, {
      token,
      body: { walletPasscode: PASSCODE, mnemonic: phrase },
    });
    expect(second.status).toBe(409);
    expect((await send(h, endpoints.wallets, { token })).data).toEqual([wallet]);
  });

  it('creates one wallet when two creations race', async () => {
    const user = await onboarded(h, 'w_race');
    const phrases = await Promise.all(
      [0, 1].map(
        async () => (await send(h, endpoints.mnemonic, { token: user.token })).data?.mnemonic ?? '',
      ),
    );
    const results = await Promise.all(
      phrases.map((mnemonic) =>
        send(h, endpoints.createWallet, {
          token: user.token,
          body: { walletPasscode: PASSCODE, mnemonic },
        }),
      ),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    expect((await send(h, endpoints.wallets, { token: user.token })).data).toHaveLength(1);
  });

  it('calls afterWalletCreated once with the new row; a failing hook does not fail creation', async () => {
    const seen: string[] = [];
    const hooked: Harness = {
      ...h,
      app: recordStatuses(
        createApp({
          ...h.deps,
          afterWalletCreated: (row) => {
            seen.push(row.id);
            return Promise.reject(new Error('faucet down'));
          },
        }),
      ),
    };
    const user = await onboarded(hooked, 'w_hook');
    const mnemonic =
      (await send(hooked, endpoints.mnemonic, { token: user.token })).data?.mnemonic ?? '';
    const created = await send(hooked, endpoints.createWallet, {
      token: user.token,
      body: { walletPasscode: PASSCODE, mnemonic },
    });
    expect(created.status).toBe(200);
    expect(seen).toEqual([created.data?.id]);
  });
});

describe('POST /wallets/checkKey', () => {
  it('refuses, before any wallet exists, a key equal to the account password or breaking the rules, and stores nothing', async () => {
    const user = await onboarded(h, 'w_checkkey');
    const check = (walletPasscode: string) =>
      send(h, endpoints.checkWalletKey, { token: user.token, body: { walletPasscode } });
    const same = await check(PASSWORD);
    expect(same.status).toBe(422);
    expect(fieldError(same, 'walletPasscode')).toEqual([
      'Wallet key must be different from your account password',
    ]);
    expect(fieldError(await check('short#1'), 'walletPasscode')).toEqual([
      'Wallet key must be at least 8 characters',
    ]);
    const fine = await check(PASSCODE);
    expect(fine.status).toBe(200);
    expect((await send(h, endpoints.wallets, { token: user.token })).data).toEqual([]);
    expect(logLines.join('\n')).not.toContain(PASSWORD);
    expect(
      (await send(h, endpoints.checkWalletKey, { body: { walletPasscode: PASSCODE } })).status,
    ).toBe(401);
  });

  it('counts each comparison with the account password like a sign-in attempt: the 11th in 15 minutes is 429', async () => {
    const user = await onboarded(h, 'w_checkkey_limit');
    const check = (walletPasscode: string) =>
      send(h, endpoints.checkWalletKey, { token: user.token, body: { walletPasscode } });
    for (let i = 0; i < 10; i += 1) expect((await check(`Guess#pass${i}`)).status).toBe(200);
    const over = await check(PASSWORD);
    expect(over.status).toBe(429);
    expect(Number(over.res.headers.get('Retry-After'))).toBeGreaterThan(0);
    // The budget is the account's, whichever call compares: the creation is refused too.
    const phrase = (await send(h, endpoints.mnemonic, { token: user.token })).data?.mnemonic ?? '';
    const create = await send(h, endpoints.createWallet, {
      token: user.token,
      body: { walletPasscode: PASSCODE, mnemonic: phrase },
    });
    expect(create.status).toBe(429);
    h.clock.advance(15 * 60_000 + 1000);
    expect((await check(PASSWORD)).status).toBe(422);
  });
});

describe('POST /wallets/{id}/verifyKey', () => {
  it('answers valid for the right passcode or phrase and not for wrong ones', async () => {
    const { token, wallet, phrase } = await userWithWallet('w_verify');
    const verify = (type: 'passcode' | 'mnemonic', data: string) =>
      send(h, endpoints.verifyKey, { token, params: { id: wallet.id }, body: { type, data } });
    expect((await verify('passcode', PASSCODE)).data).toEqual({ valid: true });
    expect((await verify('passcode', 'Wallet#key2')).data).toEqual({ valid: false });
    expect((await verify('mnemonic', phrase)).data).toEqual({ valid: true });
    expect((await verify('mnemonic', `  ${phrase.toUpperCase()} `)).data).toEqual({ valid: true });
    expect((await verify('mnemonic', PHRASE_24)).data).toEqual({ valid: false });
    expect((await verify('mnemonic', 'not a phrase')).data).toEqual({ valid: false });
  });

  it("answers 404 for another user's wallet, as for a missing one", async () => {
    const owner = await userWithWallet('w_owner');
    const other = await onboarded(h, 'w_other');
    const res = await send(h, endpoints.verifyKey, {
      token: other.token,
      params: { id: owner.wallet.id },
      body: { type: 'passcode', data: PASSCODE },
    });
    expect(res.status).toBe(404);
    expect(res.error?.message).toBe('Wallet not found');
    await expect(getOwnedWallet(h.deps, other.id, owner.wallet.id)).rejects.toMatchObject({
      status: 404,
    });
  });
});

describe('POST /wallets/{id}/resetPasscode', () => {
  it('re-seals under a new key given the old key, then given the phrase; old keys stop working', async () => {
    const { token, wallet, phrase } = await userWithWallet('w_reset');
    const reset = (type: 'passcode' | 'mnemonic', data: string, newWalletPasscode: string) =>
      send(h, endpoints.resetPasscode, {
        token,
        params: { id: wallet.id },
        body: { type, data, newWalletPasscode },
      });
    const verify = async (data: string) =>
      (
        await send(h, endpoints.verifyKey, {
          token,
          params: { id: wallet.id },
          body: { type: 'passcode', data },
        })
      ).data?.valid;

    const byKey = await reset('passcode', PASSCODE, 'Second#key2');
    expect(byKey.data).toEqual({ message: 'Wallet key updated successfully' });
    expect(await verify(PASSCODE)).toBe(false);
    expect(await verify('Second#key2')).toBe(true);

    const byPhrase = await reset('mnemonic', phrase, 'Third#key3');
    expect(byPhrase.status).toBe(200);
    expect(await verify('Second#key2')).toBe(false);
    expect(await verify('Third#key3')).toBe(true);
    // Still the same wallet: same addresses, and the phrase still proves it.
    expect((await send(h, endpoints.wallets, { token })).data).toEqual([wallet]);
  });

  it('refuses a wrong proof (errors.data) and a new key that breaks the rules', async () => {
    const { token, wallet } = await userWithWallet('w_resetbad');
    const reset = (body: {
      type: 'passcode' | 'mnemonic';
      data: string;
      newWalletPasscode: string;
    }) => send(h, endpoints.resetPasscode, { token, params: { id: wallet.id }, body });
    const wrongKey = await reset({
      type: 'passcode',
      data: 'Wrong#key9',
      newWalletPasscode: 'New#key123',
    });
    expect(wrongKey.status).toBe(422);
    expect(wrongKey.error?.errors).toEqual({ data: ['Invalid wallet key'] });
    const wrongPhrase = await reset({
      type: 'mnemonic',
      data: PHRASE_24,
      newWalletPasscode: 'New#key123',
    });
    expect(wrongPhrase.error?.errors).toEqual({ data: ['Invalid seed phrase.'] });
    const samePassword = await reset({
      type: 'passcode',
      data: PASSCODE,
      newWalletPasscode: PASSWORD,
    });
    expect(fieldError(samePassword, 'newWalletPasscode')).toEqual([
      'Wallet key must be different from your account password',
    ]);
    const tooShort = await reset({ type: 'passcode', data: PASSCODE, newWalletPasscode: 'a#1' });
    expect(fieldError(tooShort, 'newWalletPasscode')).toEqual([
      'Wallet key must be at least 8 characters',
    ]);
  });
});

describe('wrong passcode lockout, through HTTP', () => {
  /** POST /wallets/{id}/verifyKey with a passcode: 200 valid or not, 429 while locked. */
  const verifier = (token: string, walletId: string) => async (data: string) => {
    const res = await send(h, endpoints.verifyKey, {
      token,
      params: { id: walletId },
      body: { type: 'passcode', data },
    });
    return res.status === 200 ? (res.data?.valid ? 'right' : 'wrong') : res.status;
  };

  it('locks after 5 wrong passcodes in a row for 15 minutes (429, Retry-After), then opens again', async () => {
    const { token, wallet } = await userWithWallet('w_lock');
    const verify = verifier(token, wallet.id);
    const answers: (string | number)[] = [];
    for (let i = 0; i < 5; i += 1) answers.push(await verify('Wrong#key9'));
    // The 5th wrong one locks at once, so the person learns it now.
    expect(answers).toEqual(['wrong', 'wrong', 'wrong', 'wrong', 429]);
    // Locked: even the right passcode is refused, and the answer says when to come back.
    const res = await send(h, endpoints.verifyKey, {
      token,
      params: { id: wallet.id },
      body: { type: 'passcode', data: PASSCODE },
    });
    expect(res.status).toBe(429);
    expect(res.error?.message).toMatch(/locked; try again in 15 minutes/);
    expect(res.res.headers.get('Retry-After')).toBe('900');
    h.clock.advance(14 * 60_000);
    expect(await verify(PASSCODE)).toBe(429);
    h.clock.advance(60_000 + 1000);
    expect(await verify(PASSCODE)).toBe('right');
  });

  it('counts only consecutive failures: a right passcode starts the count again', async () => {
    const { token, wallet } = await userWithWallet('w_count');
    const verify = verifier(token, wallet.id);
    for (let round = 0; round < 2; round += 1) {
      for (let i = 0; i < 4; i += 1) expect(await verify('Wrong#key9')).toBe('wrong');
      expect(await verify(PASSCODE)).toBe('right');
    }
    for (let i = 0; i < 4; i += 1) expect(await verify('Wrong#key9')).toBe('wrong');
    expect(await verify('Wrong#key9')).toBe(429);
  });

  it('a wrong passcode on a transfer is 400 errors.walletPasscode and counts toward the same lock', async () => {
    const owner = await userWithWallet('w_spend');
    const payee = await userWithWallet('w_spend_to');
    const transfer = (walletPasscode: string) =>
      send(h, endpoints.transfer, {
        token: owner.token,
        params: { id: owner.walletId },
        body: {
          chainId: 'optchain-1',
          symbol: 'OPT',
          amount: '1',
          to: payee.native,
          transferType: 'send',
          description: '',
          walletPasscode,
        },
      });
    const wrong = await transfer('Wrong#key9');
    expect(wrong.status).toBe(400);
    expect(wrong.error).toMatchObject({
      message: 'Invalid wallet key',
      errors: { walletPasscode: ['Invalid wallet key'] },
    });
    const verify = verifier(owner.token, owner.walletId);
    for (let i = 0; i < 3; i += 1) expect(await verify('Wrong#key9')).toBe('wrong');
    expect((await transfer('Wrong#key9')).status).toBe(429);
    expect((await transfer(PASSCODE)).status).toBe(429);
  });

  it('lifts a lockout when the phrase proves the wallet and sets a new key', async () => {
    const { token, wallet, phrase } = await userWithWallet('w_unlockphrase');
    const verify = verifier(token, wallet.id);
    for (let i = 0; i < 5; i += 1) await verify('Wrong#key9');
    expect(await verify(PASSCODE)).toBe(429);
    const reset = await send(h, endpoints.resetPasscode, {
      token,
      params: { id: wallet.id },
      body: { type: 'mnemonic', data: phrase, newWalletPasscode: 'Fresh#key4' },
    });
    expect(reset.status).toBe(200);
    expect(await verify('Fresh#key4')).toBe('right');
  });
});
