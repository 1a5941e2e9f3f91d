import { Suspense, lazy, useSyncExternalStore } from 'react';

// The kit's Toaster in its own chunk: the sign-in screens rarely toast.
const Toaster = lazy(() => import('./kit-toaster').then((m) => ({ default: m.Toaster })));

let wanted = false;
const listeners = new Set<() => void>();

/** Call before a toast on a screen without a toaster of its own: the toaster loads and shows it. */
export function requestToaster() {
  if (wanted) return;
  wanted = true;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/**
 * The toaster of screens outside the signed-in shell, loaded with their first toast rather than
 * with the first screen (react-hot-toast's store keeps a toast made before the toaster mounts,
 * which then shows it).
 */
export function DeferredToaster() {
  const show = useSyncExternalStore(subscribe, () => wanted);
  return show ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null;
}
