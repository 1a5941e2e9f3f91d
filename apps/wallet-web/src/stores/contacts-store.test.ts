import { STORAGE_KEYS } from '@optwallet/domain';
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
    expect(localStorage.getItem(STORAGE_KEYS.persistRoot)).toBeNull();
    expect(localStorage.length).toBe(0);
    expect(Object.keys(useContactsStore.getState()).sort()).toEqual([
      'inviteModalOpen',
      'setInviteModalOpen',
    ]);
  });
});
