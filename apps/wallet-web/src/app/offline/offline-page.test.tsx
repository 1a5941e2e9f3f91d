import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { OfflinePage } from './offline-page';

/** The browser's connection as the page reads it (`navigator.onLine` and its events). */
function setOnline(online: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  window.dispatchEvent(new Event(online ? 'online' : 'offline'));
}

/** Lets React commit what an answer changed (it schedules with real tasks; the clock is fake). */
async function settle() {
  for (let frame = 0; frame < 2; frame++) {
    await new Promise<void>((done) => requestAnimationFrame(() => done()));
  }
}

/** Moves the fake clock on by `ms`, then lets the page take in the answers it got meanwhile. */
async function wait(ms: number) {
  await vi.advanceTimersByTimeAsync(ms);
  await settle();
}

describe('OfflinePage', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('online but unanswered, says the server can’t be reached and asks again at growing intervals', async () => {
    setOnline(true);
    const onRetry = vi.fn(() => Promise.resolve());
    await render(<OfflinePage onRetry={onRetry} />);
    await expect
      .element(page.getByRole('heading', { name: 'OptWallet can’t be reached' }))
      .toBeVisible();

    await wait(4999);
    expect(onRetry).toHaveBeenCalledTimes(0);
    await wait(1);
    expect(onRetry).toHaveBeenCalledTimes(1);
    // Then 10 s, 20 s, 40 s, and never more than a minute apart.
    await wait(9999);
    expect(onRetry).toHaveBeenCalledTimes(1);
    await wait(1);
    expect(onRetry).toHaveBeenCalledTimes(2);
    await wait(20_000);
    await wait(40_000);
    expect(onRetry).toHaveBeenCalledTimes(4);
    await wait(60_000);
    expect(onRetry).toHaveBeenCalledTimes(5);
    await wait(60_000);
    expect(onRetry).toHaveBeenCalledTimes(6);
  });

  it('does not ask again while a request is out', async () => {
    setOnline(true);
    const onRetry = vi.fn(() => new Promise<void>(() => undefined));
    await render(<OfflinePage onRetry={onRetry} />);
    await wait(5000);
    expect(onRetry).toHaveBeenCalledTimes(1);
    await wait(120_000);
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('offline, says so and waits for the connection, then asks at once', async () => {
    setOnline(false);
    const onRetry = vi.fn(() => Promise.resolve());
    await render(<OfflinePage onRetry={onRetry} />);
    await expect.element(page.getByRole('heading', { name: 'You’re offline' })).toBeVisible();
    await wait(120_000);
    expect(onRetry).not.toHaveBeenCalled();

    setOnline(true);
    await expect.poll(() => onRetry.mock.calls.length).toBe(1);
  });

  it('"Try again" asks at once', async () => {
    setOnline(true);
    const onRetry = vi.fn(() => Promise.resolve());
    await render(<OfflinePage onRetry={onRetry} />);
    await page.getByRole('button', { name: 'Try again' }).click();
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});
