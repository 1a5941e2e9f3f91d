import { isApiError } from '@optwallet/api-client';
import { toast } from '@optwallet/ui';
import { env } from '../../../config/env';
import { api } from '../../../lib/api';
import { t } from '../texts';

/**
 * The admin login-by-session address (product §2) for a one-time code: the API gives the code for
 * the stored access token (POST /admin/session-code), so the address carries nothing that
 * outlives its first use or its minute.
 */
function adminSessionUrl(code: string): string {
  const url = new URL(env.VITE_ADMIN_URL, window.location.href);
  url.searchParams.set('code', code);
  return url.toString();
}

/**
 * Opens the admin console in a new window. The window opens inside the click (one opened after
 * the call would be a popup the browser blocks), blank and without a handle on this one, and
 * goes to the admin page once the code has come.
 */
export async function openAdminConsole(): Promise<void> {
  const popup = window.open('about:blank', '_blank');
  if (popup) popup.opener = null;
  try {
    const { code } = await api.users.adminSessionCode();
    if (popup) popup.location.replace(adminSessionUrl(code));
    else window.open(adminSessionUrl(code), '_blank', 'noopener,noreferrer');
  } catch (error) {
    popup?.close();
    toast.error(isApiError(error) ? error.message : t('error.something_went_wrong'));
  }
}
