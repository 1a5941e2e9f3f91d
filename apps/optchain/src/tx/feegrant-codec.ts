import type { Coin } from 'cosmjs-types/cosmos/base/v1beta1/coin';
import {
  AllowedMsgAllowance,
  BasicAllowance,
  PeriodicAllowance,
} from 'cosmjs-types/cosmos/feegrant/v1beta1/feegrant';
import type { Any } from 'cosmjs-types/google/protobuf/any';
import type {
  BasicAllowance as LedgerBasic,
  FeeAllowance,
  PeriodicAllowance as LedgerPeriodic,
} from '@optwallet/ledger';
import { DENOM } from '../chain/params';
import { durationMs, msDuration, msTimestamp, timestampMs } from './grant-time';
import { uoptOf } from './messages';
import { sdkError, TxError } from './tx-error';

const noMessages = () =>
  new TxError('feegrant', 6, "allowed messages shouldn't be empty: allowed messages are empty");

/** A limit of coins: none (no limit), or one positive uopt coin. */
function limitOf(coins: readonly Coin[], what: string): bigint | undefined {
  if (coins.length === 0) return undefined;
  const amount = coins.length === 1 ? uoptOf(coins[0]) : -1n;
  if (amount <= 0n) throw sdkError.invalidCoins(`${what} must be positive`);
  return amount;
}

const coinsOf = (amount: bigint | undefined): Coin[] =>
  amount === undefined || amount === 0n ? [] : [{ denom: DENOM, amount: amount.toString() }];

function basicOf(b: BasicAllowance): Omit<LedgerBasic, 'kind'> {
  const spendLimit = limitOf(b.spendLimit, 'spend limit');
  return {
    ...(spendLimit === undefined ? {} : { spendLimit }),
    ...(b.expiration ? { expiration: timestampMs(b.expiration) } : {}),
  };
}

function periodicOf(p: PeriodicAllowance): LedgerPeriodic {
  const periodSpendLimit = limitOf(p.periodSpendLimit, 'spend limit');
  if (periodSpendLimit === undefined) throw sdkError.invalidCoins('spend limit must be positive');
  const periodCanSpend = p.periodCanSpend.length === 0 ? 0n : uoptOf(p.periodCanSpend[0]);
  const periodMs = durationMs(p.period);
  if (periodMs < 0) throw new TxError('feegrant', 4, 'negative clock step: invalid duration');
  return {
    kind: 'periodic',
    basic: basicOf(p.basic),
    periodMs,
    periodSpendLimit,
    periodCanSpend,
    periodReset: p.periodReset ? timestampMs(p.periodReset) : 0,
  };
}

/** A MsgGrantAllowance's allowance (ValidateBasic's checks): Basic, Periodic or AllowedMsg. */
export function allowanceFromAny(any: Any | undefined): FeeAllowance {
  switch (any?.typeUrl) {
    case BasicAllowance.typeUrl:
      return { kind: 'basic', ...basicOf(BasicAllowance.decode(any.value)) };
    case PeriodicAllowance.typeUrl:
      return periodicOf(PeriodicAllowance.decode(any.value));
    case AllowedMsgAllowance.typeUrl: {
      const m = AllowedMsgAllowance.decode(any.value);
      if (m.allowedMessages.length === 0) throw noMessages();
      const inner = allowanceFromAny(m.allowance);
      if (inner.kind === 'allowedMsg') {
        throw sdkError.invalidRequest('an allowed-message allowance cannot wrap another');
      }
      return { kind: 'allowedMsg', allowance: inner, allowedMessages: m.allowedMessages };
    }
    default:
      throw sdkError.txDecode(`unable to resolve type URL ${any?.typeUrl ?? ''}`);
  }
}

function basicProto(b: Omit<LedgerBasic, 'kind'>): BasicAllowance {
  return {
    spendLimit: coinsOf(b.spendLimit),
    ...(b.expiration === undefined ? {} : { expiration: msTimestamp(b.expiration) }),
  };
}

/** The allowance as the SDK stores and answers it (an Any). */
export function allowanceToAny(allowance: FeeAllowance): Any {
  switch (allowance.kind) {
    case 'basic':
      return {
        typeUrl: BasicAllowance.typeUrl,
        value: BasicAllowance.encode(basicProto(allowance)).finish(),
      };
    case 'periodic':
      return {
        typeUrl: PeriodicAllowance.typeUrl,
        value: PeriodicAllowance.encode({
          basic: basicProto(allowance.basic),
          period: msDuration(allowance.periodMs),
          periodSpendLimit: coinsOf(allowance.periodSpendLimit),
          periodCanSpend: coinsOf(allowance.periodCanSpend),
          periodReset: msTimestamp(allowance.periodReset),
        }).finish(),
      };
    case 'allowedMsg':
      return {
        typeUrl: AllowedMsgAllowance.typeUrl,
        value: AllowedMsgAllowance.encode({
          allowance: allowanceToAny(allowance.allowance),
          allowedMessages: [...allowance.allowedMessages],
        }).finish(),
      };
  }
}
