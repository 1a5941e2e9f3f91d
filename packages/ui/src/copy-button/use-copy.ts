import { useCallback, useEffect, useRef, useState } from 'react';

export type CopyState = 'idle' | 'copied' | 'failed';

/** Copies text to the clipboard and reports 'copied' for `resetMs`. */
export function useCopy(resetMs = 2000) {
  const [state, setState] = useState<CopyState>('idle');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = useCallback(
    async (text: string) => {
      clearTimeout(timer.current);
      try {
        await navigator.clipboard.writeText(text);
        setState('copied');
        timer.current = setTimeout(() => setState('idle'), resetMs);
        return true;
      } catch {
        setState('failed');
        timer.current = setTimeout(() => setState('idle'), resetMs);
        return false;
      }
    },
    [resetMs],
  );

  return { state, copy };
}
