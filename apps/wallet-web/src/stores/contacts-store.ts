import { PERSISTENCE_TIMEOUT_MS, STORAGE_KEYS } from '@optwallet/domain';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

export interface Friend {
  id: string;
  username: string | null;
  first_name: string | null;
  last_name: string | null;
  avatar: string | null;
}

export interface CountryOption {
  code: string;
  name: string;
}

/**
 * Spec §3 contacts state (contacts, invite modal flag, interaction contact id, country list)
 * plus the friends slice, the only state persisted locally (under STORAGE_KEYS.persistRoot).
 */
export interface ContactsState {
  contacts: Friend[];
  inviteModalOpen: boolean;
  interactionContactId: string | null;
  countries: CountryOption[];
  friends: Friend[];
  setFriends: (friends: Friend[]) => void;
  setInviteModalOpen: (open: boolean) => void;
  setInteractionContactId: (id: string | null) => void;
}

/** Writes are debounced; a write that has waited PERSISTENCE_TIMEOUT_MS is flushed. */
function debouncedLocalStorage() {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let pending: { key: string; value: string } | undefined;
  const flush = () => {
    if (pending) localStorage.setItem(pending.key, pending.value);
    pending = undefined;
    timer = undefined;
  };
  return {
    getItem: (key: string) => localStorage.getItem(key),
    setItem: (key: string, value: string) => {
      pending = { key, value };
      timer ??= setTimeout(flush, PERSISTENCE_TIMEOUT_MS);
    },
    removeItem: (key: string) => {
      pending = undefined;
      if (timer) clearTimeout(timer);
      timer = undefined;
      localStorage.removeItem(key);
    },
  };
}

export const useContactsStore = create<ContactsState>()(
  persist(
    (set) => ({
      contacts: [],
      inviteModalOpen: false,
      interactionContactId: null,
      countries: [],
      friends: [],
      setFriends: (friends) => set({ friends }),
      setInviteModalOpen: (inviteModalOpen) => set({ inviteModalOpen }),
      setInteractionContactId: (interactionContactId) => set({ interactionContactId }),
    }),
    {
      name: STORAGE_KEYS.persistRoot,
      storage: createJSONStorage(debouncedLocalStorage),
      partialize: (state) => ({ friends: state.friends }),
    },
  ),
);
