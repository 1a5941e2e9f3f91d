import { lazy, type ComponentType, type ReactNode } from 'react';
import { Route } from 'wouter';
import { Navigate, OutletProvider, useLocation, useParams } from './index';
import type { AppRoute, LayoutName, LoadPage } from './app-route';
import { matchRoutes } from './match';

const pages = new Map<LoadPage, ComponentType>();

/** One lazy component per screen module, whichever routes render it. */
function lazyPage(load: LoadPage): ComponentType {
  let page = pages.get(load);
  if (!page) {
    page = lazy(() => load().then((module) => ({ default: module.Component })));
    pages.set(load, page);
  }
  return page;
}

function Redirect({ to }: { to: NonNullable<AppRoute['redirect']> }) {
  const params = useParams();
  const { pathname, search } = useLocation();
  return <Navigate to={typeof to === 'string' ? to : to(params, { pathname, search })} replace />;
}

export type Layouts = Partial<Record<LayoutName, ComponentType>>;

function elementOf(route: AppRoute, layouts: Layouts): ReactNode {
  if (route.redirect) return <Redirect to={route.redirect} />;
  if (route.page) {
    const Page = lazyPage(route.page);
    return <Page />;
  }
  if (route.layout) {
    const Layout = layouts[route.layout];
    if (!Layout) throw new Error(`no component for the ${route.layout} layout`);
    return <Layout />;
  }
  return null;
}

/**
 * Renders a route table at the current URL: the matched route inside its layouts, each layout
 * showing the next one where it puts its `<Outlet />`. Layouts stay mounted while the URL moves
 * between the screens below them (same component at the same place).
 */
export function RouteTree({
  routes,
  layouts = {},
}: {
  routes: readonly AppRoute[];
  layouts?: Layouts;
}) {
  const { pathname } = useLocation();
  const match = matchRoutes(routes, pathname);
  if (!match) return null;
  const tree = match.chain.reduceRight<ReactNode>(
    (outlet, route) => <OutletProvider outlet={outlet}>{elementOf(route, layouts)}</OutletProvider>,
    null,
  );
  // wouter's Route gives every level the URL's parameters (useParams).
  return <Route path={match.path}>{tree}</Route>;
}
