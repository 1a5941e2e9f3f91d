import { describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { Button } from './button';

describe('Button', () => {
  it('calls onClick when pressed', async () => {
    const onClick = vi.fn();
    const screen = await render(<Button onClick={onClick}>Send</Button>);
    await screen.getByRole('button', { name: 'Send' }).click();
    expect(onClick).toHaveBeenCalledOnce();
  });

  it('does not call onClick while disabled', async () => {
    const onClick = vi.fn();
    const screen = await render(
      <Button disabled onClick={onClick}>
        Send
      </Button>,
    );
    await expect.element(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
    expect(onClick).not.toHaveBeenCalled();
  });
});
