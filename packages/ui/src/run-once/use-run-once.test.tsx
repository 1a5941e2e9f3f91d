import { StrictMode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { useRunOnce } from './use-run-once';

function Landing({ token, spend }: { token: string | null; spend: (token: string) => unknown }) {
  const failed = useRunOnce(token, spend);
  return <p>{failed ? 'failed' : 'working'}</p>;
}

describe('useRunOnce', () => {
  it('spends the input once, even when StrictMode runs effects twice and the parent re-renders', async () => {
    const spend = vi.fn((_token: string) => new Promise<void>(() => {}));
    const screen = await render(
      <StrictMode>
        <Landing token="abc" spend={spend} />
      </StrictMode>,
    );
    await screen.rerender(
      <StrictMode>
        <Landing token="abc" spend={(token) => spend(token)} />
      </StrictMode>,
    );
    await expect.element(screen.getByText('working')).toBeVisible();
    expect(spend).toHaveBeenCalledOnce();
    expect(spend).toHaveBeenCalledWith('abc');
  });

  it('reports a failure when there is no input, without running anything', async () => {
    const spend = vi.fn();
    const screen = await render(<Landing token={null} spend={spend} />);
    await expect.element(screen.getByText('failed')).toBeVisible();
    expect(spend).not.toHaveBeenCalled();
  });

  it.each([
    ['rejects', () => Promise.reject(new Error('expired'))],
    [
      'throws',
      () => {
        throw new Error('bad');
      },
    ],
  ])('reports a failure when the run %s', async (_how, spend) => {
    const screen = await render(<Landing token="abc" spend={spend} />);
    await expect.element(screen.getByText('failed')).toBeVisible();
  });
});
