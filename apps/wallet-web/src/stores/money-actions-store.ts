import { create } from 'zustand';
import type { StakeAction } from '../lib/money/stake-action';

/**
 * A staking request a screen asks for (stake, unstake, move, cancel, claim), which the shell's
 * transfer host runs through its flow: screens of the staking and distribution features open it
 * here without importing the transfer feature. UI state only; the money itself is React Query's.
 */
export interface MoneyActionsState {
  /** The wallet of the last request (kept after closing, while the dialog animates out). */
  walletId: string | null;
  stakeAction: StakeAction | null;
  openStakeAction: (walletId: string, action: StakeAction) => void;
  closeStakeAction: () => void;
}

export const useMoneyActions = create<MoneyActionsState>()((set) => ({
  walletId: null,
  stakeAction: null,
  openStakeAction: (walletId, stakeAction) => set({ walletId, stakeAction }),
  closeStakeAction: () => set({ stakeAction: null }),
}));
