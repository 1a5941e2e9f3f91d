import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { routes } from './routes';

describe('consent app without a request', () => {
  it('explains that the request is incomplete', async () => {
    const router = createMemoryRouter(routes, { initialEntries: ['/oauth'] });
    const screen = await render(<RouterProvider router={router} />);
    await expect
      .element(screen.getByRole('heading', { name: 'This request is incomplete' }))
      .toBeVisible();
  });
});
