import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { tokenIssuedAt } from '../internal/story-fixtures';
import { SessionWatch } from './session-watch';

const MIN = 60_000;
const START = Date.UTC(2026, 10, 22, 3, 0, 0);
const settings = { inactivityMinutes: 1, warningMs: 5 * MIN };

function setup(
  lastActivityTime: number | null,
  iat = START / 1000 - 60,
  sessionSettings = settings,
) {
  let stored = lastActivityTime;
  const onLogout = vi.fn();
  const onStay = vi.fn();
  const deps = {
    getAccessToken: () => tokenIssuedAt(iat),
    getLastActivityTime: () => stored,
    setLastActivityTime: (ms: number) => {
      stored = ms;
    },
  };
  const screen = render(
    <SessionWatch
      settings={sessionSettings}
      deps={deps}
      title="Session Expiring"
      message={(countdown) =>
        `You’ll be logged out in ${countdown} seconds. Do you want to stay signed in?`
      }
      staySignedInLabel="Stay Signed In"
      signOutLabel="Sign Out"
      onLogout={onLogout}
      onStaySignedIn={onStay}
    />,
  );
  return { screen, onLogout, onStay, stored: () => stored };
}

describe('SessionWatch', () => {
  beforeEach(() => {
    vi.useFakeTimers({
      toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'],
    });
    vi.setSystemTime(START);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('warns when idle reaches the limit and counts down mm:ss', async () => {
    const { screen, onLogout } = setup(START);
    const s = await screen;
    expect(s.container.ownerDocument.body.textContent).not.toContain('Session Expiring');

    await vi.advanceTimersByTimeAsync(MIN);
    await expect.element(s.getByRole('alertdialog', { name: 'Session Expiring' })).toBeVisible();
    await expect
      .element(s.getByText('You’ll be logged out in 05:00 seconds. Do you want to stay signed in?'))
      .toBeVisible();

    await vi.advanceTimersByTimeAsync(61_000);
    await expect
      .element(s.getByText('You’ll be logged out in 03:59 seconds. Do you want to stay signed in?'))
      .toBeVisible();
    expect(onLogout).not.toHaveBeenCalled();
  });

  it('logs out once when the countdown ends', async () => {
    // A 10 s warning: the countdown re-renders every second, and 300 renders are slow on a busy CI.
    const { screen, onLogout } = setup(START, undefined, { ...settings, warningMs: 10_000 });
    await screen;
    await vi.advanceTimersByTimeAsync(MIN + 9000);
    expect(onLogout).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(3000);
    expect(onLogout).toHaveBeenCalledTimes(1);
  });

  it('staying signed in closes the dialog, refreshes the session and restarts the idle time', async () => {
    const { screen, onLogout, onStay, stored } = setup(START);
    const s = await screen;
    await vi.advanceTimersByTimeAsync(MIN + 10_000);
    await s.getByRole('button', { name: 'Stay Signed In' }).click();
    expect(onStay).toHaveBeenCalledTimes(1);
    expect(stored()).toBe(START + MIN + 10_000);
    await expect.element(s.getByRole('alertdialog')).not.toBeInTheDocument();
    await vi.advanceTimersByTimeAsync(50_000);
    await expect.element(s.getByRole('alertdialog')).not.toBeInTheDocument();
    expect(onLogout).not.toHaveBeenCalled();
  });

  it('signing out from the dialog ends the session through the same logout', async () => {
    const { screen, onLogout } = setup(START);
    const s = await screen;
    await vi.advanceTimersByTimeAsync(MIN);
    await s.getByRole('button', { name: 'Sign Out' }).click();
    await vi.advanceTimersByTimeAsync(0);
    expect(onLogout).toHaveBeenCalledTimes(1);
  });

  it('logs out on load when idle for the limit plus the warning', async () => {
    const { screen, onLogout } = setup(START - 6 * MIN);
    await screen;
    await vi.advanceTimersByTimeAsync(0);
    expect(onLogout).toHaveBeenCalledTimes(1);
  });

  it('opens the warning on load when already idle past the limit, with the time really left', async () => {
    const { screen, onLogout } = setup(START - 2 * MIN);
    const s = await screen;
    await expect
      .element(s.getByText('You’ll be logged out in 04:00 seconds. Do you want to stay signed in?'))
      .toBeVisible();
    expect(onLogout).not.toHaveBeenCalled();
  });

  it('logs out on load when the token was issued over 24 hours ago', async () => {
    const { screen, onLogout } = setup(START, START / 1000 - 24 * 3600 - 1);
    await screen;
    await vi.advanceTimersByTimeAsync(0);
    expect(onLogout).toHaveBeenCalledTimes(1);
  });

  it('follows activity of another tab through the shared lastActivityTime', async () => {
    const { screen } = setup(START);
    const s = await screen;
    await vi.advanceTimersByTimeAsync(50_000);
    window.dispatchEvent(
      new StorageEvent('storage', { key: 'lastActivityTime', newValue: String(START + 50_000) }),
    );
    await vi.advanceTimersByTimeAsync(20_000);
    await expect.element(s.getByRole('alertdialog')).not.toBeInTheDocument();
    await vi.advanceTimersByTimeAsync(40_000);
    await expect.element(s.getByRole('alertdialog', { name: 'Session Expiring' })).toBeVisible();
  });
});
