import { describe, expect, it } from 'vitest';
import { tokenCaption, tokenMonogram } from './tokens';

describe('tokenMonogram', () => {
  it.each([
    ['USDT', 'USDT'],
    ['usdc', 'USDC'],
    ['stETH', 'STET'],
    [' dai ', 'DAI'],
    ['X', 'X'],
    ['', '?'],
  ])('%j shows %j', (symbol, expected) => {
    expect(tokenMonogram(symbol)).toBe(expected);
  });

  it('tells USDT and USDC apart (not "U" and "U")', () => {
    expect(tokenMonogram('USDT')).not.toBe(tokenMonogram('USDC'));
  });
});

describe('tokenCaption', () => {
  it.each([
    ['Tether USD', 'Ethereum', 'Tether USD · Ethereum'],
    ['OptChain', 'OptChain', 'OptChain'],
    ['optchain', 'OptChain', 'OptChain'],
    ['OptChain', 'OptChain Testnet', 'OptChain Testnet'],
    ['Opt', 'OptChain', 'Opt · OptChain'],
    ['Ether', undefined, 'Ether'],
    ['Ether', '', 'Ether'],
    ['', 'Ethereum', 'Ethereum'],
  ])('%j on %j reads %j', (name, network, expected) => {
    expect(tokenCaption(name, network)).toBe(expected);
  });
});
