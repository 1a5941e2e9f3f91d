import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { TokenIcon } from './token-icon';

describe('TokenIcon', () => {
  it.each(['OPT', 'ETH', 'USDT', 'USDC', 'WBTC'])(
    '%s renders its own svg mark named by the symbol',
    async (symbol) => {
      const screen = await render(<TokenIcon symbol={symbol} />);
      const icon = screen.getByRole('img', { name: symbol });
      await expect.element(icon).toBeVisible();
      expect(icon.element().tagName.toLowerCase()).toBe('svg');
      expect(icon.element().querySelector('circle, path')).not.toBeNull();
    },
  );

  it('finds the mark whatever the case of the symbol', async () => {
    const screen = await render(<TokenIcon symbol="usdc" />);
    expect(screen.getByRole('img', { name: 'usdc' }).element().tagName.toLowerCase()).toBe('svg');
  });

  it('shows an unknown token as its letters, so USDe and USDS do not both read "U"', async () => {
    const screen = await render(
      <>
        <TokenIcon symbol="USDe" />
        <TokenIcon symbol="USDS" />
      </>,
    );
    const first = screen.getByRole('img', { name: 'USDe' });
    const second = screen.getByRole('img', { name: 'USDS' });
    await expect.element(first).toHaveTextContent('USDE');
    await expect.element(second).toHaveTextContent('USDS');
    expect(first.element().tagName.toLowerCase()).toBe('span');
  });

  it('takes another accessible name, or none when the text beside it names the token', async () => {
    const screen = await render(
      <>
        <TokenIcon symbol="ETH" alt="Ether" />
        <TokenIcon symbol="WBTC" alt="" />
        <TokenIcon symbol="DAI" alt="" />
      </>,
    );
    await expect.element(screen.getByRole('img', { name: 'Ether' })).toBeVisible();
    expect(screen.container.querySelectorAll('[role="img"]')).toHaveLength(1);
    expect(screen.container.querySelectorAll('[aria-hidden="true"]').length).toBeGreaterThanOrEqual(
      2,
    );
  });
});
