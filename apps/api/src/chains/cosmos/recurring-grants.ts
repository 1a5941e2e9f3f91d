import type { EncodeObject } from '@cosmjs/proto-signing';
import { SendAuthorization } from 'cosmjs-types/cosmos/bank/v1beta1/authz';
import { MsgSend } from 'cosmjs-types/cosmos/bank/v1beta1/tx';
import type { OptNodeConfig } from '../../config/env';
import { GAS, authzOf, msOf } from './auto-compound-grants';
import type { CosmosNode } from './node-client';

/**
 * Recurring sends' x/authz messages and the grant as the node has it: one SendAuthorization from
 * the wallet to the scheduler account (x/authz keeps one grant per granter, grantee and message,
 * so it covers all the wallet's schedules: spend_limit = what they still send, allow_list =
 * their recipients), MsgExec of one MsgSend per run, MsgRevoke when no schedule is left.
 */

export const SEND_TYPE = MsgSend.typeUrl;

/** A run's exec: the MsgExec and its one MsgSend (OptChain's fixed gas). */
export const RUN_GAS = GAS.exec + 200_000;

const seconds = (ms: number) => ({ seconds: BigInt(Math.floor(ms / 1000)), nanos: 0 });

/** The MsgGrant of the wallet's send grant (chain addresses), expiring at `expiresAt` (ms). */
export function sendGrantMessage(
  config: OptNodeConfig,
  grant: {
    granter: string;
    grantee: string;
    spendLimit: bigint;
    recipients: string[];
    expiresAt: number;
  },
): EncodeObject {
  const value = SendAuthorization.encode({
    spendLimit: [{ denom: config.denom, amount: grant.spendLimit.toString() }],
    allowList: grant.recipients,
  }).finish();
  return {
    typeUrl: '/cosmos.authz.v1beta1.MsgGrant',
    value: {
      granter: grant.granter,
      grantee: grant.grantee,
      grant: {
        authorization: { typeUrl: SendAuthorization.typeUrl, value },
        expiration: seconds(grant.expiresAt),
      },
    },
  };
}

/** One run: the scheduler's MsgExec of a MsgSend from the wallet to the recipient. */
export function runMessage(
  config: OptNodeConfig,
  run: { grantee: string; from: string; to: string; amount: bigint },
): EncodeObject {
  const send = MsgSend.encode({
    fromAddress: run.from,
    toAddress: run.to,
    amount: [{ denom: config.denom, amount: run.amount.toString() }],
  }).finish();
  return {
    typeUrl: '/cosmos.authz.v1beta1.MsgExec',
    value: { grantee: run.grantee, msgs: [{ typeUrl: SEND_TYPE, value: send }] },
  };
}

/** The wallet's send grant to the scheduler as the node answers it; undefined: none. */
export async function sendGrantOnNode(
  node: CosmosNode,
  granter: string,
  grantee: string,
): Promise<
  { spendLimit: bigint; recipients: string[]; expiresAt: number | undefined } | undefined
> {
  let answer;
  try {
    answer = await authzOf(node).authz.grants(granter, grantee, SEND_TYPE);
  } catch (error) {
    if (/no authorization found|not found/i.test(String(error))) return undefined;
    throw error;
  }
  const grant = answer.grants.find((g) => g.authorization?.typeUrl === SendAuthorization.typeUrl);
  if (!grant?.authorization) return undefined;
  const send = SendAuthorization.decode(grant.authorization.value);
  const coin = send.spendLimit.find((c) => c.denom === node.config.denom);
  return {
    spendLimit: BigInt(coin?.amount ?? '0'),
    recipients: send.allowList,
    expiresAt: msOf(grant.expiration),
  };
}
