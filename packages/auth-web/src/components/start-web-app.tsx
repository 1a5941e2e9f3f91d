import { StrictMode, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { makeZodJitless } from '../lib/zod-jitless';

// When the app's entry imports this module, before its own (the entry's first import): zod must
// find the setting before it loads (lib/zod-jitless.ts).
makeZodJitless();

/** The app's entry: renders `App` into index.html's #root (whose content, the splash, it replaces). */
export function startWebApp(App: ComponentType) {
  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root element');
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
