import { expect, it } from 'vitest';
import { LOAD_STATUSES, isSettled } from './load-status';

it('counts succeeded and failed as settled, idle and pending as not', () => {
  expect(LOAD_STATUSES.filter(isSettled)).toEqual(['succeeded', 'failed']);
});
