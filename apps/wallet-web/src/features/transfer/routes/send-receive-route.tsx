import { useNavigate, useSearchParams } from '../../../lib/router';
import { sendReceiveBack } from '../../../lib/send-receive-link';
import { SendReceiveModal } from '../components/send-receive-modal';

/**
 * /send-receive opens the modal, not a page (product §2); `?to=<username>` (a profile's send button)
 * prefills the receiver and `?tab=receive` opens Receive. Closing (and Done after a send) returns
 * to `?back=`, the screen it was opened from, else to the dashboard.
 */
export function Component() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  return (
    <SendReceiveModal
      open
      onOpenChange={(open) =>
        open ? undefined : void navigate(sendReceiveBack(params), { replace: true })
      }
      initialReceiver={params.get('to') ?? ''}
      initialTab={params.get('tab') === 'receive' ? 'receive' : 'send'}
    />
  );
}
