import {
  MsgGrantAllowance,
  MsgGrantAllowanceResponse,
  MsgRevokeAllowance,
  MsgRevokeAllowanceResponse,
} from 'cosmjs-types/cosmos/feegrant/v1beta1/tx';
import {
  grantAllowance,
  isLedgerError,
  revokeAllowance,
  useGrantedFees,
  type ChainContext,
  type FeeAllowance,
} from '@optwallet/ledger';
import { abciEvent, type AbciEvent } from '../chain/events';
import { allowanceFromAny } from './feegrant-codec';
import type { MessageOutcome } from './run-message';
import { fromLedgerError, TxError } from './tx-error';

/** x/feegrant's messages: a granter grants or revokes an allowance for a grantee's fees. */
export type FeegrantMsg =
  | {
      type: 'grantAllowance';
      typeUrl: string;
      granter: string;
      grantee: string;
      allowance: FeeAllowance;
    }
  | { type: 'revokeAllowance'; typeUrl: string; granter: string; grantee: string };

export const feegrantDecoders: Record<string, (value: Uint8Array, typeUrl: string) => FeegrantMsg> =
  {
    [MsgGrantAllowance.typeUrl]: (value, typeUrl) => {
      const m = MsgGrantAllowance.decode(value);
      return {
        type: 'grantAllowance',
        typeUrl,
        granter: m.granter,
        grantee: m.grantee,
        allowance: allowanceFromAny(m.allowance),
      };
    },
    [MsgRevokeAllowance.typeUrl]: (value, typeUrl) => {
      const m = MsgRevokeAllowance.decode(value);
      return { type: 'revokeAllowance', typeUrl, granter: m.granter, grantee: m.grantee };
    },
  };

/** The feegrant keeper's events: set_feegrant, revoke_feegrant, use_feegrant, update_feegrant. */
const feegrantEvent = (type: string, granter: string, grantee: string, msgIndex?: number) =>
  abciEvent(type, [
    ['granter', granter],
    ['grantee', grantee],
    ...(msgIndex === undefined ? [] : ([['msg_index', String(msgIndex)]] as [string, string][])),
  ]);

export async function runFeegrantMessage(
  ctx: ChainContext,
  msg: FeegrantMsg,
  index: number,
  open: AbciEvent,
): Promise<MessageOutcome> {
  const { granter, grantee } = msg;
  if (msg.type === 'grantAllowance') {
    await grantAllowance(ctx, {
      chainId: ctx.spec.chainId,
      granter,
      grantee,
      allowance: msg.allowance,
    });
    return {
      events: [open, feegrantEvent('set_feegrant', granter, grantee, index)],
      response: {
        typeUrl: MsgGrantAllowanceResponse.typeUrl,
        value: MsgGrantAllowanceResponse.encode({}).finish(),
      },
    };
  }
  await revokeAllowance(ctx, granter, grantee);
  return {
    events: [open, feegrantEvent('revoke_feegrant', granter, grantee, index)],
    response: {
      typeUrl: MsgRevokeAllowanceResponse.typeUrl,
      value: MsgRevokeAllowanceResponse.encode({}).finish(),
    },
  };
}

/**
 * The DeductFeeDecorator's UseGrantedFees for a transaction whose fee names a granter: the
 * granter's allowance to the signer accepts the fee for these messages and is updated (or, spent,
 * removed). A refusal is the SDK's, wrapped: "<granter> does not allow to pay fees for <grantee>".
 * Answers the keeper's events, which come before the fee's transfer.
 */
export async function useAllowance(
  ctx: ChainContext,
  use: { granter: string; grantee: string; fee: bigint; msgTypeUrls: readonly string[] },
): Promise<AbciEvent[]> {
  const { granter, grantee } = use;
  try {
    const { removed } = await useGrantedFees(ctx, use);
    return removed
      ? [
          feegrantEvent('revoke_feegrant', granter, grantee),
          feegrantEvent('use_feegrant', granter, grantee),
        ]
      : [
          feegrantEvent('use_feegrant', granter, grantee),
          feegrantEvent('update_feegrant', granter, grantee),
        ];
  } catch (error) {
    if (!isLedgerError(error)) throw error;
    const inner = fromLedgerError(error, '');
    throw new TxError(
      inner.codespace,
      inner.code,
      `${granter} does not allow to pay fees for ${grantee}: ${inner.message}`,
    );
  }
}
