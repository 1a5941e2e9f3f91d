import { expect, it } from 'vitest';
import {
  APP_VERSION,
  MAX_TOKEN_AGE_MS,
  PROFILE_PHOTO_MAX_BYTES,
  SESSION_WARNING_MS,
} from './constants';

it('sends app version 1.0.3, the header value the API expects (spec §9)', () => {
  expect(APP_VERSION).toBe('1.0.3');
});

it('derives its millisecond limits from the spec figures', () => {
  expect(SESSION_WARNING_MS).toBe(300_000);
  expect(MAX_TOKEN_AGE_MS).toBe(86_400_000);
  expect(PROFILE_PHOTO_MAX_BYTES).toBe(4_194_304);
});
