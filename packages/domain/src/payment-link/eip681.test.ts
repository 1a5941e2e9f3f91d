import { describe, expect, it } from 'vitest';
import { eip681Uri } from './eip681';

const TO = '0x8e23Ee67d1332aD560396262C48ffbB01F93d052';
const USDC = '0x5FbDB2315678afecb367f032d93F642f64180aa3';

describe('eip681Uri', () => {
  it('asks for ETH in wei on the network given by its EIP-155 id', () => {
    expect(eip681Uri({ evmChainId: 31337, to: TO, amount: '0.5', decimals: 18 })).toBe(
      `ethereum:${TO}@31337?value=500000000000000000`,
    );
  });

  it('asks for an ERC-20 with the transfer function, in the token’s base units', () => {
    expect(
      eip681Uri({ evmChainId: 1, to: TO, contractAddress: USDC, amount: '12.25', decimals: 6 }),
    ).toBe(`ethereum:${USDC}@1/transfer?address=${TO}&uint256=12250000`);
  });

  it('leaves the amount to the payer when there is none', () => {
    expect(eip681Uri({ evmChainId: 31337, to: TO, amount: '', decimals: 18 })).toBe(
      `ethereum:${TO}@31337`,
    );
    expect(
      eip681Uri({ evmChainId: 31337, to: TO, contractAddress: USDC, amount: '', decimals: 6 }),
    ).toBe(`ethereum:${USDC}@31337/transfer?address=${TO}`);
  });
});
