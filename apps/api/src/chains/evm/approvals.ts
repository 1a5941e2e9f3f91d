import { and, eq, gte, sql } from 'drizzle-orm';
import { type Address, getAddress, parseAbiItem } from 'viem';
import { queryRows, type Db } from '../../db/client';
import { evmApprovals } from '../../db/schema';
import type { EvmChain } from './evm-chain';
import { EVM_CHAIN } from './evm-ids';

/**
 * The indexer's part of token approvals: the ERC-20 `Approval` logs of the listed tokens whose
 * owner is a product address, kept once each (evm_approvals); the Permissions page lists a
 * wallet's (token, spender) pairs from them and reads each allowance live.
 */

const APPROVAL = parseAbiItem(
  'event Approval(address indexed owner, address indexed spender, uint256 value)',
);

/** The Approval logs of the listed tokens in blocks `from`..`to`. */
export function approvalLogs(evm: EvmChain, from: bigint, to: bigint) {
  const { client, network } = evm.client;
  if (network.tokens.length === 0) return Promise.resolve([]);
  return client.getLogs({
    address: network.tokens.map((t) => t.address),
    event: APPROVAL,
    fromBlock: from,
    toBlock: to,
  });
}

type ApprovalLog = Awaited<ReturnType<typeof approvalLogs>>[number];

/** The owners the logs name (EIP-55), to learn which are the product's. */
export const approvalOwners = (logs: ApprovalLog[]) =>
  logs.flatMap((log) => (log.args.owner ? [getAddress(log.args.owner)] : []));

/** Keeps the logs whose owner is a product address, once each (a block read again adds none). */
export async function keepApprovals(
  db: Db,
  logs: ApprovalLog[],
  ours: (address: string) => boolean,
  timeOf: (block: bigint) => number,
): Promise<void> {
  const rows = logs.flatMap((log) => {
    const { owner, spender, value } = log.args;
    if (!owner || !spender || value === undefined || !ours(getAddress(owner))) return [];
    return [
      {
        chainId: EVM_CHAIN,
        txHash: log.transactionHash,
        logIndex: log.logIndex,
        blockNumber: Number(log.blockNumber),
        time: timeOf(log.blockNumber),
        token: getAddress(log.address),
        owner: getAddress(owner),
        spender: getAddress(spender),
        amount: value,
      },
    ];
  });
  if (rows.length > 0) await db.insert(evmApprovals).values(rows).onConflictDoNothing();
}

/** A rewind: the approvals of the blocks from `from` on are read again. */
export async function forgetApprovalsFrom(db: Db, from: bigint): Promise<void> {
  await db
    .delete(evmApprovals)
    .where(and(eq(evmApprovals.chainId, EVM_CHAIN), gte(evmApprovals.blockNumber, Number(from))));
}

/** The owner's last approval of each (token, spender), when it was more than 0. */
export async function lastApprovals(db: Db, owner: Address) {
  const rows = await queryRows<{ token: string; spender: string; amount: string; time: string }>(
    db,
    sql`SELECT * FROM (
        SELECT DISTINCT ON (token, spender) token, spender, amount::text AS amount, time::text AS time
        FROM evm_approvals WHERE chain_id = ${EVM_CHAIN} AND owner = ${owner}
        ORDER BY token, spender, block_number DESC, log_index DESC
      ) last WHERE amount::numeric > 0 ORDER BY time DESC, token, spender`,
  );
  return rows.map((row) => ({
    token: getAddress(row.token),
    spender: getAddress(row.spender),
    amount: BigInt(row.amount),
    time: Number(row.time),
  }));
}
