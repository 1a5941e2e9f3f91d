import assert from 'node:assert/strict';
import { test } from 'node:test';
import { challengeFor, createVerifier } from './pkce.js';

test('S256 challenge matches the worked example of RFC 7636 appendix B', () => {
  assert.equal(
    challengeFor('dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk'),
    'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
  );
});

test('verifiers are 43 characters of the unreserved set and never repeat', () => {
  const a = createVerifier();
  const b = createVerifier();
  assert.match(a, /^[A-Za-z0-9_-]{43}$/);
  assert.notEqual(a, b);
});
