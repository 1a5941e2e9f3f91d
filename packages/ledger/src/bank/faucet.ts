import { isAddressFor } from '../addresses';
import { recordTx, type ChainContext } from '../context';
import { LedgerError } from '../errors';
import { transfer } from '../postings';
import type { TxRecord } from '../types';

/** Devnet faucet: mints the configured amount of every token of the chain to an address. */
export async function runFaucet(ctx: ChainContext, address: string): Promise<TxRecord[]> {
  const { spec, config, accounts, head } = ctx;
  if (!isAddressFor(spec.kind, address))
    throw new LedgerError('invalid_address', 'Invalid address', 'address');
  const records: TxRecord[] = [];
  for (const asset of spec.assets) {
    const amount = config.faucet[asset.symbol] ?? 0n;
    if (amount <= 0n) continue;
    records.push(
      await recordTx(
        ctx,
        {
          type: 'faucet',
          from: accounts.mint,
          to: address,
          amount,
          denom: asset.denom,
          symbol: asset.symbol,
          fee: 0n,
          status: 'success',
        },
        transfer(head.chainId, asset.denom, accounts.mint, address, amount),
      ),
    );
  }
  return records;
}
