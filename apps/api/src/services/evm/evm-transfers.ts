import type { TransferRequest } from '@optwallet/api-client/contract';
import { translate } from '@optwallet/domain';
import type { SendOp, TxRecord } from '@optwallet/ledger';
import { eq } from 'drizzle-orm';
import { type Address, getAddress } from 'viem';
import { mnemonicToAccount } from 'viem/accounts';
import { ledgerTransactions, transactionNotes } from '../../db/schema';
import { HttpError } from '../../lib/errors';
import type { Deps } from '../../lib/http';
import { txRow } from '../chain/ledger-rows';
import { assetBySymbol } from '../chain/wire';
import type { EvmChain } from './evm-chain';
import { MAX_SIGNINGS, isNonceRefusal } from './evm-gateway';
import { EVM_CHAIN } from './evm-ids';

/** The fee the node's fee data and gas estimate give for a send (it refuses what cannot pay). */
export async function previewEvmSend(evm: EvmChain, op: SendOp): Promise<bigint> {
  const planned = await evm.gateway.plan(getAddress(op.from), {
    to: getAddress(op.to),
    symbol: op.symbol,
    amount: op.amount,
  });
  return planned.fee;
}

/**
 * A send on the EVM network, signed here with the wallet's own key (m/44'/60'/0'/0/0 of the
 * phrase the passcode unsealed): planned against the node (balances, gas, fees; too little ETH
 * for the fee is refused before anything is signed), signed with the address's next nonce,
 * recorded as 'pending' (the insert is the idempotency check: a racing request with the same
 * key finds the first and nothing is broadcast twice), then broadcast. The indexer settles it
 * from its receipt (success or failed, the fee actually paid) and notifies the receiver.
 */
export async function submitEvmSend(
  deps: Deps,
  evm: EvmChain,
  input: {
    mnemonic: string;
    walletId: string;
    op: SendOp;
    body: TransferRequest;
    request: { id: string; fingerprint: string } | undefined;
    firstOf: (id: string, fingerprint: string) => Promise<TxRecord | undefined>;
  },
): Promise<TxRecord> {
  const { op, request } = input;
  if (request) {
    const earlier = await input.firstOf(request.id, request.fingerprint);
    if (earlier) return earlier;
  }
  const account = mnemonicToAccount(input.mnemonic);
  if (account.address !== getAddress(op.from)) {
    throw new Error('The wallet phrase does not derive its stored EVM address');
  }
  const to: Address = getAddress(op.to);
  const asset = assetBySymbol(op.chainId, op.symbol);
  if (!asset) throw new Error(`No token ${op.symbol}`);
  const planned = await evm.gateway.plan(account.address, {
    to,
    symbol: op.symbol,
    amount: op.amount,
  });
  for (let attempt = 1; ; attempt += 1) {
    const signed = await evm.gateway.sign(account, planned);
    const record: TxRecord = {
      type: 'send',
      from: account.address,
      to,
      amount: op.amount,
      denom: asset.denom,
      symbol: asset.symbol,
      fee: planned.fee,
      status: 'pending',
      ...(request ? { requestId: request.id } : {}),
      hash: signed.hash,
      chainId: op.chainId,
      height: 0,
      time: deps.clock().getTime(),
      memo: op.memo ?? '',
      feeDenom: 'wei',
      completedOn: null,
    };
    let written: { hash: string } | undefined;
    try {
      [written] = await deps.db
        .insert(ledgerTransactions)
        .values({ ...txRow(record), requestFingerprint: request?.fingerprint ?? null })
        .onConflictDoNothing({ target: ledgerTransactions.requestId })
        .returning({ hash: ledgerTransactions.hash });
    } catch (error) {
      evm.gateway.releaseNonce(account.address, signed.nonce); // never broadcast
      throw error;
    }
    if (!written) {
      // Another request with this key won: its transaction is the answer; this nonce is unused.
      evm.gateway.releaseNonce(account.address, signed.nonce);
      const first = request && (await input.firstOf(request.id, request.fingerprint));
      if (first) return first;
      throw new Error('An EVM send was neither written nor found');
    }
    try {
      await evm.gateway.broadcast(account.address, signed);
    } catch (error) {
      await deps.db.delete(ledgerTransactions).where(eq(ledgerTransactions.hash, signed.hash));
      if (!isNonceRefusal(error)) throw error;
      if (attempt < MAX_SIGNINGS) continue;
      // A clear failure, not a loop: nothing of this send is on the node or in the history.
      deps.logger.warn(
        { err: error, from: account.address, attempts: attempt },
        'EVM send refused for its nonce at every signing',
      );
      throw new HttpError(503, translate('error.could_not_process'));
    }
    // A lower nonce the node lacks (handed out and never sent, or dropped) would hold this
    // transaction back for ever: filled with a no-op after a short wait.
    const filled = await evm.gateway.unstick(account, signed.nonce);
    if (filled.length > 0) {
      deps.logger.warn({ from: account.address, nonces: filled }, 'EVM nonce gap filled');
    }
    const description = input.body.description.trim();
    if (description) {
      await deps.db
        .insert(transactionNotes)
        .values({ walletId: input.walletId, txHash: signed.hash, description })
        .onConflictDoNothing();
    }
    return record;
  }
}

/** Devnet faucet on the EVM network: ETH and each token, real transfers from the node account. */
export async function evmFaucet(
  deps: Deps,
  evm: EvmChain,
  address: string,
  amounts: Partial<Record<string, bigint>>,
): Promise<TxRecord[]> {
  const faucet = evm.faucet;
  if (!faucet) return [];
  const to = getAddress(address);
  const records: TxRecord[] = [];
  for (const symbol of ['ETH', ...evm.gateway.network.tokens.map((t) => t.symbol)]) {
    const amount = amounts[symbol];
    const asset = assetBySymbol(EVM_CHAIN, symbol);
    if (!amount || !asset) continue;
    const hash = await evm.gateway.transfer(faucet, { to, symbol, amount });
    records.push({
      type: 'faucet',
      from: faucet.address,
      to,
      amount,
      denom: asset.denom,
      symbol: asset.symbol,
      fee: 0n,
      status: 'pending',
      hash,
      chainId: EVM_CHAIN,
      height: 0,
      time: deps.clock().getTime(),
      memo: '',
      feeDenom: 'wei',
      completedOn: null,
    });
  }
  return records;
}
