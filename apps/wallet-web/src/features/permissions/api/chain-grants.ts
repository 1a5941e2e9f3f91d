import type { RevokeChainGrantRequest } from '@optwallet/contract';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** GET/DELETE /wallets/{id}/chainGrants: the wallet's authz grants and fee allowances. */
const chainGrantsKey = (walletId: string) => ['chain-grants', walletId] as const;

export const chainGrantsQuery = (walletId: string) =>
  queryOptions({
    queryKey: chainGrantsKey(walletId),
    queryFn: ({ signal }) => api.wallets.chainGrants(walletId, { signal }),
  });

export function useRevokeChainGrant(walletId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: RevokeChainGrantRequest) => api.wallets.revokeChainGrant(walletId, body),
    onSuccess: (answer) => {
      client.setQueryData(chainGrantsKey(walletId), answer);
      // Auto-compound's grants: the staking screen's switch (under the token detail's key).
      void client.invalidateQueries({ queryKey: ['token-detail', walletId] });
    },
  });
}
