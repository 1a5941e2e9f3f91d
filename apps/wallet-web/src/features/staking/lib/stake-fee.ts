import { NATIVE_CHAIN_ID, NATIVE_SYMBOL } from '@optwallet/domain';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** The delegate fee, from a preview of the smallest stake, so that Max on Stake leaves room for it; null if unknown. */
export const feeOfStake = (walletId: string, validatorAddress: string | null) =>
  queryOptions({
    queryKey: ['fee-estimate', walletId, 'delegate', validatorAddress],
    queryFn: async ({ signal }) => {
      if (!validatorAddress) return null;
      try {
        const answer = await api.wallets.transferPreview(
          walletId,
          {
            amount: '0.000001',
            chainId: NATIVE_CHAIN_ID,
            symbol: NATIVE_SYMBOL,
            to: validatorAddress,
            transferType: 'delegate',
          },
          { signal },
        );
        // While OptWallet pays the fee, Max keeps nothing back for it.
        return answer.feePaidBy === 'product' ? '0' : answer.gasFeeEstimate;
      } catch {
        return null;
      }
    },
    enabled: validatorAddress !== null && walletId !== '',
    staleTime: 5 * 60_000,
  });
