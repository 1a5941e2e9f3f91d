import { DirectSecp256k1HdWallet } from '@cosmjs/proto-signing';
import { GasPrice, SigningStargateClient, StargateClient } from '@cosmjs/stargate';
import { expect } from 'vitest';
import { DEFAULT_SEED_VALIDATORS, devnetAddress, toOperatorAddress } from '@optwallet/ledger';
import { startOptchainNode, type OptchainOptions, type RunningOptchain } from '../../src/start';

/** Short blocks keep the suite quick; cosmjs polls for inclusion as often. */
export const BLOCK_MS = 100;
export const OPT = 1_000_000n;

/** The seeded validators' operator addresses by moniker (aurora, borealis, cygnus, draco). */
export const VALIDATORS = Object.fromEntries(
  DEFAULT_SEED_VALIDATORS.map((v) => [v.moniker, toOperatorAddress(devnetAddress(v.label))]),
) as Record<'aurora' | 'borealis' | 'cygnus' | 'draco', string>;

/** A node in this process on free ports, PGlite in memory unless told otherwise. */
export function startNode(options: Partial<OptchainOptions> = {}): Promise<RunningOptchain> {
  return startOptchainNode({
    chainId: 'optchain-1',
    rpcPort: 0,
    restPort: 0,
    blockTimeMs: BLOCK_MS,
    ...options,
  });
}

export async function post<T = Record<string, unknown>>(url: string, body: unknown): Promise<T> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const json = (await response.json()) as T;
  if (!response.ok) throw new Error(`${url} answered ${response.status}: ${JSON.stringify(json)}`);
  return json;
}

/** The devnet faucet: 1 000 OPT from the faucet account, committed when it answers. */
export const faucet = (restUrl: string, address: string) =>
  post<{ txhash: string; height: string }>(`${restUrl}/devnet/faucet`, { address });

export const advance = (restUrl: string, seconds: number) =>
  post<{ height: string; time: string }>(`${restUrl}/devnet/advance`, { seconds });

/** A fresh wallet (a new 24-word phrase, prefix opt) and its address. */
export async function freshWallet() {
  const wallet = await DirectSecp256k1HdWallet.generate(24, { prefix: 'opt' });
  const [account] = await wallet.getAccounts();
  if (!account) throw new Error('no account');
  return { wallet, address: account.address };
}

/** Unchanged cosmjs clients against the node: a reader and a signer with "auto" fees. */
export async function clients(rpcUrl: string, wallet: DirectSecp256k1HdWallet) {
  const reader = await StargateClient.connect(rpcUrl);
  const signer = await SigningStargateClient.connectWithSigner(rpcUrl, wallet, {
    gasPrice: GasPrice.fromString('0.025uopt'),
    broadcastPollIntervalMs: BLOCK_MS,
  });
  return { reader, signer };
}

/** A MsgSend of `amount` uopt from one address to another, as cosmjs signs it. */
const msgSend = (from: string, to: string, amount: bigint) => [
  {
    typeUrl: '/cosmos.bank.v1beta1.MsgSend',
    value: {
      fromAddress: from,
      toAddress: to,
      amount: [{ denom: 'uopt', amount: String(amount) }],
    },
  },
];

/**
 * Alice, funded by the node's faucet, with her cosmjs reader and signer; Bob, an address with
 * nothing yet; `send(amount)`, Alice's MsgSend to Bob.
 */
export async function fundedPair(node: { rpcUrl: string; restUrl: string }) {
  const alice = await freshWallet();
  const bob = await freshWallet();
  const { reader, signer } = await clients(node.rpcUrl, alice.wallet);
  await faucet(node.restUrl, alice.address);
  const send = (amount: bigint) => msgSend(alice.address, bob.address, amount);
  return { alice, bob, reader, signer, send };
}

export async function balanceOf(reader: StargateClient, address: string): Promise<bigint> {
  return BigInt((await reader.getBalance(address, 'uopt')).amount);
}

/** The uopt fee a DeliverTxResponse's transaction paid (read back from the chain). */
export function feeOf(
  events: readonly { type: string; attributes: readonly { key: string; value: string }[] }[],
): bigint {
  const fee = events.find((e) => e.type === 'tx' && e.attributes.some((a) => a.key === 'fee'));
  const value = fee?.attributes.find((a) => a.key === 'fee')?.value ?? '0uopt';
  return BigInt(value.replace(/uopt$/, '') || '0');
}

export function attribute(
  events: readonly { type: string; attributes: readonly { key: string; value: string }[] }[],
  type: string,
  key: string,
): string[] {
  return events
    .filter((e) => e.type === type)
    .flatMap((e) => e.attributes.filter((a) => a.key === key).map((a) => a.value));
}

/** expect.stringMatching, typed for object literals. */
export const matching = (pattern: RegExp): unknown => expect.stringMatching(pattern) as unknown;
