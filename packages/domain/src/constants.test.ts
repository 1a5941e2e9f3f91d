import { expect, it } from 'vitest';
import { APP_VERSION } from './constants';

it('sends app version 1.0.3, the header value the API expects (spec §9)', () => {
  expect(APP_VERSION).toBe('1.0.3');
});
