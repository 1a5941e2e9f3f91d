import type { TokenSymbol } from '@optwallet/domain';
import { insufficientFunds } from '@optwallet/ledger';
import {
  type Address,
  BaseError,
  type Hex,
  type LocalAccount,
  HttpRequestError,
  type PublicClient,
  TimeoutError,
  createPublicClient,
  encodeFunctionData,
  erc20Abi,
  http,
  keccak256,
} from 'viem';
import { setTimeout as sleep } from 'node:timers/promises';
import { NonceAllocator } from './nonces';

/** Signings of one transfer at most: a nonce refused this often fails the send (no loop). */
export const MAX_SIGNINGS = 5;
/** How long a broadcast transaction may wait behind missing lower nonces before they are filled. */
const GAP_GRACE_MS = 300;
/** How long the gap check waits at most (lower nonces held by this process's other sends). */
const GAP_WAIT_MS = 6_000;

/** An ERC-20 the product lists on the EVM network. */
export interface EvmToken {
  symbol: TokenSymbol;
  decimals: number;
  address: Address;
}

export interface EvmNetwork {
  rpcUrl: string;
  /** EIP-155 chain id the node must answer and every transaction is signed for. */
  chainId: number;
  tokens: EvmToken[];
}

/** A transfer to sign: ETH (no token) or an ERC-20 `transfer`. */
export interface EvmTransfer {
  to: Address;
  symbol: string;
  amount: bigint;
}

/** A transfer ready to sign: the call, its gas and the fee at most paid (gas x max fee). */
export interface PlannedTransfer {
  to: Address;
  value: bigint;
  data: Hex | undefined;
  gas: bigint;
  maxFeePerGas: bigint;
  maxPriorityFeePerGas: bigint;
  fee: bigint;
  /** The sender's balances by symbol the plan was checked against (base units). */
  held: Map<string, bigint>;
}

export interface SignedTransfer {
  hash: Hex;
  serialized: Hex;
  nonce: number;
}

const NONCE_REFUSAL =
  /nonce too low|nonce too high|already known|replacement transaction underpriced|invalid nonce/i;
const FUNDS_REFUSAL = /insufficient funds|exceeds balance|lack of funds/i;
/** The node has this very transaction already (geth: already known; anvil: already imported). */
const ALREADY_HELD = /already known|already imported|known transaction/i;

/**
 * What became of a broadcast: `sent` (the node holds the transaction, maybe from an earlier
 * broadcast), `refused` (the node answered no: it does not hold it), or `unknown` (no answer:
 * the node is down or the answer was lost, so it may or may not hold it).
 */
export type Broadcast =
  | { kind: 'sent' }
  | { kind: 'refused'; error: unknown; funds: boolean; nonce: boolean }
  | { kind: 'unknown'; error: unknown };

function messageOf(error: unknown): string {
  if (error instanceof BaseError) return `${error.shortMessage} ${error.details ?? ''}`;
  return error instanceof Error ? error.message : String(error);
}

/** A refusal the node gave for the transaction's nonce: sign again with a fresh one. */
function isNonceRefusal(error: unknown): boolean {
  return NONCE_REFUSAL.test(messageOf(error));
}

/** No answer from the node (connection refused or cut, HTTP error, timeout), not a refusal. */
export function isUnreachable(error: unknown): boolean {
  if (!(error instanceof BaseError)) return false;
  return Boolean(error.walk((e) => e instanceof HttpRequestError || e instanceof TimeoutError));
}

/**
 * The product's gateway to an EVM network over JSON-RPC (viem): the same code against anvil, a
 * testnet or mainnet. Balances are read from the node (one batched HTTP request), transfers are
 * EIP-1559 transactions signed here with the wallet's own key.
 */
export class EvmNodeClient {
  readonly client: PublicClient;
  /** The devnet faucet's nonces (user sends allocate theirs from the database: evm-sends.ts). */
  private readonly nonces = new NonceAllocator();
  /**
   * Hashes this process has recorded and is broadcasting now (a request between its write and
   * its answer): the recovery pass leaves them to their request.
   */
  readonly sending = new Set<string>();

  constructor(readonly network: EvmNetwork) {
    // JSON-RPC batching: the calls of one tick go out as one HTTP request.
    this.client = createPublicClient({
      // viem keeps the head's number for 4 s by default: the indexer would see new blocks late.
      cacheTime: 0,
      transport: http(network.rpcUrl, { batch: { wait: 0 }, retryCount: 1 }),
    });
  }

  token(symbol: string): EvmToken | undefined {
    return this.network.tokens.find((t) => t.symbol === symbol);
  }

  /** The node must be the configured network (a wrong URL must not sign for another chain). */
  async checkNetwork(): Promise<void> {
    const chainId = await this.client.getChainId();
    if (chainId !== this.network.chainId) {
      throw new Error(
        `The EVM node at ${this.network.rpcUrl} is chain ${chainId}, not EVM_CHAIN_ID ${this.network.chainId}`,
      );
    }
  }

  /**
   * ETH (`ETH`) and every listed token's balance of an address, base units, from the node: at
   * `blockNumber` when given, else at its head.
   */
  async balances(address: Address, blockNumber?: bigint): Promise<Map<string, bigint>> {
    const at = blockNumber === undefined ? {} : { blockNumber };
    const [eth, ...tokens] = await Promise.all([
      this.client.getBalance({ address, ...at }),
      ...this.network.tokens.map((token) =>
        this.client.readContract({
          address: token.address,
          abi: erc20Abi,
          functionName: 'balanceOf',
          args: [address],
          ...at,
        }),
      ),
    ]);
    const amounts = new Map<string, bigint>([['ETH', eth]]);
    this.network.tokens.forEach((token, i) => amounts.set(token.symbol, tokens[i] ?? 0n));
    return amounts;
  }

  /**
   * The transaction for a transfer with its gas (estimated by the node) and fees (the node's
   * fee data), refused before anything is signed when the sender lacks the amount or the ETH
   * for the fee (LedgerError insufficient_funds: 'Insufficient balance' on amount).
   */
  async plan(from: Address, transfer: EvmTransfer): Promise<PlannedTransfer> {
    const token = transfer.symbol === 'ETH' ? undefined : this.token(transfer.symbol);
    if (transfer.symbol !== 'ETH' && !token) throw new Error(`No token ${transfer.symbol}`);
    const [held, fees] = await Promise.all([this.balances(from), this.client.estimateFeesPerGas()]);
    const value = token ? 0n : transfer.amount;
    if (token && (held.get(token.symbol) ?? 0n) < transfer.amount) throw insufficientFunds();
    if (!token && (held.get('ETH') ?? 0n) < value) throw insufficientFunds();
    const to = token ? token.address : transfer.to;
    const data = token
      ? encodeFunctionData({
          abi: erc20Abi,
          functionName: 'transfer',
          args: [transfer.to, transfer.amount],
        })
      : undefined;
    return this.priced(from, { to, value, data }, held, fees);
  }

  /** A contract call (no ETH sent) ready to sign, refused before signing without the ETH for its fee. */
  async planCall(from: Address, to: Address, data: Hex): Promise<PlannedTransfer> {
    const [held, fees] = await Promise.all([this.balances(from), this.client.estimateFeesPerGas()]);
    return this.priced(from, { to, value: 0n, data }, held, fees);
  }

  /** The call's gas (the node's estimate) and fee at most; the sender's ETH must pay both. */
  private async priced(
    from: Address,
    call: { to: Address; value: bigint; data: Hex | undefined },
    held: Map<string, bigint>,
    fees: { maxFeePerGas: bigint; maxPriorityFeePerGas: bigint },
  ): Promise<PlannedTransfer> {
    const gas = await this.client.estimateGas({ account: from, ...call });
    const fee = gas * fees.maxFeePerGas;
    if ((held.get('ETH') ?? 0n) < call.value + fee) throw insufficientFunds();
    return {
      ...call,
      gas,
      maxFeePerGas: fees.maxFeePerGas,
      maxPriorityFeePerGas: fees.maxPriorityFeePerGas,
      fee,
      held,
    };
  }

  /** Signs the planned transaction with the next nonce of the account (nothing is sent). */
  async sign(account: LocalAccount, planned: PlannedTransfer): Promise<SignedTransfer> {
    const nonce = await this.nonces.take(account.address, () => this.pendingCount(account.address));
    return this.signAt(account, planned, nonce);
  }

  /** Signs the planned transaction with the given nonce (nothing is sent). */
  async signAt(
    account: LocalAccount,
    planned: PlannedTransfer,
    nonce: number,
  ): Promise<SignedTransfer> {
    const serialized = await account.signTransaction({
      type: 'eip1559',
      chainId: this.network.chainId,
      nonce,
      to: planned.to,
      value: planned.value,
      ...(planned.data ? { data: planned.data } : {}),
      gas: planned.gas,
      maxFeePerGas: planned.maxFeePerGas,
      maxPriorityFeePerGas: planned.maxPriorityFeePerGas,
    });
    return { hash: keccak256(serialized), serialized, nonce };
  }

  /** The address's transactions the node counts: mined, plus those ready in its pool. */
  pendingCount(address: Address): Promise<number> {
    return this.client.getTransactionCount({ address, blockTag: 'pending' });
  }

  /** The address's mined transactions: a nonce below it can never be mined again. */
  minedCount(address: Address): Promise<number> {
    return this.client.getTransactionCount({ address, blockTag: 'latest' });
  }

  /** The node's view of a transaction: unknown, in its pool, or mined in block `blockNumber`. */
  async lookup(hash: Hex): Promise<{ known: false } | { known: true; blockNumber: bigint | null }> {
    const tx = await this.client.request({ method: 'eth_getTransactionByHash', params: [hash] });
    if (!tx) return { known: false };
    return { known: true, blockNumber: tx.blockNumber === null ? null : BigInt(tx.blockNumber) };
  }

  /** Sends signed bytes and says what became of them (see Broadcast); never throws. */
  async send(serialized: Hex): Promise<Broadcast> {
    try {
      await this.client.sendRawTransaction({ serializedTransaction: serialized });
      return { kind: 'sent' };
    } catch (error) {
      if (isUnreachable(error)) return { kind: 'unknown', error };
      const message = messageOf(error);
      if (ALREADY_HELD.test(message)) return { kind: 'sent' };
      return {
        kind: 'refused',
        error,
        funds: FUNDS_REFUSAL.test(message),
        nonce: NONCE_REFUSAL.test(message),
      };
    }
  }

  /**
   * Sends a signed transaction. The node refusing it for its nonce or the funds forgets this
   * process's nonce of the sender (the next one reads the node again); refused funds are the
   * ledger's insufficient_funds.
   */
  async broadcast(from: Address, signed: SignedTransfer): Promise<Hex> {
    try {
      return await this.client.sendRawTransaction({ serializedTransaction: signed.serialized });
    } catch (error) {
      this.nonces.reset(from);
      if (FUNDS_REFUSAL.test(messageOf(error))) throw insufficientFunds();
      throw error;
    } finally {
      this.nonces.sent(from, signed.nonce);
    }
  }

  /**
   * After a broadcast: the node can only mine `nonce` once it knows every lower nonce of the
   * sender. A nonce handed out and never broadcast (a request that died between signing and
   * sending) or a transaction the node dropped leaves this one queued for ever. Lower nonces
   * this process's other sends still hold are waited for; once the node has lacked some for
   * GAP_GRACE_MS and nobody holds them, each is filled with a 0 ETH transfer to oneself (a
   * no-op that can never pay twice). Answers the nonces filled.
   */
  async unstick(account: LocalAccount, nonce: number): Promise<number[]> {
    const started = Date.now();
    let stuckSince: number | undefined;
    for (;;) {
      const known = await this.client.getTransactionCount({
        address: account.address,
        blockTag: 'pending',
      });
      if (known > nonce) return [];
      const now = Date.now();
      const missing = Array.from({ length: nonce - known }, (_, i) => known + i).filter(
        (n) => !this.nonces.isHeld(account.address, n, now),
      );
      stuckSince = missing.length > 0 ? (stuckSince ?? now) : undefined;
      if (stuckSince !== undefined && now - stuckSince >= GAP_GRACE_MS) {
        await this.fill(account, missing);
        return missing;
      }
      if (now - started > GAP_WAIT_MS) return [];
      await sleep(50);
    }
  }

  /** A 0 ETH transfer to oneself at each nonce (one already used by then is skipped). */
  private async fill(account: LocalAccount, nonces: number[]): Promise<void> {
    const fees = await this.client.estimateFeesPerGas();
    for (const nonce of nonces) {
      const serialized = await account.signTransaction({
        type: 'eip1559',
        chainId: this.network.chainId,
        nonce,
        to: account.address,
        value: 0n,
        gas: 21_000n,
        maxFeePerGas: fees.maxFeePerGas,
        maxPriorityFeePerGas: fees.maxPriorityFeePerGas,
      });
      try {
        await this.client.sendRawTransaction({ serializedTransaction: serialized });
      } catch (error) {
        if (!isNonceRefusal(error)) throw error;
      }
    }
  }

  /**
   * Plans, signs and sends in one go (the devnet faucet and tools; requests record first):
   * a nonce refusal signs again from the node's count, MAX_SIGNINGS times at most.
   */
  async transfer(account: LocalAccount, transfer: EvmTransfer): Promise<Hex> {
    for (let attempt = 1; ; attempt += 1) {
      const signed = await this.sign(account, await this.plan(account.address, transfer));
      try {
        const hash = await this.broadcast(account.address, signed);
        await this.unstick(account, signed.nonce);
        return hash;
      } catch (error) {
        if (attempt >= MAX_SIGNINGS || !isNonceRefusal(error)) throw error;
      }
    }
  }

  /**
   * A signed transaction that will never be broadcast (its request lost a race or failed
   * before sending): its nonce is given back (see NonceAllocator.release).
   */
  releaseNonce(address: Address, nonce: number): void {
    this.nonces.release(address, nonce);
  }

  /** Forgets the nonce this process knows for an address (it was used outside the gateway). */
  resetNonce(address: Address): void {
    this.nonces.reset(address);
  }

  /** Forgets every nonce this process knows (the node started again from an older state). */
  resetNonces(): void {
    this.nonces.resetAll();
  }
}
