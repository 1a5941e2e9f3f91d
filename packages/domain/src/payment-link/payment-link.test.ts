import { describe, expect, it } from 'vitest';
import { paymentLinkPath, paymentLinkUrl, readPaymentLink } from './payment-link';

const OPT_LINK = {
  username: 'ana',
  symbol: 'OPT',
  chainId: 'optchain-1',
  amount: '5.5',
  memo: 'for lunch',
} as const;

describe('paymentLinkUrl', () => {
  it('writes the receiver in the path and amount, token and memo in the query', () => {
    expect(paymentLinkUrl('https://app.optwallet.dev/', OPT_LINK)).toBe(
      'https://app.optwallet.dev/pay/ana?amount=5.5&token=OPT&memo=for+lunch',
    );
  });

  it('leaves out an empty amount and memo, and names the chain only when not the default', () => {
    expect(paymentLinkPath({ ...OPT_LINK, amount: '', memo: '' })).toBe('/pay/ana?token=OPT');
    expect(paymentLinkPath({ ...OPT_LINK, chainId: 'optchain-testnet-1', memo: '' })).toBe(
      '/pay/ana?amount=5.5&token=OPT&chain=optchain-testnet-1',
    );
  });

  it('never puts a memo on an EVM token (a send there carries none)', () => {
    expect(paymentLinkPath({ ...OPT_LINK, symbol: 'USDC', chainId: '1', amount: '12' })).toBe(
      '/pay/ana?amount=12&token=USDC',
    );
  });

  it('encodes a username with characters a path would misread', () => {
    expect(paymentLinkPath({ ...OPT_LINK, username: 'a b?c', amount: '', memo: '' })).toBe(
      '/pay/a%20b%3Fc?token=OPT',
    );
  });
});

describe('readPaymentLink', () => {
  it('reads what paymentLinkPath wrote', () => {
    const path = paymentLinkPath(OPT_LINK);
    const [, search = ''] = path.split('?');
    expect(readPaymentLink('ana', search)).toEqual({ ok: true, link: OPT_LINK });
  });

  it('reads each token on its chain, testnet OPT included', () => {
    expect(readPaymentLink('ana', 'amount=0.25&token=wbtc')).toEqual({
      ok: true,
      link: { username: 'ana', symbol: 'WBTC', chainId: '1', amount: '0.25', memo: '' },
    });
    expect(readPaymentLink('ana', 'token=OPT&chain=optchain-testnet-1')).toMatchObject({
      ok: true,
      link: { chainId: 'optchain-testnet-1' },
    });
  });

  it('takes a link without token or amount as "pay @ana in OPT, you say how much"', () => {
    expect(readPaymentLink('@ana', '')).toEqual({
      ok: true,
      link: { username: 'ana', symbol: 'OPT', chainId: 'optchain-1', amount: '', memo: '' },
    });
  });

  it('writes the amount canonically', () => {
    expect(readPaymentLink('ana', 'amount=007.500&token=OPT')).toMatchObject({
      ok: true,
      link: { amount: '7.5' },
    });
  });

  it.each([
    ['1,000.50', 'amount_invalid'],
    ['1e3', 'amount_invalid'],
    ['-5', 'amount_invalid'],
    ['+5', 'amount_invalid'],
    ['5 OPT', 'amount_invalid'],
    ['0x10', 'amount_invalid'],
    ['NaN', 'amount_invalid'],
    ['1.1234567', 'amount_decimals'],
    ['0', 'amount_zero'],
    ['0.000', 'amount_zero'],
    ['9'.repeat(90), 'amount_too_large'],
  ])(
    'refuses the amount %s (%s) and keeps the rest of the link without any amount',
    (raw, problem) => {
      expect(
        readPaymentLink('ana', new URLSearchParams({ amount: raw, token: 'OPT' }).toString()),
      ).toEqual({
        ok: false,
        problem,
        raw,
        withoutAmount: {
          username: 'ana',
          symbol: 'OPT',
          chainId: 'optchain-1',
          amount: '',
          memo: '',
        },
      });
    },
  );

  it('counts decimals per token: 18 for ETH, 6 for USDC', () => {
    expect(readPaymentLink('ana', `amount=0.${'1'.repeat(18)}&token=ETH`)).toMatchObject({
      ok: true,
    });
    expect(readPaymentLink('ana', 'amount=0.1234567&token=USDC')).toMatchObject({
      ok: false,
      problem: 'amount_decimals',
    });
  });

  it('refuses a token we do not hold, or a chain the token is not on', () => {
    expect(readPaymentLink('ana', 'amount=1&token=DOGE')).toEqual({
      ok: false,
      problem: 'token',
      raw: 'DOGE',
      withoutAmount: null,
    });
    expect(readPaymentLink('ana', 'token=USDC&chain=optchain-1')).toMatchObject({
      ok: false,
      problem: 'token',
    });
  });

  it('drops a memo on an EVM token and refuses one longer than a send carries', () => {
    expect(readPaymentLink('ana', 'token=ETH&memo=hi')).toMatchObject({
      ok: true,
      link: { memo: '' },
    });
    expect(readPaymentLink('ana', `token=OPT&memo=${'m'.repeat(257)}`)).toMatchObject({
      ok: false,
      problem: 'memo_too_long',
    });
  });

  it('refuses a link without a receiver', () => {
    expect(readPaymentLink(' @ ', 'token=OPT')).toMatchObject({ ok: false, problem: 'username' });
  });
});
