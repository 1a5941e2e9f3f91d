import { create } from 'zustand';

/**
 * The wallet being set up, in memory only: the wallet key and the secret phrase never touch
 * browser storage, so a reload starts the setup again and never shows a phrase twice.
 */
interface SetupState {
  walletKey: string | null;
  mnemonic: string | null;
  /** The server refused the wallet key at creation (e.g. it equals the account password). */
  keyRefused: string | null;
  setWalletKey: (walletKey: string) => void;
  setMnemonic: (mnemonic: string) => void;
  refuseKey: (reason: string) => void;
  clear: () => void;
}

export const useSetupStore = create<SetupState>()((set) => ({
  walletKey: null,
  mnemonic: null,
  keyRefused: null,
  setWalletKey: (walletKey) => set({ walletKey, keyRefused: null }),
  setMnemonic: (mnemonic) => set({ mnemonic }),
  refuseKey: (reason) => set({ walletKey: null, keyRefused: reason }),
  clear: () => set({ walletKey: null, mnemonic: null, keyRefused: null }),
}));
