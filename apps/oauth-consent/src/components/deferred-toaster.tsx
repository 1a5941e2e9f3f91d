import { Suspense, lazy, useSyncExternalStore } from 'react';

const Toaster = lazy(() => import('./kit-toaster').then((m) => ({ default: m.Toaster })));

let wanted = false;
const listeners = new Set<() => void>();

/** Call before a toast: the toaster loads and shows it. */
export function requestToaster() {
  if (wanted) return;
  wanted = true;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * The toaster, loaded with the first toast rather than with /oauth (react-hot-toast's store keeps
 * a toast made before the toaster mounts, which then shows it).
 */
export function DeferredToaster() {
  const show = useSyncExternalStore(subscribe, () => wanted);
  return show ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null;
}
