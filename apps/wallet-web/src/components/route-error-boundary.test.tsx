import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, data, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { i18n } from '../i18n/i18n';
import { RouteErrorBoundary } from './route-error-boundary';

function Broken(): never {
  throw new Error('render failed');
}

async function renderFailing(route: { element?: React.ReactNode; loader?: () => unknown }) {
  const navigate = vi.fn();
  const router = createMemoryRouter([
    { path: '/', ...route, errorElement: <RouteErrorBoundary navigate={navigate} /> },
  ]);
  await render(
    <I18nextProvider i18n={i18n}>
      <RouterProvider router={router} />
    </I18nextProvider>,
  );
  return navigate;
}

describe('RouteErrorBoundary', () => {
  it('sends the browser to /error after an uncaught render error', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const navigate = await renderFailing({ element: <Broken /> });
    await expect.poll(() => navigate.mock.calls).toEqual([['/error']]);
  });

  it('sends a 404 route response to /404', async () => {
    const navigate = await renderFailing({
      loader: () => {
        // react-router's way to answer a status from a loader is to throw its data() value.
        // eslint-disable-next-line @typescript-eslint/only-throw-error
        throw data('No route matches URL', { status: 404 });
      },
      element: <p>never</p>,
    });
    await expect.poll(() => navigate.mock.calls).toEqual([['/404']]);
  });
});
