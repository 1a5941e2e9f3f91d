import { RECAPTCHA_V2_REQUIRED } from '@optwallet/domain';
import { useState, type FormEvent } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import type { RecaptchaFields } from './recaptcha';
import { useRecaptcha } from './use-recaptcha';

// A fake `grecaptcha` (never Google): v3 answers 'v3-token'; the v2 checkbox is a button that
// hands over 'v2-token' when pressed.
const rendered: { sitekey: string }[] = [];
function fakeGoogle() {
  const grecaptcha = {
    ready: (callback: () => void) => callback(),
    execute: () => Promise.resolve('v3-token'),
    render: (
      container: HTMLElement,
      params: { sitekey: string; callback: (t: string) => void },
    ) => {
      rendered.push({ sitekey: params.sitekey });
      const tick = document.createElement('button');
      tick.type = 'button';
      tick.textContent = "I'm not a robot";
      tick.onclick = () => params.callback('v2-token');
      container.append(tick);
      return rendered.length;
    },
  };
  return vi.spyOn(document.head, 'append').mockImplementation((node) => {
    (window as { grecaptcha?: unknown }).grecaptcha = grecaptcha;
    const script = node as HTMLScriptElement;
    queueMicrotask(() => void script.onload?.(new Event('load')));
  });
}

const lowScore = Object.assign(new Error(RECAPTCHA_V2_REQUIRED), {
  status: 422,
  validation: { recaptcha_token: [RECAPTCHA_V2_REQUIRED] },
});

/** A form whose call is refused for a low v3 score until it carries a v2 token. */
function Form({ checkboxKey, sent }: { checkboxKey: string; sent: RecaptchaFields[] }) {
  const recaptcha = useRecaptcha('v3-key', checkboxKey);
  const [outcome, setOutcome] = useState('');
  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    const fields = await recaptcha.fields('login');
    sent.push(fields);
    if (fields.recaptcha_version === 'v2') return setOutcome('Signed in');
    if (recaptcha.needsCheckbox(lowScore, () => void submit())) return;
    setOutcome('Refused');
  };
  return (
    <form onSubmit={(event) => void submit(event)}>
      {recaptcha.checkbox}
      <button type="submit">Sign in</button>
      <p>{outcome}</p>
    </form>
  );
}

let append: ReturnType<typeof fakeGoogle>;
beforeEach(() => {
  append = fakeGoogle();
});
afterEach(() => {
  append.mockRestore();
  rendered.length = 0;
});

describe('useRecaptcha', () => {
  it('shows the v2 checkbox when the API asks, and sends the ticked token with the retry', async () => {
    const sent: RecaptchaFields[] = [];
    const screen = await render(<Form checkboxKey="v2-key" sent={sent} />);
    await expect.element(screen.getByText(RECAPTCHA_V2_REQUIRED)).not.toBeInTheDocument();
    await screen.getByRole('button', { name: 'Sign in' }).click();

    await expect.element(screen.getByText(RECAPTCHA_V2_REQUIRED)).toBeVisible();
    await screen.getByRole('button', { name: "I'm not a robot" }).click();

    await expect.element(screen.getByText('Signed in')).toBeVisible();
    expect(rendered).toEqual([{ sitekey: 'v2-key' }]);
    expect(sent).toEqual([
      { recaptcha_version: 'v3', recaptcha_token: 'v3-token' },
      { recaptcha_version: 'v2', recaptcha_token: 'v2-token' },
    ]);
  });

  it('without a v2 site key a low score is an ordinary failure: no checkbox', async () => {
    const sent: RecaptchaFields[] = [];
    const screen = await render(<Form checkboxKey="" sent={sent} />);
    await screen.getByRole('button', { name: 'Sign in' }).click();

    await expect.element(screen.getByText('Refused')).toBeVisible();
    expect(screen.container.textContent).not.toContain(RECAPTCHA_V2_REQUIRED);
    expect(rendered).toEqual([]);
  });
});
