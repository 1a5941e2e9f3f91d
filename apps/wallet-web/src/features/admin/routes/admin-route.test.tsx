import { queryClient } from '@optwallet/auth-web';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { userQuery } from '../../../lib/account';
import { json, renderMoney, serve, signIn } from '../../../test/money-harness';
import { Component as AdminRoute } from './admin-route';

/*
 * Issue 26 (9): the admin console opens in a new window at the admin page with a one-time code
 * the app bought with its access token; the access token never goes into an address.
 */

const staff = {
  id: 'u1',
  email: 'staff@example.com',
  username: 'staff',
  onboarded_at: '2026-01-01T00:00:00.000Z',
  avatar: null,
  first_name: 'Sam',
  last_name: 'Staff',
  country: 'DE',
  phone_number: null,
  roles: ['Admin'],
  following: false,
};

/** A window the app opened: where it was sent, and whether it was closed. */
function fakePopup() {
  const popup = {
    opener: {} as unknown,
    closed: false,
    location: { replace: vi.fn<(url: string) => void>() },
    close: vi.fn(() => {
      popup.closed = true;
    }),
  };
  const open = vi.spyOn(window, 'open').mockReturnValue(popup as unknown as Window);
  return { popup, open };
}

describe('Open admin console', () => {
  beforeEach(async () => {
    await page.viewport(1280, 900);
    signIn();
    queryClient.setQueryData(userQuery.queryKey, staff);
  });
  afterEach(() => vi.restoreAllMocks());

  it('opens a blank window in the click, then sends it to the admin page with a one-time code', async () => {
    const calls = serve({
      'POST /admin/session-code': json({ code: 'one-time-code-123', expires_in: 60 }),
    });
    const { popup, open } = fakePopup();
    await renderMoney(<AdminRoute />);
    await page.getByRole('button', { name: 'Open admin console' }).click();
    await vi.waitFor(() => expect(popup.location.replace).toHaveBeenCalled());
    expect(open).toHaveBeenCalledWith('about:blank', '_blank');
    expect(popup.opener).toBeNull();
    const address = new URL(popup.location.replace.mock.calls[0]?.[0] ?? '');
    expect(address.pathname).toBe('/admin/session');
    expect([...address.searchParams]).toEqual([['code', 'one-time-code-123']]);
    // The access token went only into the call's header, never into the address.
    const asked = calls.find((c) => c.path === '/admin/session-code');
    expect(asked?.method).toBe('POST');
    expect(asked?.headers.get('authorization')).toBe('Bearer token');
    expect(address.href).not.toContain('token');
  });

  it('closes the window and says why when the code is refused', async () => {
    serve({
      'POST /admin/session-code': json({ message: 'Your account has no staff role.' }, 403),
    });
    const { popup } = fakePopup();
    await renderMoney(<AdminRoute />);
    await page.getByRole('button', { name: 'Open admin console' }).click();
    await expect.element(page.getByText('Your account has no staff role.')).toBeVisible();
    expect(popup.close).toHaveBeenCalled();
    expect(popup.location.replace).not.toHaveBeenCalled();
  });
});
