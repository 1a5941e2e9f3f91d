import type { CosmosNode } from './node-client';
import { type PhraseKey, phraseKey } from './phrase-key';

/**
 * The product's own accounts that act for wallets by their x/authz grants, each from a recovery
 * phrase (on the devnet a fixed devnet key the faucet tops up, as the fee payer's):
 * - the restake account (OPT_RESTAKE_MNEMONIC): wallets grant it the right to withdraw their
 *   rewards and delegate them (auto-compound); its job's MsgExec transactions pay their fees;
 * - the scheduler account (OPT_SCHEDULER_MNEMONIC): wallets grant it a capped SendAuthorization
 *   (recurring sends); each run is its MsgExec, its fee the scheduler's.
 */

type ProductAccount = 'restake' | 'scheduler';

const keys = new WeakMap<CosmosNode, Map<ProductAccount, Promise<PhraseKey>>>();

/** The account's key on this node (derived once per process); undefined when off. */
function accountOf(node: CosmosNode, account: ProductAccount): Promise<PhraseKey> | undefined {
  const mnemonic = node.config[account]?.mnemonic;
  if (!mnemonic) return undefined;
  let byAccount = keys.get(node);
  if (!byAccount) keys.set(node, (byAccount = new Map<ProductAccount, Promise<PhraseKey>>()));
  let key = byAccount.get(account);
  if (!key) byAccount.set(account, (key = phraseKey(mnemonic, node.config.bech32Prefix)));
  return key;
}

/** The restake account (auto-compound); undefined when off. */
export const restakeOf = (node: CosmosNode) => accountOf(node, 'restake');

/** The scheduler account (recurring sends); undefined when off. */
export const schedulerOf = (node: CosmosNode) => accountOf(node, 'scheduler');

/**
 * Devnet: a product account asks the node's faucet when its balance would not pay `needed`
 * (the first run after a devnet starts afresh funds it). Elsewhere the operator keeps it
 * funded: an empty one fails the job's run, which GET /health shows.
 */
export async function topUpOnDevnet(
  node: CosmosNode,
  account: PhraseKey,
  needed: bigint,
): Promise<void> {
  if (node.devnetFaucet === undefined) return;
  if ((await node.balance(account.address)) < needed) await node.faucet(account.address);
}
