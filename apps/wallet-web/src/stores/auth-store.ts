import { create } from 'zustand';

/**
 * Spec §3 auth state, client side only: `loggedIn` mirrors "an access token is stored" and picks
 * the route set; `resetTime` is toggled to restart the inactivity timers. The signed-in user is
 * server data: React Query's `['user']` (lib/account.ts).
 */
export interface AuthState {
  loggedIn: boolean;
  resetTime: boolean;
  setLoggedIn: (loggedIn: boolean) => void;
  toggleResetTime: () => void;
}

export const useAuthStore = create<AuthState>()((set) => ({
  loggedIn: false,
  resetTime: false,
  setLoggedIn: (loggedIn) => set({ loggedIn }),
  toggleResetTime: () => set((s) => ({ resetTime: !s.resetTime })),
}));
