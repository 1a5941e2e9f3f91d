import { describe, expect, it } from 'vitest';
import { isAddressOf, readReceiver } from './receiver';

const OPT = 'opt1qypqxpq9qcrsszg2pvxq6rs0zqg3yyc5lzv7xu';
const EVM = '0x52908400098527886E0F7030069857D2E4169EE7';

describe('receiver box', () => {
  it('takes an address of the chosen chain as it is', () => {
    expect(readReceiver('optchain-1', ` ${OPT} `)).toEqual({ kind: 'address', address: OPT });
    expect(readReceiver('1', EVM)).toEqual({ kind: 'address', address: EVM });
  });

  it('reads anything else as a username, with or without @', () => {
    expect(readReceiver('optchain-1', '@ana_lima')).toEqual({
      kind: 'username',
      username: 'ana_lima',
    });
    expect(readReceiver('1', 'bob')).toEqual({ kind: 'username', username: 'bob' });
    expect(readReceiver('1', '  ')).toEqual({ kind: 'empty' });
  });

  it('tells which chain an address belongs to', () => {
    expect(isAddressOf('optchain-1', OPT)).toBe(true);
    expect(isAddressOf('1', OPT)).toBe(false);
    expect(isAddressOf('1', EVM)).toBe(true);
  });
});
