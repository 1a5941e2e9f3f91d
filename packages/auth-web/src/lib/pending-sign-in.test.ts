import { afterEach, describe, expect, it } from 'vitest';
import { clearPendingSignIn, readPendingSignIn, savePendingSignIn } from './pending-sign-in';

afterEach(() => sessionStorage.clear());

describe('the pending sign-in of a tab', () => {
  it('comes back as it was saved, until cleared', () => {
    savePendingSignIn({ identifier: '+4915112345678', type: 'phone', returnTo: '/', signUp: true });
    expect(readPendingSignIn()).toEqual({
      identifier: '+4915112345678',
      type: 'phone',
      returnTo: '/',
      signUp: true,
    });
    clearPendingSignIn();
    expect(readPendingSignIn()).toBeNull();
  });

  it('ignores a planted value that leads off the origin', () => {
    for (const returnTo of ['https://evil.example', '//evil.example', '/\\evil.example']) {
      sessionStorage.setItem(
        'optwallet.pending_sign_in',
        JSON.stringify({ identifier: 'a@b.c', type: 'email', returnTo }),
      );
      expect(readPendingSignIn()).toBeNull();
    }
  });
});
