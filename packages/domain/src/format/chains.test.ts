import { describe, expect, it } from 'vitest';
import { chainName } from './chains';

describe('chainName', () => {
  it('names the product’s chains', () => {
    expect(chainName('optchain-1')).toBe('OptChain');
    expect(chainName('optchain-testnet-1')).toBe('OptChain Testnet');
    expect(chainName('1')).toBe('Ethereum');
  });

  it('shows an unknown chain id as itself, also one named like an object key', () => {
    expect(chainName('cosmoshub-4')).toBe('cosmoshub-4');
    expect(chainName('toString')).toBe('toString');
  });
});
