import { describe, expect, it } from 'vitest';
import { deviceOf } from './device';

describe('deviceOf', () => {
  it('names the browser and the system of common User-Agents', () => {
    expect(
      deviceOf(
        'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
      ),
    ).toEqual({ browser: 'Chrome', system: 'macOS' });
    expect(
      deviceOf(
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
      ),
    ).toEqual({ browser: 'Safari', system: 'iOS' });
    expect(
      deviceOf(
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0',
      ),
    ).toEqual({ browser: 'Edge', system: 'Windows' });
    expect(
      deviceOf('Mozilla/5.0 (Android 14; Mobile; rv:132.0) Gecko/132.0 Firefox/132.0'),
    ).toEqual({ browser: 'Firefox', system: 'Android' });
  });

  it('takes headless Chromium for Chrome', () => {
    expect(
      deviceOf(
        'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36',
      ),
    ).toEqual({ browser: 'Chrome', system: 'Linux' });
  });

  it('names nothing it does not know', () => {
    expect(deviceOf('curl/8.5.0')).toEqual({ browser: undefined, system: undefined });
    expect(deviceOf(null)).toEqual({ browser: undefined, system: undefined });
  });
});
