import * as contract from '@optwallet/contract';
import { describe, expect, it } from 'vitest';
import * as deprecated from './index';

describe('@optwallet/api-client/contract (deprecated)', () => {
  it('hands out every export of @optwallet/contract, the same objects', () => {
    expect(Object.keys(deprecated).sort()).toEqual(Object.keys(contract).sort());
    expect(deprecated.endpoints).toBe(contract.endpoints);
    expect(deprecated.transferRequestSchema).toBe(contract.transferRequestSchema);
  });
});
