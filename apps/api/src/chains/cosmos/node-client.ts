import { toHex } from '@cosmjs/encoding';
import {
  type DistributionExtension,
  QueryClient,
  type StakingExtension,
  StargateClient,
  setupDistributionExtension,
  setupStakingExtension,
} from '@cosmjs/stargate';
import { Comet38Client, HttpClient } from '@cosmjs/tendermint-rpc';
import { sha256 } from '@noble/hashes/sha2.js';
import { SimulateRequest } from 'cosmjs-types/cosmos/tx/v1beta1/service';
import { z } from 'zod';
import type { OptNodeConfig } from '../../config/env';

/**
 * The Cosmos SDK node OPT lives on (OPT_RPC_URL): CometBFT RPC through cosmjs, unchanged, plus
 * the devnet calls on its REST port. Everything here is what any Cosmos SDK chain answers.
 */
export interface CosmosNode {
  readonly config: OptNodeConfig;
  readonly comet: Comet38Client;
  readonly reader: StargateClient;
  /** The staking and distribution gRPC queries (abci_query), as cosmjs has them. */
  readonly queries: QueryClient & StakingExtension & DistributionExtension;
  /**
   * Devnet only: the node faucet's address (GET /devnet/faucet), so its drips are indexed as
   * faucet receives (no notification), as on the embedded ledger and anvil. Undefined elsewhere.
   */
  readonly devnetFaucet?: string | undefined;
  /** Account number and next sequence; undefined for an account the chain has never seen. */
  account(address: string): Promise<{ accountNumber: bigint; sequence: number } | undefined>;
  /** The address's balance of OPT_DENOM in base units. */
  balance(address: string): Promise<bigint>;
  /**
   * broadcast_tx_sync: the CheckTx code (0: accepted; the block may still fail its messages) and
   * its log; bytes the mempool has already, code 19 "tx already exists in cache".
   */
  broadcast(raw: Uint8Array): Promise<{ code: number; codespace: string; log: string }>;
  /**
   * The node's Simulate of signed bytes (cosmos.tx.v1beta1.Service over abci_query): code 0, or
   * the code, codespace and log the ante or a failing message would give.
   */
  simulate(raw: Uint8Array): Promise<{ code: number; codespace: string; log: string }>;
  /** Whether the node has the transaction in a block. */
  included(hash: string): Promise<boolean>;
  latestHeight(): Promise<number>;
  /**
   * OptChain's payout frequency of each validator in seconds, by operator address; empty on a
   * chain without that query (an SDK chain pays rewards only when they are withdrawn).
   */
  payoutFrequencies(): Promise<Map<string, number>>;
  /** Devnet only: the node's faucet (its MsgSend is committed when this answers). */
  faucet(address: string): Promise<{ txhash: string }>;
  /** Devnet only: moves the chain clock; answers once the next block is committed. */
  advance(seconds: number): Promise<{ height: string; time: string }>;
  disconnect(): void;
}

/** The chain's transaction hash: upper-case hex sha256 of the TxRaw bytes. */
export const txHashOf = (raw: Uint8Array): string => toHex(sha256(raw)).toUpperCase();

class CosmosNodeError extends Error {}

/**
 * A devnet call waits this long: a long advance makes many bounded blocks (seconds on a quiet
 * machine); past this the caller answers that the node is still at work (504), never hangs.
 */
const DEVNET_CALL_TIMEOUT_MS = 60_000;

async function devnetCall<T>(url: string, body: unknown): Promise<T> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(DEVNET_CALL_TIMEOUT_MS),
  });
  const text = await response.text();
  if (!response.ok) throw new CosmosNodeError(`${url} answered ${response.status}: ${text}`);
  return JSON.parse(text) as T;
}

const payoutPageSchema = z.object({
  payout_schedules: z.array(
    z.object({
      operator_address: z.string(),
      payout_frequency_seconds: z.coerce.number().int().positive(),
    }),
  ),
  pagination: z.object({ next_key: z.string().nullable() }).nullish(),
});

/** GET /optchain/distribution/v1/payout_schedules, every page; a chain without it: none. */
async function payoutFrequenciesOf(restUrl: string): Promise<Map<string, number>> {
  const frequencies = new Map<string, number>();
  let key: string | null | undefined = '';
  // At most 100 pages of the node's default 100: a node that repeats its next_key ends here.
  for (let pages = 0; typeof key === 'string' && pages < 100; pages += 1) {
    const query = key ? `?pagination.key=${encodeURIComponent(key)}` : '';
    const response = await fetch(`${restUrl}/optchain/distribution/v1/payout_schedules${query}`, {
      signal: AbortSignal.timeout(DEVNET_CALL_TIMEOUT_MS),
    }).catch(() => undefined);
    if (!response?.ok) return frequencies;
    const page = payoutPageSchema.safeParse(await response.json().catch(() => undefined));
    if (!page.success) return frequencies;
    for (const s of page.data.payout_schedules) {
      frequencies.set(s.operator_address, s.payout_frequency_seconds);
    }
    key = page.data.pagination?.next_key;
  }
  return frequencies;
}

/** The devnet faucet's address, if the node has one (a real chain answers 404, or nothing). */
async function devnetFaucetOf(restUrl: string): Promise<string | undefined> {
  try {
    const response = await fetch(`${restUrl}/devnet/faucet`, {
      signal: AbortSignal.timeout(5_000),
    });
    if (!response.ok) return undefined;
    const body = (await response.json()) as { address?: unknown };
    return typeof body.address === 'string' ? body.address : undefined;
  } catch {
    return undefined;
  }
}

/**
 * How long a call to the node may go unanswered (viem's HTTP transport waits as long for the EVM
 * node). Without it a hung node held a send for node's fetch limit, 300 s, and with it the
 * wallet's other sends and the reconcile pass, which wait for the signer's turn; a broadcast
 * that times out is one without an answer: its bytes stay recorded and reconcile sends them again.
 */
const NODE_TIMEOUT_MS = 10_000;

/** Connects and checks the node serves OPT_CHAIN_ID (else the API refuses to start). */
export async function connectCosmosNode(
  config: OptNodeConfig,
  timeoutMs = NODE_TIMEOUT_MS,
): Promise<CosmosNode> {
  const comet = Comet38Client.create(new HttpClient(config.rpcUrl, timeoutMs));
  const reader = StargateClient.create(comet);
  const chainId = await reader.getChainId();
  if (chainId !== config.chainId) {
    reader.disconnect();
    throw new CosmosNodeError(
      `OPT_RPC_URL serves chain ${chainId}, not OPT_CHAIN_ID ${config.chainId}`,
    );
  }
  const devnetFaucet = await devnetFaucetOf(config.restUrl);
  return {
    config,
    comet,
    reader,
    queries: QueryClient.withExtensions(comet, setupStakingExtension, setupDistributionExtension),
    devnetFaucet,
    async account(address) {
      const account = await reader.getAccount(address);
      return account
        ? { accountNumber: account.accountNumber, sequence: account.sequence }
        : undefined;
    },
    async balance(address) {
      return BigInt((await reader.getBalance(address, config.denom)).amount);
    },
    async broadcast(raw) {
      try {
        const result = await comet.broadcastTxSync({ tx: raw });
        return { code: result.code, codespace: result.codespace ?? '', log: result.log ?? '' };
      } catch (error) {
        // CometBFT's mempool has the bytes already: a JSON-RPC error, which the SDK's own
        // broadcast turns into code 19 (CheckCometError). The node holds them: not a refusal.
        if (error instanceof Error && /tx already exists in cache/.test(error.message)) {
          return { code: 19, codespace: 'sdk', log: 'tx already exists in cache' };
        }
        throw error;
      }
    },
    async simulate(raw) {
      const { code, codespace, log } = await comet.abciQuery({
        path: '/cosmos.tx.v1beta1.Service/Simulate',
        data: SimulateRequest.encode({ txBytes: raw }).finish(),
      });
      return { code: code ?? 0, codespace: codespace ?? '', log: log ?? '' };
    },
    async included(hash) {
      return (await reader.getTx(hash)) !== null;
    },
    latestHeight: () => reader.getHeight(),
    payoutFrequencies: () => payoutFrequenciesOf(config.restUrl),
    faucet: (address) => devnetCall(`${config.restUrl}/devnet/faucet`, { address }),
    advance: (seconds) => devnetCall(`${config.restUrl}/devnet/advance`, { seconds }),
    disconnect: () => reader.disconnect(),
  };
}

/**
 * The node did not answer at all: fetch's network failure (refused connection, reset, DNS), or
 * no answer within NODE_TIMEOUT_MS.
 */
export function isUnreachable(error: unknown): boolean {
  return (
    (error instanceof TypeError && error.message === 'fetch failed') ||
    (error instanceof DOMException && error.name === 'TimeoutError')
  );
}
