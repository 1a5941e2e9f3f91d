/**
 * The OPT rows of the API bench, on the devnet OptChain node (its own process on free ports, as
 * the tests start it, a block a second as `npm start` runs it), wallets funded by its faucet.
 *
 * - sends/s: OPT sends through the API (POST /wallets/{id}/transfer: JWT, validation, the wallet
 *   passcode unsealing the phrase, the account read, signing, the recorded row and bytes, the
 *   broadcast_tx_sync), one sequential stream per sender wallet, next to a floor measured back to
 *   back with it on the same node and the same number of streams: cosmjs SigningStargateClient
 *   `sign` + `broadcastTxSync` of the same MsgSend with the same fee (the account number and
 *   sequence read once, then counted, as any batch sender does). Both answer once CheckTx has
 *   accepted; every answered hash is checked to be in a block, with code 0. A second floor adds
 *   the one thing a custodial send cannot skip: the wallet passcode's argon2id unseal first.
 * - follower lag: the follower runs all along at the product's OPT_POLL_MS; someone outside the
 *   product (a cosmjs wallet the faucet funded) sends OPT to a product address; from the commit
 *   of its block (the first moment the node's `tx` answers it, polled every 5 ms) to the moment
 *   the receiver's 'funds_received' notification row exists.
 */
import { DirectSecp256k1HdWallet } from '@cosmjs/proto-signing';
import { SigningStargateClient } from '@cosmjs/stargate';
import { TxRaw } from 'cosmjs-types/cosmos/tx/v1beta1/tx';
import { createApp } from '../src/app';
import { connectCosmosNode } from '../src/chains/cosmos';
import { chainJobs } from '../src/chains/registry';
import { startJobs } from '../src/jobs/job-list';
import type { Database } from '../src/db/client';
import { openMnemonic } from '../src/modules/wallets/wallet-seal';
import { startOptchain } from '../test/support/optchain-node';
import {
  HEADERS,
  type Sender,
  benchDeps,
  caller,
  fundsReceivedLags,
  listen,
  median,
  percentile,
  sendRounds,
  signUpWallet,
} from './kit';

const PASSCODE = 'Bench#wallet1';
/** Concurrent senders: one sequential stream per wallet, as one user sends one at a time. */
const CONNECTIONS = 10;
/** The product's default follower tick (OPT_POLL_MS) and block time (OPTCHAIN_BLOCK_MS). */
const POLL_MS = 1_000;
const BLOCK_MS = 1_000;
const LAG_SAMPLES = 10;
const AMOUNT = 1n; // uopt
const FEE = { amount: [{ denom: 'uopt', amount: '5000' }], gas: '200000' };

export interface CosmosRow {
  engine: string;
  measure: string;
  floor: number | string;
  ours: number | string;
  ratio: number | string;
  note: string;
}

/** A cosmjs signer of a phrase, its account number and next sequence counted locally. */
async function cosmjsSender(rpcUrl: string, mnemonic: string) {
  const wallet = await DirectSecp256k1HdWallet.fromMnemonic(mnemonic, { prefix: 'opt' });
  const [account] = await wallet.getAccounts();
  if (!account) throw new Error('no account');
  const client = await SigningStargateClient.connectWithSigner(rpcUrl, wallet);
  const chainId = await client.getChainId();
  const onChain = await client.getAccount(account.address);
  if (!onChain) throw new Error(`${account.address} is not on the chain`);
  let sequence = onChain.sequence;
  return {
    address: account.address,
    client,
    /** Signs and broadcasts (sync) a send of `amount` uopt to `to`; answers the hash. */
    async send(to: string, amount: bigint) {
      const signed = await client.sign(
        account.address,
        [
          {
            typeUrl: '/cosmos.bank.v1beta1.MsgSend',
            value: {
              fromAddress: account.address,
              toAddress: to,
              amount: [{ denom: 'uopt', amount: amount.toString() }],
            },
          },
        ],
        FEE,
        '',
        { accountNumber: onChain.accountNumber, sequence, chainId },
      );
      const hash = await client.broadcastTxSync(TxRaw.encode(signed).finish());
      sequence += 1;
      return hash;
    },
  };
}

export async function cosmosRows(
  engine: string,
  database: Database,
  options: { seconds: number; rounds: number },
): Promise<CosmosRow[]> {
  const chain = await startOptchain('optchain-1', BLOCK_MS);
  const config = { ...chain.config, pollMs: POLL_MS };
  const node = await connectCosmosNode(config);
  const base = benchDeps(database, { optNode: node }, process.env.BENCH_LOG ?? 'silent');
  const deps = { ...base, config: { ...base.config, optNode: config } };
  const ours = await listen(createApp(deps).fetch);
  const api = `${ours.base}/api`;
  const call = caller(api);
  const follower = startJobs(deps, chainJobs(deps));
  const floors: Awaited<ReturnType<typeof cosmjsSender>>[] = [];
  try {
    // Separate wallets for the API and the floor: each counts its own sequences.
    const product: Sender[] = [];
    const direct: Sender[] = [];
    for (let i = 0; i < CONNECTIONS; i += 1) {
      product.push(
        await signUpWallet(call, deps, database, `opt${engine}${i}@example.com`, PASSCODE),
      );
      direct.push(
        await signUpWallet(call, deps, database, `optfloor${engine}${i}@example.com`, PASSCODE),
      );
    }
    // The faucet's sends are committed; the follower has indexed them (the API previews on it).
    await new Promise((r) => setTimeout(r, 2 * BLOCK_MS + POLL_MS));
    for (const sender of direct)
      floors.push(await cosmjsSender(chain.config.rpcUrl, sender.mnemonic));
    const floorSend = (worker: number) =>
      (floors[worker] as (typeof floors)[number]).send(
        (direct[(worker + 1) % CONNECTIONS] as Sender).native,
        AMOUNT,
      );
    const floorWithPasscode = async (worker: number) => {
      const sender = direct[worker] as Sender;
      const opened = await openMnemonic({
        sealed: sender.sealed,
        passcode: PASSCODE,
        walletId: sender.walletId,
        serverKey: deps.config.walletSealKey,
      });
      if (!opened) return undefined;
      return floorSend(worker);
    };
    let counter = 0;
    const apiSend = async (worker: number) => {
      const sender = product[worker] as Sender;
      counter += 1;
      const res = await fetch(`${api}/wallets/${sender.walletId}/transfer`, {
        method: 'POST',
        headers: {
          ...HEADERS,
          authorization: `Bearer ${sender.token}`,
          'Idempotency-Key': `opt-bench-${engine}-${counter}`,
        },
        body: JSON.stringify({
          chainId: 'optchain-1',
          symbol: 'OPT',
          amount: '0.000001',
          to: (product[(worker + 1) % CONNECTIONS] as Sender).native,
          transferType: 'send',
          memo: '',
          description: '',
          walletPasscode: PASSCODE,
        }),
      });
      const body = (await res.json()) as { transactionHash?: string };
      return res.status === 200 ? body.transactionHash : undefined;
    };

    const { answered, failures, rate, ratio } = await sendRounds(
      { rounds: options.rounds, seconds: options.seconds, workers: CONNECTIONS },
      { cosmjs: floorSend, unseal: floorWithPasscode, api: apiSend },
    );
    // Every answered hash is in a block, with code 0 (a block or two after the last send).
    await new Promise((r) => setTimeout(r, 2 * BLOCK_MS));
    let included = 0;
    for (const hash of answered) {
      const tx = await node.reader.getTx(hash);
      if (tx?.code === 0) included += 1;
    }

    // Follower lag: an outsider's sends to product addresses, spread over the poll's phase.
    const outsiderWallet = await DirectSecp256k1HdWallet.generate(24, { prefix: 'opt' });
    const [outsiderAccount] = await outsiderWallet.getAccounts();
    await node.faucet(outsiderAccount?.address ?? '');
    await new Promise((r) => setTimeout(r, 2 * BLOCK_MS));
    const outsider = await cosmjsSender(chain.config.rpcUrl, outsiderWallet.mnemonic);
    floors.push(outsider);
    const lags = await fundsReceivedLags(
      database,
      { samples: LAG_SAMPLES, pollMs: POLL_MS },
      async (i) => {
        const hash = await outsider.send((product[i % CONNECTIONS] as Sender).native, 1_000_000n);
        while ((await node.reader.getTx(hash)) === null) await new Promise((r) => setTimeout(r, 5));
        return hash;
      },
    );

    const sendsNote = `${included}/${answered.length} answered hashes in a block with code 0, ${failures} failed`;
    return [
      {
        engine,
        measure: `OPT sends/s through the API on the OptChain node @${CONNECTIONS} (floor: cosmjs sign + broadcastTxSync)`,
        floor: rate('cosmjs'),
        ours: rate('api'),
        ratio: ratio('api', 'cosmjs'),
        note: sendsNote,
      },
      {
        engine,
        measure: `OPT sends/s through the API on the OptChain node @${CONNECTIONS} (floor: passcode unseal + cosmjs)`,
        floor: rate('unseal'),
        ours: rate('api'),
        ratio: ratio('api', 'unseal'),
        note: sendsNote,
      },
      {
        engine,
        measure: `OPT follower lag, commit -> funds_received (median / p95 ms, ${LAG_SAMPLES} samples)`,
        floor: '',
        ours: `${Math.round(median(lags))} / ${Math.round(percentile(lags, 0.95))}`,
        ratio: '',
        note: `follower tick OPT_POLL_MS=${POLL_MS}, a block every ${BLOCK_MS} ms`,
      },
    ];
  } finally {
    for (const floor of floors) floor.client.disconnect();
    await follower.stop();
    ours.server.close();
    await deps.background.settled();
    node.disconnect();
    await chain.stop();
  }
}
