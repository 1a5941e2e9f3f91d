import { describe, expect, it } from 'vitest';
import { sendReceiveBack, sendReceivePath } from './send-receive-link';

describe('the send modal returns to where it was opened', () => {
  it('carries the opening screen in ?back= and reads it back', () => {
    const path = sendReceivePath({ to: 'ana', back: '/my-assets/optchain-1/OPT' });
    expect(path).toBe('/send-receive?to=ana&back=%2Fmy-assets%2Foptchain-1%2FOPT');
    const params = new URLSearchParams(path.split('?')[1]);
    expect(sendReceiveBack(params)).toBe('/my-assets/optchain-1/OPT');
  });
  it('goes to the dashboard without ?back= or with another origin in it', () => {
    expect(sendReceivePath({ back: '/dashboard' })).toBe('/send-receive');
    expect(sendReceiveBack(new URLSearchParams(''))).toBe('/dashboard');
    expect(sendReceiveBack(new URLSearchParams('back=//evil.example'))).toBe('/dashboard');
    expect(sendReceiveBack(new URLSearchParams('back=https://evil.example'))).toBe('/dashboard');
  });
});
