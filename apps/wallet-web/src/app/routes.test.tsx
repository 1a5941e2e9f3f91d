import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { routes } from './routes';

describe('signed-out routes', () => {
  it.each(['/', '/somewhere-unknown'])('%s leads to the login screen', async (path) => {
    const router = createMemoryRouter(routes, { initialEntries: [path] });
    const screen = await render(<RouterProvider router={router} />);
    await expect.element(screen.getByRole('heading', { name: 'Sign in to OptWallet' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/login');
  });
});
