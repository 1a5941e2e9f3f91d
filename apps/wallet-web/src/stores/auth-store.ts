import { create } from 'zustand';

/**
 * Spec §3 auth state, client side only: `loggedIn` mirrors "an access token is stored" and picks
 * the route set. The signed-in user is server data: React Query's `['user']` (lib/account.ts).
 * The spec's resetTime flag is not kept: staying signed in restarts the inactivity timers by
 * setting lastActivityTime, which they all count from (README, decisions).
 */
export interface AuthState {
  loggedIn: boolean;
  setLoggedIn: (loggedIn: boolean) => void;
}

export const useAuthStore = create<AuthState>()((set) => ({
  loggedIn: false,
  setLoggedIn: (loggedIn) => set({ loggedIn }),
}));
