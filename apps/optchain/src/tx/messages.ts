import { MsgSend } from 'cosmjs-types/cosmos/bank/v1beta1/tx';
import type { Coin } from 'cosmjs-types/cosmos/base/v1beta1/coin';
import { MsgWithdrawDelegatorReward } from 'cosmjs-types/cosmos/distribution/v1beta1/tx';
import {
  MsgBeginRedelegate,
  MsgCancelUnbondingDelegation,
  MsgCreateValidator,
  MsgDelegate,
  MsgUndelegate,
} from 'cosmjs-types/cosmos/staking/v1beta1/tx';
import type { Any } from 'cosmjs-types/google/protobuf/any';
import { accountOfOperator } from '../chain/keys';
import { DENOM } from '../chain/params';
import { authzDecoders, type AuthzMsg } from './authz';
import { feegrantDecoders, type FeegrantMsg } from './feegrant';
import { sdkError } from './tx-error';

/** The messages the node executes, decoded and checked for shape (the engine checks the rest). */
export type ChainMsg =
  | { type: 'send'; typeUrl: string; from: string; to: string; amount: bigint }
  | {
      type: 'delegate' | 'undelegate';
      typeUrl: string;
      delegator: string;
      validator: string;
      amount: bigint;
    }
  | {
      type: 'redelegate';
      typeUrl: string;
      delegator: string;
      source: string;
      destination: string;
      amount: bigint;
    }
  | {
      type: 'cancelUnbonding';
      typeUrl: string;
      delegator: string;
      validator: string;
      amount: bigint;
      creationHeight: number;
    }
  | {
      type: 'createValidator';
      typeUrl: string;
      account: string;
      operator: string;
      moniker: string;
      details: string;
      commissionBps: number;
      amount: bigint;
    }
  | { type: 'withdrawRewards'; typeUrl: string; delegator: string; validator: string }
  | FeegrantMsg
  | AuthzMsg;

/** The address that must sign a message. */
export function signerOf(msg: ChainMsg): string {
  switch (msg.type) {
    case 'send':
      return msg.from;
    case 'createValidator':
      return msg.account;
    case 'grantAllowance':
    case 'revokeAllowance':
    case 'grant':
    case 'revoke':
      return msg.granter;
    case 'exec':
      return msg.grantee;
    default:
      return msg.delegator;
  }
}

/** A uopt amount: one coin of the chain's denom with a non-negative integer amount. */
export function uoptOf(coin: Coin | undefined): bigint {
  if (!coin || coin.denom !== DENOM) {
    throw sdkError.invalidCoins(`${coin?.amount ?? ''}${coin?.denom ?? ''} is not ${DENOM}`);
  }
  if (!/^\d{1,40}$/.test(coin.amount)) throw sdkError.invalidCoins(`invalid amount ${coin.amount}`);
  return BigInt(coin.amount);
}

/** A LegacyDec as protobuf carries it (18-decimal atomics) or as text ("0.05"), in basis points. */
export function decToBps(value: string): number {
  if (/^\d+$/.test(value)) return Number(BigInt(value) / 100_000_000_000_000n);
  const match = /^(\d+)\.(\d{0,18})$/.exec(value);
  if (!match) throw sdkError.invalidRequest(`invalid decimal ${value}`);
  const [, whole = '0', fraction = ''] = match;
  return Number(BigInt(whole + fraction.padEnd(18, '0')) / 100_000_000_000_000n);
}

const decoders: Record<string, (value: Uint8Array, typeUrl: string) => ChainMsg> = {
  [MsgSend.typeUrl]: (value, typeUrl) => {
    const m = MsgSend.decode(value);
    if (m.amount.length !== 1) throw sdkError.invalidCoins(`send exactly one coin of ${DENOM}`);
    return {
      type: 'send',
      typeUrl,
      from: m.fromAddress,
      to: m.toAddress,
      amount: uoptOf(m.amount[0]),
    };
  },
  [MsgDelegate.typeUrl]: (value, typeUrl) => {
    const m = MsgDelegate.decode(value);
    const amount = uoptOf(m.amount);
    return {
      type: 'delegate',
      typeUrl,
      delegator: m.delegatorAddress,
      validator: m.validatorAddress,
      amount,
    };
  },
  [MsgUndelegate.typeUrl]: (value, typeUrl) => {
    const m = MsgUndelegate.decode(value);
    const amount = uoptOf(m.amount);
    return {
      type: 'undelegate',
      typeUrl,
      delegator: m.delegatorAddress,
      validator: m.validatorAddress,
      amount,
    };
  },
  [MsgBeginRedelegate.typeUrl]: (value, typeUrl) => {
    const m = MsgBeginRedelegate.decode(value);
    return {
      type: 'redelegate',
      typeUrl,
      delegator: m.delegatorAddress,
      source: m.validatorSrcAddress,
      destination: m.validatorDstAddress,
      amount: uoptOf(m.amount),
    };
  },
  [MsgCancelUnbondingDelegation.typeUrl]: (value, typeUrl) => {
    const m = MsgCancelUnbondingDelegation.decode(value);
    return {
      type: 'cancelUnbonding',
      typeUrl,
      delegator: m.delegatorAddress,
      validator: m.validatorAddress,
      amount: uoptOf(m.amount),
      creationHeight: Number(m.creationHeight),
    };
  },
  [MsgCreateValidator.typeUrl]: (value, typeUrl) => {
    const m = MsgCreateValidator.decode(value);
    const account = accountOfOperator(m.validatorAddress);
    if (!account) throw sdkError.invalidAddress(`invalid validator address ${m.validatorAddress}`);
    return {
      type: 'createValidator',
      typeUrl,
      account,
      operator: m.validatorAddress,
      moniker: m.description.moniker,
      details: m.description.details,
      commissionBps: decToBps(m.commission.rate),
      amount: uoptOf(m.value),
    };
  },
  [MsgWithdrawDelegatorReward.typeUrl]: (value, typeUrl) => {
    const m = MsgWithdrawDelegatorReward.decode(value);
    return {
      type: 'withdrawRewards',
      typeUrl,
      delegator: m.delegatorAddress,
      validator: m.validatorAddress,
    };
  },
};

/** The decoder of a message type; x/feegrant's and x/authz's are looked up when asked. */
const decoderOf = (typeUrl: string) =>
  decoders[typeUrl] ?? feegrantDecoders[typeUrl] ?? authzDecoders[typeUrl];

/** Whether the node executes messages of this type (what an authz grant may be for). */
export const isKnownMessageType = (typeUrl: string): boolean => decoderOf(typeUrl) !== undefined;

/** Decodes one message; an unknown type is refused as the SDK refuses it (code 2 at decode). */
export function decodeMsg(any: Any): ChainMsg {
  const decode = decoderOf(any.typeUrl);
  if (!decode) throw sdkError.txDecode(`unable to resolve type URL ${any.typeUrl}`);
  try {
    return decode(any.value, any.typeUrl);
  } catch (error) {
    if (error instanceof Error && error.name === 'TxError') throw error;
    throw sdkError.txDecode(`cannot decode ${any.typeUrl}`);
  }
}
