import { subscribeLiveEvents } from '@optwallet/api-client';
import { type QueryKey, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { api } from '../api';
import { liveKeys, staleKeys, uniqueKeys } from './live-keys';
import { useLiveState } from './live-state';

/** Events this close together are one refetch per query (a transfer sends three). */
const BATCH_MS = 150;

/**
 * One GET /events stream per tab, for as long as the signed-in app is mounted: each event
 * marks stale only the queries it names (active ones refetch once, in the background); a
 * reset (a connection that did not resume: events may have been missed) marks every query the
 * stream keeps fresh stale. While the stream is down, polling applies.
 */
function useLiveUpdates() {
  const queryClient = useQueryClient();
  const setState = useLiveState((s) => s.set);
  useEffect(() => {
    let pending: QueryKey[] = [];
    let timer: ReturnType<typeof setTimeout> | undefined;
    const flush = () => {
      timer = undefined;
      const keys = uniqueKeys(pending);
      pending = [];
      // A fetch already running for a key is cancelled and started again: it may have been
      // answered before the change the event tells of (a send's own refetch, out when its block
      // is indexed), and kept, its old answer would stand until the next event.
      for (const queryKey of keys)
        void queryClient.invalidateQueries({ queryKey }, { cancelRefetch: true });
    };
    const stop = subscribeLiveEvents(api, {
      onEvent(event) {
        pending.push(...staleKeys(event));
        timer ??= setTimeout(flush, BATCH_MS);
      },
      onReset() {
        // A read still out may have been answered before the stream began: it is asked again.
        for (const queryKey of liveKeys)
          void queryClient.invalidateQueries({ queryKey }, { cancelRefetch: true });
      },
      onState: setState,
    });
    return () => {
      stop();
      clearTimeout(timer);
      setState('down');
    };
  }, [queryClient, setState]);
}

/** Mount point for the hook (a component renders nothing). */
export function LiveUpdates() {
  useLiveUpdates();
  return null;
}
