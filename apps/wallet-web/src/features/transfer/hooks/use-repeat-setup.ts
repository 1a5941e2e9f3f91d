import type { TransferResponse } from '@optwallet/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { moneyKeys } from '../../../lib/money/queries';
import { REPEAT_CHAIN, type RepeatValues, repeatRequest } from '../lib/repeat';

/**
 * A send's repeats, set up after the send went out with the same wallet key: the wallet grants
 * the scheduler what the schedule sends (POST /wallets/{id}/recurringSends).
 */
export function useRepeatSetup(walletId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({
      repeat,
      walletPasscode,
      result,
    }: {
      repeat: RepeatValues;
      walletPasscode: string;
      result: TransferResponse;
    }) => {
      const schedule = repeatRequest(repeat);
      if (!schedule) throw new Error('No repeat chosen');
      return api.wallets.createRecurringSend(walletId, {
        chainId: REPEAT_CHAIN,
        to: result.to,
        amount: result.amount,
        ...schedule,
        walletPasscode,
      });
    },
    onSuccess: (answer) => {
      client.setQueryData(moneyKeys.recurringSends(walletId), answer);
      void client.invalidateQueries({ queryKey: ['chain-grants', walletId] });
    },
  });
}
