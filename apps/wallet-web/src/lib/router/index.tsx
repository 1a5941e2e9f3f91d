import { createContext, useCallback, useContext, useMemo, type ReactNode } from 'react';
import {
  Link as WouterLink,
  Redirect,
  useLocation as useWouterLocation,
  useParams as useWouterParams,
  useSearch,
  useSearchParams as useWouterSearchParams,
} from 'wouter';
import { useHistoryState } from 'wouter/use-browser-location';

/*
 * The app's routing API, on wouter: 2.5 KiB of JavaScript where react-router 7 costs 12.7 (its
 * data router 29), which a 90 KiB first load of /login cannot carry. The names and shapes are
 * react-router's, so screens read as they always did. Route tables and their matching are the
 * app's own (app/routes), shared with the preloader.
 */

export const Link = WouterLink;

export interface NavigateOptions {
  replace?: boolean;
  state?: unknown;
}

/** Navigates to a path (absolute, with its search), or moves through history by a number. */
export type NavigateFunction = (to: string | number, options?: NavigateOptions) => void;

export function useNavigate(): NavigateFunction {
  const [, navigate] = useWouterLocation();
  return useCallback(
    (to, options) => (typeof to === 'number' ? window.history.go(to) : navigate(to, options)),
    [navigate],
  );
}

export interface AppLocation {
  pathname: string;
  /** With its `?`, or empty. */
  search: string;
  /** What the navigation that led here carried (`navigate(to, { state })`). */
  state: unknown;
}

export function useLocation(): AppLocation {
  const [pathname] = useWouterLocation();
  const search = useSearch();
  const state = useHistoryState<unknown>();
  return useMemo(
    () => ({ pathname, search: search ? `?${search}` : '', state }),
    [pathname, search, state],
  );
}

export function useSearchParams(): [URLSearchParams] {
  const [params] = useWouterSearchParams();
  return [params];
}

/** The `:name` parameters of the route that matched. */
export function useParams(): Readonly<Record<string, string | undefined>> {
  return useWouterParams<Record<string, string | undefined>>();
}

/** Navigates when rendered (a new entry, or the current one replaced with `replace`). */
export function Navigate({ to, replace, state }: { to: string } & NavigateOptions) {
  return <Redirect to={to} replace={replace ?? false} state={state} />;
}

const OutletContext = createContext<ReactNode>(null);

/** Where a layout renders the route below it (app/routes/route-tree.tsx provides it). */
export function Outlet() {
  return useContext(OutletContext);
}

export function OutletProvider({ outlet, children }: { outlet: ReactNode; children: ReactNode }) {
  return <OutletContext.Provider value={outlet}>{children}</OutletContext.Provider>;
}
