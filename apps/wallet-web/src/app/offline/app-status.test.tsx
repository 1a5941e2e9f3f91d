import { describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { AppStatus } from './app-status';

describe('AppStatus', () => {
  it('says nothing while online with the build up to date', async () => {
    const screen = await render(
      <AppStatus online updateWaiting={false} onReload={vi.fn()} onLater={vi.fn()} />,
    );
    expect(screen.getByTestId('app-status').element().textContent).toBe('');
  });

  it('offline, says the wallet needs a connection for balances and sends', async () => {
    await render(
      <AppStatus online={false} updateWaiting={false} onReload={vi.fn()} onLater={vi.fn()} />,
    );
    await expect.element(page.getByText('You’re offline')).toBeVisible();
    await expect
      .element(page.getByText(/needs a connection to show your balances and to send or stake/))
      .toBeVisible();
    await expect.element(page.getByRole('button', { name: 'Reload' })).not.toBeInTheDocument();
  });

  it('offers a waiting version: Reload starts it, Later puts it off', async () => {
    let finish = () => undefined as void;
    const onReload = vi.fn(() => new Promise<void>((done) => (finish = done)));
    const onLater = vi.fn();
    await render(<AppStatus online updateWaiting onReload={onReload} onLater={onLater} />);
    await expect.element(page.getByText('Update available')).toBeVisible();

    await page.getByRole('button', { name: 'Later' }).click();
    expect(onLater).toHaveBeenCalledOnce();

    await page.getByRole('button', { name: 'Reload' }).click();
    expect(onReload).toHaveBeenCalledOnce();
    // Until the new version has taken the page, the button says it is busy and takes no second click.
    await expect
      .element(page.getByRole('button', { name: 'Reload' }))
      .toHaveAttribute('aria-busy', 'true');
    finish();
  });
});
