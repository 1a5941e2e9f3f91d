import type { TransferRequest } from '@optwallet/contract';
import { translate } from '@optwallet/domain';
import { type SendOp, type TxRecord, insufficientFunds } from '@optwallet/ledger';
import { type Address, type LocalAccount, getAddress } from 'viem';
import { mnemonicToAccount } from 'viem/accounts';
import { HttpError } from '../../lib/errors';
import type { Deps } from '../../deps';
import { assetBySymbol } from '../presentation';
import type { EvmChain } from './evm-chain';
import { MAX_SIGNINGS, isUnreachable } from './node-client';
import { EVM_CHAIN } from './evm-ids';
import { forgetSend, heldAbove, pendingEvmSend, recordSend } from './evm-sends';

/**
 * The fee the node's fee data and gas estimate give for a send (it refuses what cannot pay), and
 * the sender's balances on the node it was checked against.
 */
export async function previewEvmSend(
  evm: EvmChain,
  op: SendOp,
): Promise<{ fee: bigint; held: Map<string, bigint> }> {
  const planned = await evm.client.plan(getAddress(op.from), {
    to: getAddress(op.to),
    symbol: op.symbol,
    amount: op.amount,
  });
  return { fee: planned.fee, held: planned.held };
}

/**
 * A send on the EVM network, signed here with the wallet's own key (m/44'/60'/0'/0/0 of the
 * phrase the passcode unsealed): planned against the node (balances, gas, fees; too little ETH
 * for the fee is refused before anything is signed), then recorded (nonce, signature, 'pending'
 * row, signed bytes and note in one database transaction: the idempotency check is its insert,
 * so a racing request with the same key finds the first and nothing is signed twice), then
 * broadcast, then answered. See evm-sends.ts for what a crash at any point leaves and how the
 * recovery pass finishes it; the indexer settles the send from its receipt (success or failed,
 * the fee actually paid) and notifies the receiver.
 *
 * The broadcast's outcome: held by the node (or no answer at all: the send stays recorded and
 * the recovery pass sends it again) answers the pending send; refused (and the node does not
 * hold it) removes the record, and signs again for a nonce refusal (MAX_SIGNINGS at most).
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
  const gateway = evm.client;
  const planned = await reachable(() =>
    gateway.plan(account.address, { to, symbol: op.symbol, amount: op.amount }),
  );
  const description = input.body.description.trim();
  for (let attempt = 1; ; attempt += 1) {
    const pendingCount = await reachable(() => gateway.pendingCount(account.address));
    const recorded = await recordSend(deps, gateway, {
      account,
      planned,
      pendingCount,
      fingerprint: request?.fingerprint,
      note: description ? { walletId: input.walletId, description } : undefined,
      record: (signed) => ({
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
      }),
    });
    if (!recorded) {
      // Another request with this key won: its transaction is the answer.
      const first = request && (await input.firstOf(request.id, request.fingerprint));
      if (first) return first;
      throw new Error('An EVM send was neither written nor found');
    }
    const { record, signed } = recorded;
    gateway.sending.add(signed.hash);
    try {
      const outcome = await gateway.send(signed.serialized);
      if (outcome.kind === 'unknown') {
        deps.logger.warn(
          { err: outcome.error, hash: signed.hash },
          'EVM send recorded, the node did not answer its broadcast: the recovery pass sends it',
        );
      }
      if (outcome.kind !== 'refused') return record;
      // An earlier attempt of this very broadcast may have reached the node (a lost answer).
      const seen = await gateway.lookup(signed.hash).catch(() => undefined);
      if (!seen || seen.known) return record;
      await forgetSend(deps, signed.hash);
      // A nonce refusal means the nonce is used already: no gap behind it.
      if (!outcome.nonce) await fillGap(deps, evm, account, signed.nonce);
      if (outcome.nonce && attempt < MAX_SIGNINGS) continue;
      if (outcome.funds) throw insufficientFunds();
      if (!outcome.nonce) throw outcome.error;
      // A clear failure, not a loop: nothing of this send is on the node or in the history.
      deps.logger.warn(
        { err: outcome.error, from: account.address, attempts: attempt },
        'EVM send refused for its nonce at every signing',
      );
      throw new HttpError(503, translate('error.could_not_process'));
    } finally {
      gateway.sending.delete(signed.hash);
    }
  }
}

/** The node does not answer: 503, nothing was recorded or sent. */
export async function reachable<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUnreachable(error)) throw new HttpError(503, translate('error.could_not_process'));
    throw error;
  }
}

/**
 * A refused send's nonce that a later send of the address holds: that one can only be mined
 * once this nonce is used, so a 0 ETH transfer to oneself takes it, recorded like any send (its
 * fee is in the history). Without ETH for its fee the later sends wait for the wallet's next
 * send, which takes the lowest free nonce.
 */
async function fillGap(deps: Deps, evm: EvmChain, account: LocalAccount, nonce: number) {
  const ether = assetBySymbol(EVM_CHAIN, 'ETH');
  if (!ether || !(await heldAbove(deps, account.address, nonce))) return;
  try {
    const planned = await evm.client.plan(account.address, {
      to: account.address,
      symbol: 'ETH',
      amount: 0n,
    });
    const recorded = await recordSend(deps, evm.client, {
      account,
      planned,
      pendingCount: nonce,
      record: (signed) =>
        pendingEvmSend(deps, {
          from: account.address,
          to: account.address,
          amount: 0n,
          asset: ether,
          fee: planned.fee,
          hash: signed.hash,
        }),
    });
    if (recorded) {
      const outcome = await evm.client.send(recorded.signed.serialized);
      if (outcome.kind === 'refused') await forgetSend(deps, recorded.signed.hash);
      deps.logger.warn(
        { from: account.address, nonce: recorded.signed.nonce, outcome: outcome.kind },
        'EVM nonce gap filled',
      );
    }
  } catch (error) {
    deps.logger.warn({ err: error, from: account.address, nonce }, 'EVM nonce gap not filled');
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
  for (const symbol of ['ETH', ...evm.client.network.tokens.map((t) => t.symbol)]) {
    const amount = amounts[symbol];
    const asset = assetBySymbol(EVM_CHAIN, symbol);
    if (!amount || !asset) continue;
    const hash = await evm.client.transfer(faucet, { to, symbol, amount });
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
