import { create } from 'zustand';

/**
 * The wallet being set up, in memory only: the wallet key and the secret phrase never touch
 * browser storage, and a reload starts the setup again.
 */
interface SetupState {
  walletKey: string | null;
  mnemonic: string | null;
  setWalletKey: (walletKey: string) => void;
  setMnemonic: (mnemonic: string) => void;
  clear: () => void;
}

export const useSetupStore = create<SetupState>()((set) => ({
  walletKey: null,
  mnemonic: null,
  setWalletKey: (walletKey) => set({ walletKey }),
  setMnemonic: (mnemonic) => set({ mnemonic }),
  clear: () => set({ walletKey: null, mnemonic: null }),
}));
