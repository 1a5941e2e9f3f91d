import type { AutoCompound } from '@optwallet/contract';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/**
 * GET/PUT/DELETE /wallets/{id}/autoCompound/{chainId}. The key sits under the token detail's
 * (`token-detail`, wallet, chain): the live stake event of a compounding refreshes both.
 */
const autoCompoundKey = (walletId: string, chainId: string) =>
  ['token-detail', walletId, chainId, 'auto-compound'] as const;

const REFRESH_WHILE_ON_MS = 15_000;

export const autoCompoundQuery = (walletId: string, chainId: string) =>
  queryOptions({
    queryKey: autoCompoundKey(walletId, chainId),
    queryFn: ({ signal }) => api.wallets.autoCompound(walletId, chainId, { signal }),
    enabled: walletId !== '',
    // While on, read again now and then: the job's record of a run can land after the live
    // update of its delegation has refreshed this query.
    refetchInterval: (query) => (query.state.data?.status === 'on' ? REFRESH_WHILE_ON_MS : false),
  });

type Change =
  { on: true; cap: string; walletPasscode: string } | { on: false; walletPasscode: string };

/** Turns auto-compound on (cap) or off; the answer is the new state. */
export function useAutoCompoundChange(walletId: string, chainId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (change: Change): Promise<AutoCompound> =>
      change.on
        ? api.wallets.autoCompoundOn(walletId, chainId, {
            cap: change.cap,
            walletPasscode: change.walletPasscode,
          })
        : api.wallets.autoCompoundOff(walletId, chainId, { walletPasscode: change.walletPasscode }),
    onSuccess: (state) => {
      client.setQueryData(autoCompoundKey(walletId, chainId), state);
      // The grant's fee left the balance.
      void client.invalidateQueries({ queryKey: ['token-detail', walletId, chainId] });
    },
  });
}
