import { afterEach, describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { useCountdown } from './use-countdown';

function Wait() {
  const [seconds, start] = useCountdown();
  return (
    <button type="button" onClick={() => start(3)}>
      {seconds > 0 ? `wait ${seconds}` : 'ready'}
    </button>
  );
}

afterEach(() => vi.useRealTimers());

describe('useCountdown', () => {
  it('counts down once a second from the start and stops at 0', async () => {
    vi.useFakeTimers();
    const screen = await render(<Wait />);
    await screen.getByRole('button').click();
    await expect.element(screen.getByRole('button')).toHaveTextContent('wait 3');
    await vi.advanceTimersByTimeAsync(1000);
    await expect.element(screen.getByRole('button')).toHaveTextContent('wait 2');
    await vi.advanceTimersByTimeAsync(5000);
    await expect.element(screen.getByRole('button')).toHaveTextContent('ready');
  });
});
