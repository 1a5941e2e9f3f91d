import { create } from 'zustand';

/**
 * The Add Contacts dialog's open flag (product §3 contacts state, "invite modal flag"), shared by
 * the shell, the network screen and the dialog's host. The rest of that state lives where it is
 * read: search results in the dialog's query, the country list in the country field's query, who
 * one follows in the network queries. Nothing is persisted locally: the server is the source, so
 * no "friends" copy in localStorage can go stale or outlive a sign-out.
 */
interface ContactsState {
  inviteModalOpen: boolean;
  setInviteModalOpen: (open: boolean) => void;
}

export const useContactsStore = create<ContactsState>()((set) => ({
  inviteModalOpen: false,
  setInviteModalOpen: (inviteModalOpen) => set({ inviteModalOpen }),
}));
