import assert from 'node:assert/strict';
import { test } from 'node:test';
import { describeError } from './oidc-errors.js';

test('a token endpoint refusal reads as its RFC 6749 code and description', () => {
  const error = { error: 'invalid_grant', error_description: 'The refresh token was already used' };
  assert.equal(describeError(error), 'invalid_grant: The refresh token was already used');
});

test('a userinfo refusal reads as the WWW-Authenticate challenge it came with', () => {
  const error = {
    message: 'server responded with a challenge in the WWW-Authenticate HTTP Header',
    cause: [
      { scheme: 'bearer', parameters: { error: 'invalid_token', error_description: 'revoked' } },
    ],
  };
  assert.equal(describeError(error), 'invalid_token: revoked');
});

test('anything else reads as its message', () => {
  assert.equal(describeError(new Error('fetch failed')), 'fetch failed');
});
