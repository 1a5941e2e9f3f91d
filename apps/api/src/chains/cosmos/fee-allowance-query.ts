import { QueryClient, setupFeegrantExtension } from '@cosmjs/stargate';
import { BasicAllowance } from 'cosmjs-types/cosmos/feegrant/v1beta1/feegrant';
import type { CosmosNode } from './node-client';

/**
 * A fee allowance as the node has it (x/feegrant's Query/Allowance over abci_query, as cosmjs'
 * setupFeegrantExtension asks it): the node's answer is the truth of who may pay a fee.
 */
interface NodeAllowance {
  /** What is left of the spend limit in `denom`; undefined: no limit. */
  remaining: bigint | undefined;
  /** Chain time (ms) after which it pays nothing; undefined: never. */
  expiresAt: number | undefined;
}

const feegrantClient = (node: CosmosNode) =>
  QueryClient.withExtensions(node.comet, setupFeegrantExtension);
const clients = new WeakMap<CosmosNode, ReturnType<typeof feegrantClient>>();

/** x/feegrant's queries on the node (cosmjs' setupFeegrantExtension), one client per node. */
export function feegrantOf(node: CosmosNode) {
  let client = clients.get(node);
  if (!client) clients.set(node, (client = feegrantClient(node)));
  return client;
}

/**
 * The granter's allowance to the grantee (chain addresses), undefined when there is none (never
 * granted, spent to zero, or pruned once expired) or when it is not a BasicAllowance (the only
 * kind the product grants). A node that does not answer throws.
 */
export async function allowanceOnNode(
  node: CosmosNode,
  granter: string,
  grantee: string,
): Promise<NodeAllowance | undefined> {
  let answer;
  try {
    answer = await feegrantOf(node).feegrant.allowance(granter, grantee);
  } catch (error) {
    if (error instanceof Error && /fee-grant not found|not found/i.test(error.message)) {
      return undefined;
    }
    throw error;
  }
  const any = answer.allowance?.allowance;
  if (any?.typeUrl !== '/cosmos.feegrant.v1beta1.BasicAllowance') return undefined;
  const basic = BasicAllowance.decode(any.value);
  const coin = basic.spendLimit.find((c) => c.denom === node.config.denom);
  return {
    remaining: basic.spendLimit.length === 0 ? undefined : BigInt(coin?.amount ?? '0'),
    expiresAt: basic.expiration
      ? Number(basic.expiration.seconds) * 1000 + Math.floor(basic.expiration.nanos / 1e6)
      : undefined,
  };
}
