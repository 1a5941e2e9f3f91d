import { Suspense, lazy } from 'react';
import { create } from 'zustand';

// The kit's Toaster in its own chunk: signed-out screens rarely toast (a failed call, a reset).
const Toaster = lazy(() => import('./kit-toaster').then((m) => ({ default: m.Toaster })));

const useToaster = create<{ wanted: boolean }>()(() => ({ wanted: false }));

/** Call before the first toast of a signed-out screen: the toaster loads and shows it. */
export function requestToaster() {
  useToaster.setState({ wanted: true });
}

/**
 * The toaster of the signed-out screens, loaded with their first toast rather than with /login
 * (react-hot-toast's store keeps a toast made before the toaster mounts, which then shows it).
 * Signed in, the session root has its own.
 */
export function DeferredToaster() {
  const wanted = useToaster((s) => s.wanted);
  return wanted ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null;
}
