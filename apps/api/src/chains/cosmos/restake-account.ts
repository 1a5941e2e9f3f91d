import type { CosmosNode } from './node-client';
import { type PhraseKey, phraseKey } from './phrase-key';

/**
 * Auto-compound rewards: the product's restake account (OPT_RESTAKE_MNEMONIC; on the devnet a
 * fixed devnet key the faucet tops up, as the fee payer's). Wallets grant it x/authz rights to
 * withdraw their rewards and delegate them; its job's MsgExec transactions pay their fees.
 */

const keys = new WeakMap<CosmosNode, Promise<PhraseKey>>();

/** The restake account's key on this node (derived once per process); undefined when off. */
export function restakeOf(node: CosmosNode): Promise<PhraseKey> | undefined {
  const restake = node.config.restake;
  if (!restake) return undefined;
  let key = keys.get(node);
  if (!key) keys.set(node, (key = phraseKey(restake.mnemonic, node.config.bech32Prefix)));
  return key;
}

/**
 * Devnet: the restake account asks the node's faucet when its balance would not pay `needed`
 * (the first run after a devnet starts afresh funds it). Elsewhere the operator keeps it
 * funded: an empty one fails the job's run, which GET /health shows.
 */
export async function topUpRestakeOnDevnet(
  node: CosmosNode,
  restake: PhraseKey,
  needed: bigint,
): Promise<void> {
  if (node.devnetFaucet === undefined) return;
  if ((await node.balance(restake.address)) < needed) await node.faucet(restake.address);
}
