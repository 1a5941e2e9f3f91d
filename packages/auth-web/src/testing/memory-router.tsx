import type { ReactNode } from 'react';
import { Route, Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';

/*
 * Test support for the web apps and this package: their routing (wouter) over an in-memory URL,
 * so a test can start anywhere and read where the screen sent the user.
 */

export interface MemoryRouter {
  /** The current path, without its query. */
  readonly pathname: string;
  /** The current query, with its `?` (or empty). */
  readonly search: string;
  /** What the last navigation carried (`navigate(to, { state })`, `<Navigate state>`). */
  readonly state: unknown;
  /** `children` at this URL; with `pattern`, inside a route of that pattern (its `:params`). */
  wrap: (children: ReactNode, pattern?: string) => ReactNode;
  /** The browser's Back: the URL before the last navigation that added an entry. */
  back: () => void;
}

export function memoryRouter(path: string): MemoryRouter {
  const location = memoryLocation({ path, record: true });
  const current = () => location.history?.at(-1) ?? path;
  return {
    get pathname() {
      return current().split('?')[0] ?? '';
    },
    get search() {
      const query = current().split('?')[1];
      return query ? `?${query}` : '';
    },
    get state() {
      return location.state;
    },
    back: () => {
      const entries = location.history ?? [];
      const previous = entries.at(-2);
      if (previous === undefined) return;
      entries.pop();
      location.navigate(previous, { replace: true });
    },
    wrap: (children, pattern) => (
      <Router hook={location.hook}>
        {pattern ? <Route path={pattern}>{children}</Route> : children}
      </Router>
    ),
  };
}
