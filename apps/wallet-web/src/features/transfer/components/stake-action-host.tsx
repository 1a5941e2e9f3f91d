import { Suspense, lazy } from 'react';
import { useMoneyActions } from '../../../stores/money-actions-store';

// Its own chunk: the staking dialog and the transfer flow load the first time a request is made.
const StakeActionModal = lazy(() =>
  import('./stake-action-modal').then((m) => ({ default: m.StakeActionModal })),
);

/** Mounted by the shell: runs the staking request a screen opened (stores/money-actions-store). */
export function StakeActionHost() {
  const walletId = useMoneyActions((s) => s.walletId);
  const action = useMoneyActions((s) => s.stakeAction);
  const close = useMoneyActions((s) => s.closeStakeAction);
  if (walletId === null) return null;
  return (
    <Suspense fallback={null}>
      <StakeActionModal walletId={walletId} action={action} onClose={close} />
    </Suspense>
  );
}
