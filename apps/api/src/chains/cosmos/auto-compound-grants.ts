import type { EncodeObject } from '@cosmjs/proto-signing';
import { QueryClient, setupAuthzExtension } from '@cosmjs/stargate';
import { GenericAuthorization } from 'cosmjs-types/cosmos/authz/v1beta1/authz';
import { MsgWithdrawDelegatorReward } from 'cosmjs-types/cosmos/distribution/v1beta1/tx';
import { AuthorizationType, StakeAuthorization } from 'cosmjs-types/cosmos/staking/v1beta1/authz';
import { MsgDelegate } from 'cosmjs-types/cosmos/staking/v1beta1/tx';
import type { OptNodeConfig } from '../../config/env';
import type { CosmosNode } from './node-client';

/**
 * Auto-compound's x/authz messages and its grants as the node has them: a StakeAuthorization
 * for MsgDelegate (max_tokens: the cap, allow_list: the wallet's validators) and a
 * GenericAuthorization for MsgWithdrawDelegatorReward, both from the wallet to the restake
 * account; MsgExec of withdrawals then delegations; MsgRevoke of each.
 */

export const DELEGATE_TYPE = MsgDelegate.typeUrl;
export const WITHDRAW_TYPE = MsgWithdrawDelegatorReward.typeUrl;

/** The node's gas of each message (OptChain's fixed gas, apps/optchain/README.md). */
export const GAS = {
  grant: 200_000,
  revoke: 200_000,
  exec: 200_000,
  withdraw: 200_000,
  delegate: 300_000,
};

const seconds = (ms: number) => ({ seconds: BigInt(Math.floor(ms / 1000)), nanos: 0 });

/** The two MsgGrant of turning on (chain addresses), expiring at `expiresAt` (chain time, ms). */
export function grantMessages(
  config: OptNodeConfig,
  grant: { granter: string; grantee: string; validators: string[]; cap: bigint; expiresAt: number },
): EncodeObject[] {
  const stake = StakeAuthorization.encode({
    maxTokens: { denom: config.denom, amount: grant.cap.toString() },
    allowList: { address: grant.validators },
    authorizationType: AuthorizationType.AUTHORIZATION_TYPE_DELEGATE,
  }).finish();
  const withdraw = GenericAuthorization.encode({ msg: WITHDRAW_TYPE }).finish();
  return [
    [StakeAuthorization.typeUrl, stake] as const,
    [GenericAuthorization.typeUrl, withdraw] as const,
  ].map(([typeUrl, value]) => ({
    typeUrl: '/cosmos.authz.v1beta1.MsgGrant',
    value: {
      granter: grant.granter,
      grantee: grant.grantee,
      grant: { authorization: { typeUrl, value }, expiration: seconds(grant.expiresAt) },
    },
  }));
}

/** MsgRevoke of each message type still granted. */
export function revokeMessages(granter: string, grantee: string, types: string[]): EncodeObject[] {
  return types.map((msgTypeUrl) => ({
    typeUrl: '/cosmos.authz.v1beta1.MsgRevoke',
    value: { granter, grantee, msgTypeUrl },
  }));
}

/** One MsgExec: the withdrawals first (their rewards arrive), then the delegations. */
export function execMessage(
  config: OptNodeConfig,
  exec: {
    grantee: string;
    delegator: string;
    withdraw: string[];
    delegate: { validator: string; amount: bigint }[];
  },
): EncodeObject {
  const withdrawals = exec.withdraw.map((validatorAddress) => ({
    typeUrl: WITHDRAW_TYPE,
    value: MsgWithdrawDelegatorReward.encode({
      delegatorAddress: exec.delegator,
      validatorAddress,
    }).finish(),
  }));
  const delegations = exec.delegate.map(({ validator, amount }) => ({
    typeUrl: DELEGATE_TYPE,
    value: MsgDelegate.encode({
      delegatorAddress: exec.delegator,
      validatorAddress: validator,
      amount: { denom: config.denom, amount: amount.toString() },
    }).finish(),
  }));
  return {
    typeUrl: '/cosmos.authz.v1beta1.MsgExec',
    value: { grantee: exec.grantee, msgs: [...withdrawals, ...delegations] },
  };
}

/** The gas of an exec of these messages. */
export const execGas = (withdrawals: number, delegations: number) =>
  GAS.exec + withdrawals * GAS.withdraw + delegations * GAS.delegate;

/** What the node holds of the wallet's grants to the restake account. */
export interface GrantsOnNode {
  /** The delegate right: what is left of max_tokens, the allow list, its expiry (ms). */
  stake?: { capLeft: bigint; validators: string[]; expiresAt: number | undefined };
  /** The withdraw right's expiry (ms), when granted. */
  withdraw?: { expiresAt: number | undefined };
}

const authzClient = (node: CosmosNode) =>
  QueryClient.withExtensions(node.comet, setupAuthzExtension);
const clients = new WeakMap<CosmosNode, ReturnType<typeof authzClient>>();

/** x/authz's queries on the node (cosmjs' setupAuthzExtension), one client per node. */
export function authzOf(node: CosmosNode) {
  let client = clients.get(node);
  if (!client) clients.set(node, (client = authzClient(node)));
  return client;
}

/** A protobuf Timestamp as ms; undefined: none. */
export const msOf = (t: { seconds: bigint; nanos: number } | undefined) =>
  t ? Number(t.seconds) * 1000 + Math.floor(t.nanos / 1e6) : undefined;

/**
 * The granter's grants to the grantee (chain addresses), as x/authz's Query/Grants answers
 * them (cosmjs' setupAuthzExtension). A node that does not answer throws.
 */
export async function grantsOnNode(
  node: CosmosNode,
  granter: string,
  grantee: string,
): Promise<GrantsOnNode> {
  let answer;
  try {
    answer = await authzOf(node).authz.grants(granter, grantee, '');
  } catch (error) {
    if (/no authorization found|not found/i.test(String(error))) return {};
    throw error;
  }
  const found: GrantsOnNode = {};
  for (const grant of answer.grants) {
    const any = grant.authorization;
    const expiresAt = msOf(grant.expiration);
    if (any?.typeUrl === StakeAuthorization.typeUrl) {
      const stake = StakeAuthorization.decode(any.value);
      if (stake.authorizationType !== AuthorizationType.AUTHORIZATION_TYPE_DELEGATE) continue;
      found.stake = {
        capLeft: BigInt(stake.maxTokens?.amount ?? '0'),
        validators: stake.allowList?.address ?? [],
        expiresAt,
      };
    } else if (any?.typeUrl === GenericAuthorization.typeUrl) {
      if (GenericAuthorization.decode(any.value).msg === WITHDRAW_TYPE)
        found.withdraw = { expiresAt };
    }
  }
  return found;
}
