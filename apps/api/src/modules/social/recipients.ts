import type { RecipientCheck } from '@optwallet/contract';
import { findLookalike } from '@optwallet/domain';
import { and, desc, eq, inArray, or } from 'drizzle-orm';
import { ledgerTransactions } from '../../db/schema';
import type { Deps } from '../../deps';
import { type AddressOwner, ownersOf } from '../../lib/address-owners';
import { getOwnedWallet } from '../wallets';

/** Payments scanned for the wallet's history of counterparties (newest first). */
const HISTORY_SCAN = 1000;

function userOf(owner: AddressOwner | undefined): RecipientCheck['user'] {
  if (!owner) return null;
  return {
    id: owner.userId,
    username: owner.username,
    first_name: owner.firstName,
    last_name: owner.lastName,
    avatar: owner.avatar,
  };
}

const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/**
 * Before a send: who is behind `address` (this wallet itself, or another user), whether this
 * wallet sent to it before, and whether it imitates an address of the wallet's history (the people it paid or was paid by on that chain).
 */
export async function recipientCheck(
  deps: Deps,
  userId: string,
  walletId: string,
  query: { chainId: string; address: string },
): Promise<RecipientCheck> {
  const wallet = await getOwnedWallet(deps, userId, walletId);
  const own = [wallet.nativeAddress, wallet.evmAddress];
  const address = query.address.trim();
  const payments = await deps.db
    .select({ from: ledgerTransactions.fromAddress, to: ledgerTransactions.toAddress })
    .from(ledgerTransactions)
    .where(
      and(
        eq(ledgerTransactions.type, 'send'),
        eq(ledgerTransactions.chainId, query.chainId),
        or(
          inArray(ledgerTransactions.fromAddress, own),
          inArray(ledgerTransactions.toAddress, own),
        ),
      ),
    )
    .orderBy(desc(ledgerTransactions.time), desc(ledgerTransactions.seq))
    .limit(HISTORY_SCAN);
  const sentTo = payments.filter((p) => own.includes(p.from)).map((p) => p.to);
  const receivedFrom = payments.filter((p) => own.includes(p.to)).map((p) => p.from);
  const history = [...new Set([...sentTo, ...receivedFrom])].filter(
    (known) => !own.some((mine) => same(mine, known)),
  );
  const lookalike = findLookalike(address, history);
  const owners = await ownersOf(deps.db, lookalike ? [address, lookalike] : [address]);
  return {
    address,
    user: userOf(owners.get(address)),
    ownWallet: own.some((mine) => same(mine, address)),
    sentBefore: sentTo.some((to) => same(to, address)),
    lookalike: lookalike ? { address: lookalike, user: userOf(owners.get(lookalike)) } : null,
  };
}
