/** The part of the Web Storage API (`localStorage`) that a logout needs. */
export interface ClearableStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  clear(): void;
}

/**
 * Product §4: the inactivity flow's logout "clears all local storage". Decision (README): all of it
 * but the keys in `keep`, the apps' trusted-device tokens. A trusted device is a property of the
 * device, not of the session that timed out (the server's own remember_token cookie, which no
 * script can clear, keeps it trusted anyway); dropping them would only ask for the 2-step code again.
 */
export function clearStorageExcept(storage: ClearableStorage, keep: readonly string[]): void {
  const kept = keep.flatMap((key) => {
    const value = storage.getItem(key);
    return value === null ? [] : [[key, value] as const];
  });
  storage.clear();
  for (const [key, value] of kept) storage.setItem(key, value);
}
