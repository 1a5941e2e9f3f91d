import { createLocalStorageSessionStore, createMemorySessionStore } from '@optwallet/api-client';

/**
 * Where the session lives (product §4 keys in this origin's localStorage). The API client reads its
 * bearer here, and the app reads it to know whether someone is signed in, without loading the
 * client itself (the early entry does, before React).
 */
export const sessionStore =
  typeof localStorage === 'undefined'
    ? createMemorySessionStore()
    : createLocalStorageSessionStore();
