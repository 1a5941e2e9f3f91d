import type { User } from '@optwallet/api-client/contract';
import { create } from 'zustand';

/**
 * Spec §3 auth state: the signed-in user (loaded by the login guard) and the resetTime flag that
 * is toggled to restart the inactivity timers. `loggedIn` mirrors "an access token is stored"
 * and picks the route set.
 */
export interface AuthState {
  loggedIn: boolean;
  user: User | null;
  resetTime: boolean;
  setLoggedIn: (loggedIn: boolean) => void;
  setUser: (user: User | null) => void;
  toggleResetTime: () => void;
}

export const useAuthStore = create<AuthState>()((set) => ({
  loggedIn: false,
  user: null,
  resetTime: false,
  setLoggedIn: (loggedIn) => set(loggedIn ? { loggedIn } : { loggedIn, user: null }),
  setUser: (user) => set({ user }),
  toggleResetTime: () => set((s) => ({ resetTime: !s.resetTime })),
}));
