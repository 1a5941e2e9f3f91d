import { userEvent } from 'vitest/browser';
import { describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { CodeForm, type CodeFormProps } from './code-form';

const digitLabel = (index: number, total: number) => `Digit ${index + 1} of ${total}`;

function renderForm(props: Partial<CodeFormProps> = {}) {
  return render(
    <CodeForm
      label="Verification code"
      submitLabel="Verify"
      incompleteMessage="Enter the 6-digit code"
      digitLabel={digitLabel}
      onSubmit={() => Promise.resolve()}
      {...props}
    />,
  );
}

describe('CodeForm', () => {
  it('refuses an incomplete code with the given message and does not submit it', async () => {
    const onSubmit = vi.fn(() => Promise.resolve());
    const screen = await renderForm({ onSubmit });
    await screen.getByLabelText('Digit 1 of 6').click();
    await userEvent.keyboard('123');
    await screen.getByRole('button', { name: 'Verify' }).click();
    await expect.element(screen.getByText('Enter the 6-digit code')).toBeVisible();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('submits the whole code and stays disabled while the call is under way', async () => {
    let finish = () => {};
    const onSubmit = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const screen = await renderForm({ onSubmit });
    await screen.getByLabelText('Digit 1 of 6').click();
    await userEvent.keyboard('123456');
    await screen.getByRole('button', { name: 'Verify' }).click();
    expect(onSubmit).toHaveBeenCalledWith('123456');
    await expect.element(screen.getByLabelText('Digit 1 of 6')).toBeDisabled();
    finish();
  });

  it('empties the boxes after a failure, shows the text onError gives, and can be sent again', async () => {
    const onSubmit = vi.fn(() => Promise.reject(new Error('Invalid code')));
    const screen = await renderForm({ onSubmit, onError: (failure) => (failure as Error).message });
    await screen.getByLabelText('Digit 1 of 6').click();
    await userEvent.keyboard('654321');
    await screen.getByRole('button', { name: 'Verify' }).click();
    await expect.element(screen.getByText('Invalid code')).toBeVisible();
    await expect.element(screen.getByLabelText('Digit 1 of 6')).toHaveValue('');
    await expect.element(screen.getByLabelText('Digit 1 of 6')).toBeEnabled();
  });

  it('shows nothing under the boxes when onError leaves the failure to someone else', async () => {
    const onError = vi.fn(() => undefined);
    const screen = await renderForm({
      onSubmit: () => Promise.reject(new Error('Invalid code')),
      onError,
    });
    await screen.getByLabelText('Digit 1 of 6').click();
    await userEvent.keyboard('654321');
    await screen.getByRole('button', { name: 'Verify' }).click();
    await expect.element(screen.getByRole('button', { name: 'Verify' })).toBeEnabled();
    expect(onError).toHaveBeenCalledOnce();
    expect(screen.getByText('Invalid code').query()).toBeNull();
  });
});
