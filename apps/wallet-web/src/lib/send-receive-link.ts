import { appPathOrNull } from '@optwallet/domain';
import { useLocation, useNavigate } from './router';

/** Where the send / receive modal returns when nothing says where it was opened. */
const SEND_RECEIVE_HOME = '/dashboard';

/** /send-receive with its options; `back` is the screen it was opened from, where closing returns. */
export function sendReceivePath(options: { to?: string; tab?: 'receive'; back?: string }): string {
  const params = new URLSearchParams();
  if (options.to) params.set('to', options.to);
  if (options.tab) params.set('tab', options.tab);
  if (options.back && options.back !== SEND_RECEIVE_HOME) params.set('back', options.back);
  const query = params.toString();
  return query ? `/send-receive?${query}` : '/send-receive';
}

/** The screen to return to: a path of this app only (never another origin), else the dashboard. */
export function sendReceiveBack(params: URLSearchParams): string {
  return appPathOrNull(params.get('back')) ?? SEND_RECEIVE_HOME;
}

/** Opens the modal from the current screen, so that closing it (or Done) comes back here. */
export function useOpenSendReceive() {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  return (options: { to?: string; tab?: 'receive' } = {}) =>
    void navigate(sendReceivePath({ ...options, back: pathname + search }));
}
