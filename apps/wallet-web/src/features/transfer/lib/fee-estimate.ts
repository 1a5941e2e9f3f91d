import type { WalletToken } from '@optwallet/contract';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/**
 * The send fee of a token's chain, learned from a preview of the smallest amount to the wallet's own
 * address (the devnet charges a fixed fee per kind of transfer). Used so that Max leaves room for the
 * fee; null when the server will not estimate (then the preview tells the user).
 */
export const feeEstimateQuery = (walletId: string, token: WalletToken | null) =>
  queryOptions({
    queryKey: ['fee-estimate', walletId, token?.chainId, token?.symbol],
    queryFn: async ({ signal }) => {
      if (!token) return null;
      const smallest = token.decimals === 0 ? '1' : `0.${'0'.repeat(token.decimals - 1)}1`;
      try {
        const answer = await api.wallets.transferPreview(
          walletId,
          {
            amount: smallest,
            chainId: token.chainId,
            symbol: token.symbol,
            to: token.address,
            transferType: 'send',
          },
          { signal },
        );
        // While OptWallet pays the fee, Max keeps nothing back for it.
        return answer.feePaidBy === 'product' ? '0' : answer.gasFeeEstimate;
      } catch {
        return null;
      }
    },
    staleTime: 5 * 60_000,
  });
