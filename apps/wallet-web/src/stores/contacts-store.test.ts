import { afterEach, describe, expect, it, vi } from 'vitest';
import { useContactsStore } from './contacts-store';

describe('contacts store', () => {
  afterEach(() => {
    vi.useRealTimers();
    useContactsStore.getState().setInviteModalOpen(false);
  });

  it('holds the Add Contacts flag only, and keeps nothing in localStorage', () => {
    vi.useFakeTimers();
    localStorage.clear();
    useContactsStore.getState().setInviteModalOpen(true);
    expect(useContactsStore.getState().inviteModalOpen).toBe(true);
    vi.runAllTimers();
    // No persisted slice (README, decisions): nothing under the spec's root key, or any other.
    expect(localStorage.getItem('persist:root')).toBeNull();
    expect(localStorage.length).toBe(0);
    expect(Object.keys(useContactsStore.getState()).sort()).toEqual([
      'inviteModalOpen',
      'setInviteModalOpen',
    ]);
  });
});
