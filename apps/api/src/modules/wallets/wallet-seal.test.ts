import { describe, expect, it } from 'vitest';
import { openMnemonic, sealMnemonic } from './wallet-seal';

const PHRASE =
  'legal winner thank year wave sausage worth useful legal winner thank year wave sausage worth useful legal winner thank year wave sausage worth title';
const base = { passcode: 'Wallet#key1', walletId: '01WALLET', serverKey: 's'.repeat(40) };

describe('wallet seal', () => {
  it('opens with the same passcode, wallet id and server key, and with nothing else', async () => {
    const sealed = await sealMnemonic({ ...base, mnemonic: PHRASE });
    expect(sealed.startsWith('v1.')).toBe(true);
    expect(await openMnemonic({ ...base, sealed })).toBe(PHRASE);
    expect(await openMnemonic({ ...base, sealed, passcode: 'Wallet#key2' })).toBeUndefined();
    expect(await openMnemonic({ ...base, sealed, walletId: '01OTHER' })).toBeUndefined();
    expect(await openMnemonic({ ...base, sealed, serverKey: 't'.repeat(40) })).toBeUndefined();
  });

  it('never repeats an envelope and carries no word of the phrase', async () => {
    const a = await sealMnemonic({ ...base, mnemonic: PHRASE });
    const b = await sealMnemonic({ ...base, mnemonic: PHRASE });
    expect(a).not.toBe(b);
    // Each part is base64url: a word would have to stand alone between the dots to leak.
    const parts = a.split('.').map((p) => p.toLowerCase());
    for (const word of new Set(PHRASE.split(' '))) expect(parts).not.toContain(word);
    expect(Buffer.from(a.split('.')[4] ?? '', 'base64url').toString('utf8')).not.toContain('legal');
  });

  it('refuses an envelope of an unknown version loudly rather than as a wrong passcode', async () => {
    const sealed = await sealMnemonic({ ...base, mnemonic: PHRASE });
    await expect(openMnemonic({ ...base, sealed: sealed.replace(/^v1/, 'v9') })).rejects.toThrow(
      /envelope/,
    );
  });
});
