import { useEffect } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { PageLoader } from './page-loader';

const fullNavigation = (url: string) => window.location.assign(url);

/** Where an error sends the browser: /404 for a 404 route response, else /error. */
export function errorDestination(error: unknown): '/404' | '/error' {
  return isRouteErrorResponse(error) && error.status === 404 ? '/404' : '/error';
}

/**
 * errorElement of every route set: an uncaught render or loader error sends the browser to /error
 * ('Unable to Load Application') with a full navigation (spec §2), so the app starts clean.
 */
export function RouteErrorBoundary({
  navigate = fullNavigation,
}: {
  navigate?: (url: string) => void;
}) {
  const error = useRouteError();
  useEffect(() => {
    const target = errorDestination(error);
    if (window.location.pathname !== target) navigate(target);
  }, [error, navigate]);
  return <PageLoader />;
}
