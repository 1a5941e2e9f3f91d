import { requireFunds, type ChainContext } from '../context';
import { assertBalanced, transfer } from '../postings';

/**
 * A Cosmos ante handler's fee deduction: the transaction's fee, once for all its messages, from
 * the payer to the fee collector, before the messages run (whose own fee is then 0). A journal
 * entry of its own (`${txHash}:fee`) under the transaction's hash; it writes no TxRecord.
 */
export async function deductFee(
  ctx: ChainContext,
  payer: string,
  fee: bigint,
  txHash: string,
): Promise<void> {
  if (fee === 0n) return;
  const { chainId, feeDenom } = ctx.spec;
  await requireFunds(ctx, payer, feeDenom, fee);
  const entry = {
    id: `${txHash}:fee`,
    txHash,
    chainId,
    height: ctx.height,
    time: ctx.time,
    postings: transfer(chainId, feeDenom, payer, ctx.accounts.feeCollector, fee),
  };
  assertBalanced(entry);
  await ctx.state.appendEntry(entry);
}
