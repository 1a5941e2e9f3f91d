import { describe, expect, it } from 'vitest';
import { historySearch, readHistoryParams } from './history-params';

describe('history params', () => {
  it('reads page, type and hidden rewards, and the defaults for anything else', () => {
    expect(readHistoryParams(new URLSearchParams('page=3&type=send&rewards=hidden'))).toEqual({
      page: 3,
      type: 'send',
      hideRewards: true,
    });
    for (const junk of ['page=0&type=steal', 'page=-2', 'page=2.5', 'page=abc&rewards=each', ''])
      expect(readHistoryParams(new URLSearchParams(junk))).toEqual({
        page: 1,
        type: 'all',
        hideRewards: false,
      });
  });

  it('writes only what differs from the defaults, and keeps the screen’s other parameters', () => {
    const search = new URLSearchParams('back=%2Fhome&page=4');
    expect(historySearch(search, { page: 2, type: 'receive', hideRewards: true })).toBe(
      '?back=%2Fhome&page=2&type=receive&rewards=hidden',
    );
    expect(historySearch(search, { page: 1, type: 'all', hideRewards: false })).toBe(
      '?back=%2Fhome',
    );
    expect(historySearch(new URLSearchParams(), { page: 1, type: 'all', hideRewards: false })).toBe(
      '',
    );
  });
});
