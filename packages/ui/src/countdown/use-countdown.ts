import { useEffect, useState } from 'react';

/**
 * A countdown in whole seconds (how long to wait before trying again): `start(n)` sets it, and it
 * ticks down to 0 once a second.
 */
export function useCountdown(): [number, (seconds: number) => void] {
  const [seconds, setSeconds] = useState(0);
  const running = seconds > 0;
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => setSeconds((left) => Math.max(0, left - 1)), 1000);
    return () => clearInterval(timer);
  }, [running]);
  return [seconds, setSeconds];
}
