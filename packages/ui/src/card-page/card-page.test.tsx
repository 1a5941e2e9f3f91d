import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { CardPage } from './card-page';

describe('CardPage', () => {
  it('is the page: a main landmark with the brand, the title as the heading, the content and the footer', async () => {
    const screen = await render(
      <CardPage
        title="Sign in"
        subtitle="Welcome back"
        brand="OptWallet"
        footer={<a href="#back">Back</a>}
      >
        <p>Body</p>
      </CardPage>,
    );
    await expect.element(screen.getByRole('main')).toBeVisible();
    await expect.element(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Sign in');
    await expect.element(screen.getByText('OptWallet')).toBeVisible();
    await expect.element(screen.getByText('Welcome back')).toBeVisible();
    await expect.element(screen.getByText('Body')).toBeVisible();
    await expect.element(screen.getByRole('link', { name: 'Back' })).toBeVisible();
  });

  it('inside a shell it is a section, not a second main landmark', async () => {
    const screen = await render(<CardPage inShell title="Help" />);
    await expect.element(screen.getByRole('heading', { level: 1, name: 'Help' })).toBeVisible();
    expect(screen.container.querySelector('main')).toBeNull();
    expect(screen.container.querySelector('section')).not.toBeNull();
  });

  it('hides a decorative brand from assistive technology', async () => {
    const screen = await render(<CardPage title="Sign in" brand="OptWallet" brandDecorative />);
    await expect.element(screen.getByText('OptWallet')).toHaveAttribute('aria-hidden', 'true');
  });
});
