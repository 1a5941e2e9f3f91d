import { asc, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { users, wallets } from '../db/schema';

/** A person as the wire shows them (a select's columns): id, username, names and avatar. */
export const PUBLIC_PERSON = {
  id: users.id,
  username: users.username,
  first_name: users.firstName,
  last_name: users.lastName,
  avatar: users.avatar,
};

export interface AddressOwner {
  userId: string;
  walletId: string;
  username: string | null;
  firstName: string | null;
  lastName: string | null;
  avatar: string | null;
  /** The address as the wallet stores it (EVM addresses in their checksum case). */
  address: string;
}

/** Product users behind addresses (native or EVM, EVM compared without case). */
export async function ownersOf(
  db: Db,
  addresses: readonly string[],
): Promise<Map<string, AddressOwner>> {
  const owners = new Map<string, AddressOwner>();
  if (addresses.length === 0) return owners;
  const lower = [...new Set(addresses.map((a) => a.toLowerCase()))];
  const rows = await db
    .select({
      userId: wallets.userId,
      walletId: wallets.id,
      nativeAddress: wallets.nativeAddress,
      evmAddress: wallets.evmAddress,
      username: users.username,
      firstName: users.firstName,
      lastName: users.lastName,
      avatar: users.avatar,
    })
    .from(wallets)
    .innerJoin(users, sql`${users.id} = ${wallets.userId}`)
    .where(
      or(
        inArray(wallets.nativeAddress, [...new Set(addresses)]),
        inArray(sql`lower(${wallets.evmAddress})`, lower),
      ),
    )
    .orderBy(asc(wallets.createdAt));
  for (const row of rows) {
    const { nativeAddress, evmAddress, ...who } = row;
    for (const address of addresses) {
      if (owners.has(address)) continue;
      if (address === nativeAddress) owners.set(address, { ...who, address: nativeAddress });
      else if (address.toLowerCase() === evmAddress.toLowerCase()) {
        owners.set(address, { ...who, address: evmAddress });
      }
    }
  }
  return owners;
}

export function displayName(u: {
  firstName: string | null;
  lastName: string | null;
  username: string | null;
}): string {
  const name = [u.firstName, u.lastName].filter(Boolean).join(' ');
  return name || (u.username ? `@${u.username}` : 'Someone');
}
