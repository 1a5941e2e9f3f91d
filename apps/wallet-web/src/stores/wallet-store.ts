import type { Wallet } from '@optwallet/api-client/contract';
import type { LoadStatus } from '@optwallet/domain';
import { create } from 'zustand';

/** Spec §3 wallet state: wallets list, walletStatus, defiWalletCheck (the wallet check is done). */
export interface WalletState {
  wallets: Wallet[];
  walletStatus: LoadStatus;
  defiWalletCheck: boolean;
  startLoading: () => void;
  loaded: (wallets: Wallet[]) => void;
  failed: () => void;
  reset: () => void;
}

const initial = {
  wallets: [] as Wallet[],
  walletStatus: 'idle' as LoadStatus,
  defiWalletCheck: false,
};

export const useWalletStore = create<WalletState>()((set) => ({
  ...initial,
  startLoading: () => set({ walletStatus: 'pending' }),
  loaded: (wallets) => set({ wallets, walletStatus: 'succeeded', defiWalletCheck: true }),
  // Spec §4 wallet gating: a failed load counts as "no wallet" (status failed + empty list).
  failed: () => set({ wallets: [], walletStatus: 'failed', defiWalletCheck: true }),
  reset: () => set(initial),
}));
