import { describe, expect, it } from 'vitest';
import { failureDisplay, failureFieldMessage } from './failure-display';

/** The shape of the api-client's ApiError that the rule reads. */
function apiError(status: number, message: string, validation?: unknown) {
  return Object.assign(new Error(message), { status, validation });
}

describe('failureDisplay', () => {
  it('puts a 422 message under the field the form shows', () => {
    const failure = apiError(422, 'These credentials do not match our records.', {
      identifier: ['These credentials do not match our records.'],
    });
    expect(failureDisplay(failure, ['identifier', 'password'])).toEqual({
      kind: 'fields',
      messages: { identifier: 'These credentials do not match our records.' },
    });
  });

  it("says a wrong one-time code in words, not the server's 'Invalid Auth Code'", () => {
    expect(failureDisplay(apiError(401, 'Invalid Auth Code'), ['authCode'])).toEqual({
      kind: 'message',
      message: 'That code is not right. Check the latest mail or text and try again.',
    });
    // Another 401 keeps its text.
    expect(failureDisplay(apiError(401, 'Unauthenticated'), ['authCode'])).toEqual({
      kind: 'message',
      message: 'Unauthenticated',
    });
  });

  it('keeps only the fields of the form when a 422 names several', () => {
    const failure = apiError(422, 'x', { password: ['Too short'], redirect_url: ['Not ours'] });
    expect(failureDisplay(failure, ['identifier', 'password'])).toEqual({
      kind: 'fields',
      messages: { password: 'Too short' },
    });
  });

  it.each([
    ['a field the form does not show', { redirect_url: ['redirect_url must point at the app'] }],
    ['no field at all', undefined],
    ['validation data that is no field map', ['a', 'b']],
    ['an empty message', { identifier: [''] }],
  ])('says Something Went Wrong! for a 422 with %s', (_name, validation) => {
    const failure = apiError(422, 'redirect_url must point at the app', validation);
    expect(failureDisplay(failure, ['identifier', 'password'])).toEqual({
      kind: 'message',
      message: 'Something Went Wrong!',
    });
  });

  it('keeps the client’s spec §8 text for other statuses and for errors without a status', () => {
    expect(failureDisplay(apiError(429, 'Too many attempts.'), ['identifier'])).toEqual({
      kind: 'message',
      message: 'Too many attempts.',
    });
    expect(
      failureDisplay(apiError(409, 'The username is taken.', { email: ['x'] }), ['username']),
    ).toEqual({ kind: 'message', message: 'The username is taken.' });
    expect(failureDisplay(new Error('Network error'), [])).toEqual({
      kind: 'message',
      message: 'Network error',
    });
  });

  it('says An unknown error occurred for anything that is no error', () => {
    for (const thrown of [undefined, null, 'boom', { message: 'not an Error' }])
      expect(failureDisplay(thrown, ['identifier'])).toEqual({
        kind: 'message',
        message: 'An unknown error occurred',
      });
  });
});

describe('failureFieldMessage', () => {
  it('reads the first message of a field, and nothing from anything else', () => {
    expect(failureFieldMessage(apiError(422, 'x', { code: ['Wrong', 'Again'] }), 'code')).toBe(
      'Wrong',
    );
    expect(failureFieldMessage(apiError(422, 'x', { code: 'Wrong' }), 'code')).toBeUndefined();
    expect(failureFieldMessage(null, 'code')).toBeUndefined();
  });
});
