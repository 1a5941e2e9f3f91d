import { parse } from 'regexparam';
import type { AppRoute, LoadPage } from './app-route';

/** The routes a pathname renders, outermost layout first, and the pattern that matched. */
export interface RouteMatch {
  /** Full path of the matched route ('/my-assets/:chainId/:symbol'). */
  path: string;
  chain: AppRoute[];
}

function join(parent: string, path: string | undefined): string {
  if (path === undefined) return parent;
  if (path === '*') return '/*';
  if (path.startsWith('/')) return path;
  return `${parent.replace(/\/$/, '')}/${path}`;
}

/**
 * The first route of a table, in declaration order, that renders `pathname` (a catch-all is the
 * last of its list). Used by the router and by the preloader, so both agree on what a URL opens.
 */
export function matchRoutes(
  routes: readonly AppRoute[],
  pathname: string,
  parentPath = '',
  parentChain: readonly AppRoute[] = [],
): RouteMatch | null {
  for (const route of routes) {
    const path = join(parentPath, route.path);
    const chain = [...parentChain, route];
    if (route.children) {
      const inner = matchRoutes(route.children, pathname, path, chain);
      if (inner) return inner;
    } else if (
      (route.path !== undefined || route.index) &&
      parse(path || '/').pattern.test(pathname)
    ) {
      return { path: path || '/', chain };
    }
  }
  return null;
}

/** The screens (layout screens first) a pathname renders, for the preloader. */
export function pagesFor(routes: readonly AppRoute[], pathname: string): LoadPage[] {
  return (matchRoutes(routes, pathname)?.chain ?? []).flatMap((route) =>
    route.page ? [route.page] : [],
  );
}
