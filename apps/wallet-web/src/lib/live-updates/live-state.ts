import type { LiveState } from '@optwallet/api-client';
import { create } from 'zustand';

/**
 * Whether this tab's live-updates stream is up: while it is not, the screens poll as before
 * (features read `useLiveState`). UI state only; the data stays React Query's.
 */
export const useLiveState = create<{ state: LiveState; set: (state: LiveState) => void }>()(
  (set) => ({ state: 'connecting', set: (state) => set({ state }) }),
);

/** A poll interval that applies only while the stream is not live. */
export function usePollWhenNotLive(intervalMs: number): number | false {
  return useLiveState((s) => s.state) === 'live' ? false : intervalMs;
}
