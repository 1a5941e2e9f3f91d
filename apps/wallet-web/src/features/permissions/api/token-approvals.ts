import type { RevokeTokenApprovalRequest } from '@optwallet/contract';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** GET/DELETE /wallets/{id}/tokenApprovals: the ERC-20 allowances of the wallet's 0x address. */
const tokenApprovalsKey = (walletId: string) => ['token-approvals', walletId] as const;

export const tokenApprovalsQuery = (walletId: string) =>
  queryOptions({
    queryKey: tokenApprovalsKey(walletId),
    queryFn: ({ signal }) => api.wallets.tokenApprovals(walletId, { signal }),
  });

export function useRevokeTokenApproval(walletId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: RevokeTokenApprovalRequest) =>
      api.wallets.revokeTokenApproval(walletId, body),
    onSuccess: (answer) => client.setQueryData(tokenApprovalsKey(walletId), answer),
  });
}
