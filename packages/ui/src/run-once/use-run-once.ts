import { useEffect, useRef, useState } from 'react';

/**
 * Runs `run` once for a non-null `input` after the first render, and never again for the life of
 * the component (StrictMode runs effects twice; a single-use token must not be spent twice).
 * Returns true when there was nothing to run (`input` null) or when `run` threw or rejected.
 */
export function useRunOnce<T>(input: T | null, run: (input: T) => unknown): boolean {
  const [failed, setFailed] = useState(input === null);
  const started = useRef(false);

  useEffect(() => {
    if (input === null || started.current) return;
    started.current = true;
    new Promise((resolve) => resolve(run(input))).catch(() => setFailed(true));
  }, [input, run]);

  return failed;
}
