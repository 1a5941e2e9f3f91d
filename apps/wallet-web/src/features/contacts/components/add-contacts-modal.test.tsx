import { Toaster, toast } from '@optwallet/ui';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { userQuery } from '../../../lib/account';
import { memoryRouter } from '@optwallet/auth-web/testing';
import { ContactSearchPanel } from './add-contacts-modal';

/*
 * The search panel of Add Contacts with its real hooks and API client; only the server's answers
 * are canned, and every request is recorded as "METHOD /path".
 */

type Answer = { status: number; body: unknown; delayMs?: number };
const json = (body: unknown, status = 200, delayMs = 0): Answer => ({ status, body, delayMs });

const anna = {
  id: 'u2',
  first_name: 'Anna',
  last_name: 'Berg',
  username: 'anna_b',
  avatar: null,
  email: null,
  phone_number: null,
  following: false,
  invite: false,
};

function serve(answer: (method: string, path: string) => Answer | undefined) {
  const calls: string[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(
    async (input: RequestInfo | URL, init?: RequestInit) => {
      const request =
        input instanceof Request
          ? input
          : new Request(new URL(String(input), window.location.origin), init);
      const path = decodeURIComponent(new URL(request.url).pathname.replace(/^\/api/, ''));
      const call = `${request.method} ${path}`;
      calls.push(call);
      const reply = answer(request.method, path) ?? json({ message: 'Not Found' }, 404);
      if (reply.delayMs) await new Promise((resolve) => setTimeout(resolve, reply.delayMs));
      return new Response(JSON.stringify(reply.body), {
        status: reply.status,
        headers: { 'Content-Type': 'application/json' },
      });
    },
  );
  return calls;
}

const searches = (calls: string[]) =>
  calls.filter((call) => call.startsWith('GET /contacts/search/'));
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const ME = {
  id: 'u1',
  email: 'me@example.com',
  username: 'me_here',
  onboarded_at: '2026-01-01T00:00:00.000Z',
  avatar: null,
  first_name: 'Me',
  last_name: 'Here',
  country: 'DE',
  phone_number: null,
  roles: [],
  following: false,
};

async function renderPanel() {
  // Toasts live in one store for the page: a toast of the test before must not be counted here.
  toast.remove();
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  client.setQueryData(userQuery.queryKey, ME);
  const router = memoryRouter('/');
  const screen = await render(
    <QueryClientProvider client={client}>
      <Toaster />
      {router.wrap(<ContactSearchPanel />)}
    </QueryClientProvider>,
  );
  return screen;
}

describe('Add Contacts search (spec §5)', () => {
  beforeEach(() => {});
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('below 4 characters the search icon shows the exact message and nothing is searched', async () => {
    const calls = serve(() => json([anna]));
    const screen = await renderPanel();
    await expect.element(screen.getByText('Search Contact Here')).toBeVisible();
    await userEvent.fill(screen.getByRole('searchbox', { name: 'Search contacts' }), ' ann ');
    await screen.getByRole('button', { name: 'Search', exact: true }).click();
    await expect
      .element(screen.getByRole('alert'))
      .toHaveTextContent('Please search atleast 4 characters for a contacts');
    await pause(1000);
    expect(searches(calls)).toEqual([]);
  });

  it('searches once after an 800 ms typing pause, and not again while the trimmed text is the same', async () => {
    const calls = serve((method, path) =>
      path === '/contacts/search/anna' ? json([anna]) : undefined,
    );
    const screen = await renderPanel();
    const box = screen.getByRole('searchbox', { name: 'Search contacts' });
    await userEvent.fill(box, 'anna');
    await pause(400);
    expect(searches(calls)).toEqual([]);
    await expect.element(screen.getByText('Anna Berg')).toBeVisible();
    await expect.element(screen.getByText('@anna_b')).toBeVisible();
    expect(searches(calls)).toEqual(['GET /contacts/search/anna']);

    await userEvent.fill(box, 'anna  ');
    await pause(1000);
    await screen.getByRole('button', { name: 'Search', exact: true }).click();
    await pause(100);
    expect(searches(calls)).toEqual(['GET /contacts/search/anna']);
    await expect.element(screen.getByText('Anna Berg')).toBeVisible();
  });

  it('a new pause restarts the wait: typing on within 800 ms searches only the final text', async () => {
    const calls = serve(() => json([anna]));
    const screen = await renderPanel();
    const box = screen.getByRole('searchbox', { name: 'Search contacts' });
    await userEvent.fill(box, 'annab');
    await pause(500);
    await userEvent.fill(box, 'annabe');
    await pause(500);
    expect(searches(calls)).toEqual([]);
    await expect.element(screen.getByText('Anna Berg')).toBeVisible();
    expect(searches(calls)).toEqual(['GET /contacts/search/annabe']);
  });

  it('offers an email with no match as an invite, and inviting says so', async () => {
    const calls = serve((method, path) => {
      if (path.startsWith('/contacts/search/')) return json('No contacts found');
      if (method === 'POST' && path === '/user/email-invite')
        return json({ message: 'Invitation sent' });
      return undefined;
    });
    const screen = await renderPanel();
    await userEvent.fill(
      screen.getByRole('searchbox', { name: 'Search contacts' }),
      'new.friend@example.com',
    );
    await screen.getByRole('button', { name: 'Search', exact: true }).click();
    await expect.element(screen.getByText('new.friend@example.com')).toBeVisible();
    await screen.getByRole('button', { name: 'Invite', exact: true }).click();
    await expect.element(screen.getByText('Contact invited successfully')).toBeVisible();
    expect(calls).toContain('POST /user/email-invite');
  });

  it("turns the server's plain-string answer to a name into the invite entry, which copies the invite link", async () => {
    serve(() => json('No contacts found'));
    const written = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    const screen = await renderPanel();
    await userEvent.fill(screen.getByRole('searchbox', { name: 'Search contacts' }), 'zzzzz');
    await expect.element(screen.getByText('zzzzz', { exact: true })).toBeVisible();
    await screen.getByRole('button', { name: 'Invite', exact: true }).click();
    await expect.poll(() => written.mock.calls[0]?.[0]).toBe(`${window.location.origin}/c/me_here`);
  });

  it('an empty list for a name is the empty network state; the icon with nothing typed says the spec’s 4-character message', async () => {
    serve(() => json([]));
    const screen = await renderPanel();
    await screen.getByRole('button', { name: 'Search' }).click();
    await expect
      .element(screen.getByRole('alert'))
      .toHaveTextContent('Please search atleast 4 characters for a contacts');
    await userEvent.fill(screen.getByRole('searchbox', { name: 'Search contacts' }), 'zzzzz');
    await expect.element(screen.getByText('No Contacts in Your Network')).toBeVisible();
  });

  it('a failed search is only logged: no error toast, the empty state stays', async () => {
    serve(() => json({ message: 'boom' }, 500));
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const screen = await renderPanel();
    await userEvent.fill(screen.getByRole('searchbox', { name: 'Search contacts' }), 'anna');
    await expect.poll(() => logged.mock.calls.length).toBeGreaterThan(0);
    expect(logged.mock.calls[0]?.[0]).toBe('contact search failed');
    await expect.element(screen.getByText('Search Contact Here')).toBeVisible();
    await expect.element(screen.getByRole('alert')).not.toBeInTheDocument();
  });

  it('copies the invite link {host}/c/{username} and says so', async () => {
    serve(() => undefined);
    const written = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    const screen = await renderPanel();
    await screen.getByRole('button', { name: 'Copy Invite Link' }).click();
    await expect.element(screen.getByText('Invite link copied to clipboard')).toBeVisible();
    expect(written).toHaveBeenCalledWith(`${window.location.origin}/c/me_here`);
  });
});

describe('follow state per contact (spec §4)', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  async function searchAnna(follow: Answer) {
    const calls = serve((method, path) => {
      if (path === '/contacts/search/anna') return json([anna]);
      if (path === '/user/follow/u2') return follow;
      return undefined;
    });
    const screen = await renderPanel();
    await userEvent.fill(screen.getByRole('searchbox', { name: 'Search contacts' }), 'anna');
    await expect.element(screen.getByText('Anna Berg')).toBeVisible();
    return { calls, screen };
  }

  it('follows after Confirm Follow: the button is busy during the call, then the row flips and a toast says so', async () => {
    const { calls, screen } = await searchAnna(
      json({ message: 'Followed', following: true }, 200, 600),
    );
    await screen.getByRole('button', { name: 'Follow Anna Berg' }).click();
    const dialog = screen.getByRole('alertdialog');
    await expect.element(dialog.getByText('Confirm Follow')).toBeVisible();
    await expect
      .element(dialog.getByText('Are you sure you want to follow this user?'))
      .toBeVisible();
    await dialog.getByRole('button', { name: 'Follow' }).click();
    await expect
      .element(screen.getByRole('button', { name: 'Follow Anna Berg' }))
      .toHaveAttribute('aria-busy', 'true');
    await expect
      .element(screen.getByRole('button', { name: 'Unfollow Anna Berg' }))
      .toHaveAttribute('aria-pressed', 'true');
    await expect.element(screen.getByText('User Followed successfully')).toBeVisible();
    expect(calls).toContain('POST /user/follow/u2');
  });

  it('unfollows after Confirm Unfollow and flips back', async () => {
    const calls = serve((method, path) => {
      if (path === '/contacts/search/anna') return json([{ ...anna, following: true }]);
      if (method === 'DELETE' && path === '/user/follow/u2')
        return json({ message: 'Unfollowed', following: false });
      return undefined;
    });
    const screen = await renderPanel();
    await userEvent.fill(screen.getByRole('searchbox', { name: 'Search contacts' }), 'anna');
    await screen.getByRole('button', { name: 'Unfollow Anna Berg' }).click();
    const dialog = screen.getByRole('alertdialog');
    await expect
      .element(dialog.getByText('Are you sure you want to unfollow this user?'))
      .toBeVisible();
    await dialog.getByRole('button', { name: 'Unfollow' }).click();
    await expect
      .element(screen.getByRole('button', { name: 'Follow Anna Berg' }))
      .toHaveAttribute('aria-pressed', 'false');
    await expect.element(screen.getByText('User Unfollowed successfully')).toBeVisible();
    expect(calls).toContain('DELETE /user/follow/u2');
  });

  it('Cancel in the confirmation sends nothing and leaves the row as it was', async () => {
    const { calls, screen } = await searchAnna(json({ message: 'Followed', following: true }));
    await screen.getByRole('button', { name: 'Follow Anna Berg' }).click();
    await screen.getByRole('alertdialog').getByRole('button', { name: 'Cancel' }).click();
    await expect.element(screen.getByRole('alertdialog')).not.toBeInTheDocument();
    expect(calls.filter((call) => call.includes('/user/follow/'))).toEqual([]);
    await expect
      .element(screen.getByRole('button', { name: 'Follow Anna Berg' }))
      .toHaveAttribute('aria-pressed', 'false');
  });

  it('a failed follow shows the error toast and does not flip the row', async () => {
    const { screen } = await searchAnna(json({ message: 'You cannot follow this user' }, 403));
    await screen.getByRole('button', { name: 'Follow Anna Berg' }).click();
    await screen.getByRole('alertdialog').getByRole('button', { name: 'Follow' }).click();
    await expect.element(screen.getByText('You cannot follow this user')).toBeVisible();
    await expect
      .element(screen.getByRole('button', { name: 'Follow Anna Berg' }))
      .toHaveAttribute('aria-pressed', 'false');
  });
});
