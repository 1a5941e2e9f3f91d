import { SigningStargateClient } from '@cosmjs/stargate';
import { BasicAllowance } from 'cosmjs-types/cosmos/feegrant/v1beta1/feegrant';
import { and, asc, eq } from 'drizzle-orm';
import type { FeeGrantConfig } from '../../config/env';
import { cosmosFeeAllowances } from '../../db/schema';
import type { Deps } from '../../deps';
import type { ChainJob } from '../gateway';
import { allowanceOnNode } from './fee-allowance-query';
import { accountOn, feeForGas, storedAccount } from './messages';
import type { CosmosNode } from './node-client';
import { type PhraseKey, phraseKey } from './phrase-key';

/**
 * Gasless first sends: the product's fee payer (OPT_FEE_PAYER_MNEMONIC; on the devnet a fixed
 * devnet key the faucet tops up) grants each new wallet a BasicAllowance of OPT_FEE_ALLOWANCE
 * for OPT_FEE_ALLOWANCE_DAYS (MsgGrantAllowance, signed by the fee payer). Wallet creation only
 * queues the wallet (fee-allowances.ts); this job grants, so a node that does not answer delays
 * the grant (the next run tries again) and never a wallet's creation.
 */

/** The gas of a MsgGrantAllowance on an SDK 0.50 chain (OptChain's exact 200 000). */
const GRANT_GAS = 200_000;
/** A pause of the job between runs: a new wallet is granted within about a second. */
const GRANT_EVERY_MS = 1_000;
/** Grants per run (each waits for its block): a burst of sign-ups is served in turns. */
const GRANTS_PER_RUN = 20;

const keys = new WeakMap<CosmosNode, Promise<PhraseKey>>();

/** The fee payer's key on this node (derived once per process); undefined when the feature is off. */
export function feePayerOf(node: CosmosNode): Promise<PhraseKey> | undefined {
  const grants = node.config.feeGrants;
  if (!grants) return undefined;
  let key = keys.get(node);
  if (!key) keys.set(node, (key = phraseKey(grants.mnemonic, node.config.bech32Prefix)));
  return key;
}

/** The job that grants the queued wallets their allowance (none when the feature is off). */
export function feeGrantJobs(deps: Deps, node: CosmosNode): ChainJob[] {
  const grants = node.config.feeGrants;
  const payer = feePayerOf(node);
  if (!grants || !payer) return [];
  return [
    {
      name: `grant fee allowances ${node.config.chainId}`,
      everyMs: GRANT_EVERY_MS,
      run: async () => void (await grantQueued(deps, node, grants, await payer)),
    },
  ];
}

async function grantQueued(
  deps: Deps,
  node: CosmosNode,
  grants: FeeGrantConfig,
  payer: PhraseKey,
): Promise<void> {
  const { chainId } = node.config;
  const queued = await deps.db
    .select({ grantee: cosmosFeeAllowances.grantee })
    .from(cosmosFeeAllowances)
    .where(and(eq(cosmosFeeAllowances.chainId, chainId), eq(cosmosFeeAllowances.status, 'pending')))
    .orderBy(asc(cosmosFeeAllowances.createdAt))
    .limit(GRANTS_PER_RUN);
  if (queued.length === 0) return;
  await topUpOnDevnet(node, grants, payer, queued.length);
  const client = SigningStargateClient.createWithSigner(node.comet, payer.wallet, {
    broadcastPollIntervalMs: 100,
  });
  for (const { grantee } of queued) {
    const chainGrantee = accountOn(node.config, grantee);
    // A grant broadcast before a crash may be on the chain already: the node's word is recorded
    // (unless a send recorded it first, fee-allowances.ts, with its own fee taken off).
    const known =
      (await allowanceOnNode(node, payer.address, chainGrantee)) ??
      (await grant(node, client, grants, payer.address, chainGrantee));
    await deps.db
      .update(cosmosFeeAllowances)
      .set({
        status: 'granted',
        granter: storedAccount(payer.address),
        remaining: known.remaining ?? null,
        expiresAt: known.expiresAt ?? null,
      })
      .where(
        and(
          eq(cosmosFeeAllowances.chainId, chainId),
          eq(cosmosFeeAllowances.grantee, grantee),
          eq(cosmosFeeAllowances.status, 'pending'),
        ),
      );
  }
}

/** MsgGrantAllowance of a BasicAllowance, expiring `days` after the chain's latest block. */
async function grant(
  node: CosmosNode,
  client: SigningStargateClient,
  grants: FeeGrantConfig,
  granter: string,
  grantee: string,
) {
  const { config } = node;
  const chainNow = Date.parse((await node.reader.getBlock()).header.time);
  const expiresAt = chainNow + grants.days * 86_400_000;
  const allowance = BasicAllowance.encode({
    spendLimit: [{ denom: config.denom, amount: grants.spendLimit.toString() }],
    expiration: { seconds: BigInt(Math.floor(expiresAt / 1000)), nanos: 0 },
  }).finish();
  const fee = {
    amount: [{ denom: config.denom, amount: feeForGas(config, GRANT_GAS).toString() }],
    gas: String(GRANT_GAS),
  };
  const message = {
    typeUrl: '/cosmos.feegrant.v1beta1.MsgGrantAllowance',
    value: {
      granter,
      grantee,
      allowance: { typeUrl: '/cosmos.feegrant.v1beta1.BasicAllowance', value: allowance },
    },
  };
  const result = await client.signAndBroadcast(granter, [message], fee, '');
  if (result.code !== 0) {
    throw new Error(
      `The fee allowance to ${grantee} was refused (${result.code}): ${result.rawLog ?? ''}`,
    );
  }
  return { remaining: grants.spendLimit, expiresAt: Math.floor(expiresAt / 1000) * 1000 };
}

/**
 * Devnet: the fee payer asks the node's faucet when it could not pay this run's grants and the
 * fees they allow (the first run after a devnet starts afresh funds it). Elsewhere the operator
 * keeps the fee payer funded: an empty one fails the job's run, which GET /health shows.
 */
async function topUpOnDevnet(
  node: CosmosNode,
  grants: FeeGrantConfig,
  payer: PhraseKey,
  wallets: number,
): Promise<void> {
  if (node.devnetFaucet === undefined) return;
  const needed = BigInt(wallets) * (grants.spendLimit + feeForGas(node.config, GRANT_GAS));
  if ((await node.balance(payer.address)) < needed) await node.faucet(payer.address);
}
