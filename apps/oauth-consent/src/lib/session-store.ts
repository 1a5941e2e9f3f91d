import { createLocalStorageSessionStore, createMemorySessionStore } from '@optwallet/api-client';

/**
 * Where the session lives (this origin's localStorage, spec §4 keys). The API client reads its
 * bearer here, and the app reads it to know whether someone is signed in, without the client.
 */
export const sessionStore =
  typeof localStorage === 'undefined'
    ? createMemorySessionStore()
    : createLocalStorageSessionStore();
