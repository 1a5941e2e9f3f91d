import { isAddressFor } from '../addresses';
import { draftRecord, type ChainEnv } from '../context';
import { LedgerError } from '../errors';
import { transfer } from '../postings';
import type { TransferCommit } from '../state';

/** Devnet faucet: mints the configured amount of every token of the chain to an address. */
export function planFaucet(env: ChainEnv, address: string): TransferCommit {
  const { spec, config, accounts } = env;
  if (!isAddressFor(spec.kind, address))
    throw new LedgerError('invalid_address', 'Invalid address', 'address');
  const txs: TransferCommit['txs'] = [];
  for (const asset of spec.assets) {
    const amount = config.faucet[asset.symbol] ?? 0n;
    if (amount <= 0n) continue;
    txs.push({
      tx: draftRecord(env, {
        type: 'faucet',
        from: accounts.mint,
        to: address,
        amount,
        denom: asset.denom,
        symbol: asset.symbol,
        fee: 0n,
        status: 'success',
      }),
      postings: transfer(spec.chainId, asset.denom, accounts.mint, address, amount),
    });
  }
  return { chainId: spec.chainId, clockMs: env.clockMs, blockTimeMs: spec.blockTimeMs, txs };
}
