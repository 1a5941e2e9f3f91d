import { env } from '../../../config/env';
import { api } from '../../../lib/api';

/** The admin login-by-session address (spec §2): the API's /admin/session with the stored access token. */
export function adminSessionUrl(token: string | null = api.session.getAccessToken()): string {
  return `${env.VITE_ADMIN_URL}?token=${encodeURIComponent(token ?? '')}`;
}

/** Opens the admin console in a new window, without giving it a handle on this one. */
export function openAdminConsole(): void {
  window.open(adminSessionUrl(), '_blank', 'noopener,noreferrer');
}
