import { useEffect } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { PageLoader } from './page-loader';

/**
 * errorElement of every route set: an uncaught render or loader error sends the browser to /error
 * with a full navigation (spec §2), so the app starts clean. A 404 route response goes to /404.
 */
export function RouteErrorBoundary() {
  const error = useRouteError();
  useEffect(() => {
    const target = isRouteErrorResponse(error) && error.status === 404 ? '/404' : '/error';
    if (window.location.pathname !== target) window.location.assign(target);
  }, [error]);
  return <PageLoader />;
}
