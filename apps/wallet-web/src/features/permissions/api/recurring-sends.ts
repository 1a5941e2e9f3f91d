import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { moneyKeys } from '../../../lib/money/queries';

/** DELETE /wallets/{id}/recurringSends/{scheduleId}: stop one (the wallet key signs). */
export function useStopRecurringSend(walletId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ scheduleId, walletPasscode }: { scheduleId: string; walletPasscode: string }) =>
      api.wallets.cancelRecurringSend(walletId, scheduleId, { walletPasscode }),
    onSuccess: (answer) => {
      client.setQueryData(moneyKeys.recurringSends(walletId), answer);
      // The grant was narrowed or revoked.
      void client.invalidateQueries({ queryKey: ['chain-grants', walletId] });
    },
  });
}
