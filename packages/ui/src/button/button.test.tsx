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

  it.each([
    ['disabled', { disabled: true }],
    ['loading', { loading: true }],
  ])('does not call onClick while %s, even when pressed', async (_state, props) => {
    const onClick = vi.fn();
    const screen = await render(
      <Button {...props} onClick={onClick}>
        Send
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Send' });
    await expect.element(button).toBeDisabled();
    // Pressed for real (the pointer lands on it), past the wait for it to become enabled.
    await button.click({ force: true });
    button.element().dispatchEvent(new MouseEvent('click', { bubbles: true }));
    expect(onClick).not.toHaveBeenCalled();
  });
});
