import type { StoredTxType, TxStatus } from '@optwallet/ledger';

/**
 * What the SDK's events say moved, for the index: any Cosmos SDK chain emits these (bank
 * `transfer`, staking `delegate` / `unbond` / `redelegate` / `cancel_unbonding_delegation` /
 * `create_validator`, distribution `withdraw_rewards`, and the block's `complete_unbonding` /
 * `complete_redelegation`), so the follower needs no knowledge of the chain's engine. Pure.
 */

export interface ChainEvent {
  readonly type: string;
  readonly attributes: readonly { readonly key: string; readonly value: string }[];
}

export interface Movement {
  /** The event's index in its transaction (or in the block's events). */
  eventIndex: number;
  type: StoredTxType;
  from: string;
  to: string;
  amount: bigint;
  status: TxStatus;
  validator?: string;
  fromValidator?: string;
  toValidator?: string;
  creationHeight?: number;
}

/** A matured unbonding or finished redelegation, from the block's events. */
interface Completion {
  eventIndex: number;
  type: 'undelegate' | 'moveDelegation';
  delegator: string;
  validator: string;
  amount: bigint;
}

const attr = (event: ChainEvent, key: string): string | undefined =>
  event.attributes.find((a) => a.key === key)?.value;

/** The amount of `denom` in a coins string ("12uopt" or "12uopt,3other"); 0 when absent. */
export function amountOf(coins: string | undefined, denom: string): bigint {
  for (const coin of (coins ?? '').split(',')) {
    const match = /^(\d+)(.+)$/.exec(coin.trim());
    if (match?.[2] === denom) return BigInt(match[1] ?? '0');
  }
  return 0n;
}

/** The fee a transaction paid (its `tx {fee}` event), in `denom`. */
export function feeOfEvents(events: readonly ChainEvent[], denom: string): bigint {
  const fee = events.find((e) => e.type === 'tx' && attr(e, 'fee') !== undefined);
  return amountOf(fee && attr(fee, 'fee'), denom);
}

/**
 * Who paid a transaction's fee (its `tx {fee_payer}`): the signer, or the fee granter it named
 * (x/feegrant); undefined for a transaction without a fee.
 */
export function feePayerOfEvents(events: readonly ChainEvent[]): string | undefined {
  const fee = events.find((e) => e.type === 'tx' && attr(e, 'fee_payer') !== undefined);
  return fee && attr(fee, 'fee_payer');
}

/** Every address a coin_spent / coin_received names: whose balances moved. */
export function touchedAccounts(events: readonly ChainEvent[]): Set<string> {
  const touched = new Set<string>();
  for (const event of events) {
    const who =
      event.type === 'coin_spent'
        ? attr(event, 'spender')
        : event.type === 'coin_received'
          ? attr(event, 'receiver')
          : undefined;
    if (who) touched.add(who);
  }
  return touched;
}

/** A transaction's movements, from its events (message events carry `msg_index`). */
export function movementsOf(events: readonly ChainEvent[], denom: string, height: number) {
  const actions = new Map<string, { action?: string; sender?: string }>();
  for (const event of events) {
    const index = attr(event, 'msg_index');
    if (event.type !== 'message' || index === undefined) continue;
    const known = actions.get(index) ?? {};
    actions.set(index, {
      action: known.action ?? attr(event, 'action'),
      sender: known.sender ?? attr(event, 'sender'),
    });
  }
  // A MsgExec's transfers are the sends it carries (recurring sends' runs); one that withdraws
  // rewards (auto-compound's) pays them out of the distribution module, which is no send.
  const withdrawing = new Set(
    events.filter((e) => e.type === 'withdraw_rewards').map((e) => attr(e, 'msg_index')),
  );
  const isSend = (msg: string) => {
    const action = actions.get(msg)?.action;
    if (action === '/cosmos.bank.v1beta1.MsgSend') return true;
    return action === '/cosmos.authz.v1beta1.MsgExec' && !withdrawing.has(msg);
  };
  const moved: Movement[] = [];
  events.forEach((event, eventIndex) => {
    const msg = attr(event, 'msg_index');
    if (msg === undefined) return;
    const amount = amountOf(attr(event, 'amount'), denom);
    const delegator = attr(event, 'delegator') ?? actions.get(msg)?.sender ?? '';
    const validator = attr(event, 'validator') ?? '';
    switch (event.type) {
      case 'transfer':
        if (!isSend(msg)) return;
        moved.push({
          eventIndex,
          type: 'send',
          from: attr(event, 'sender') ?? '',
          to: attr(event, 'recipient') ?? '',
          amount,
          status: 'success',
        });
        return;
      case 'delegate':
      case 'cancel_unbonding_delegation':
        moved.push({
          eventIndex,
          type: event.type === 'delegate' ? 'delegate' : 'cancelUndelegate',
          from: delegator,
          to: validator,
          amount,
          status: 'success',
          validator,
          ...(event.type === 'delegate'
            ? {}
            : { creationHeight: Number(attr(event, 'creation_height') ?? 0) }),
        });
        return;
      case 'unbond':
        moved.push({
          eventIndex,
          type: 'undelegate',
          from: delegator,
          to: validator,
          amount,
          status: 'pending',
          validator,
          creationHeight: height,
        });
        return;
      case 'redelegate': {
        const source = attr(event, 'source_validator') ?? '';
        const destination = attr(event, 'destination_validator') ?? '';
        moved.push({
          eventIndex,
          type: 'moveDelegation',
          from: delegator,
          to: destination,
          amount,
          status: 'pending',
          validator: destination,
          fromValidator: source,
          toValidator: destination,
        });
        return;
      }
      case 'create_validator':
        moved.push({
          eventIndex,
          type: 'createValidator',
          from: actions.get(msg)?.sender ?? '',
          to: validator,
          amount,
          status: 'success',
          validator,
        });
        return;
      case 'withdraw_rewards':
        if (amount > 0n) moved.push(reward(eventIndex, event, amount));
        return;
      default:
    }
  });
  return moved;
}

function reward(eventIndex: number, event: ChainEvent, amount: bigint): Movement {
  const validator = attr(event, 'validator') ?? '';
  return {
    eventIndex,
    type: 'distribution',
    from: validator,
    to: attr(event, 'delegator') ?? '',
    amount,
    status: 'success',
    validator,
  };
}

/** The block's own events: reward payouts (movements) and completions. */
export function blockEventsOf(events: readonly ChainEvent[], denom: string) {
  const payouts: Movement[] = [];
  const completions: Completion[] = [];
  events.forEach((event, eventIndex) => {
    const amount = amountOf(attr(event, 'amount'), denom);
    if (event.type === 'withdraw_rewards' && amount > 0n) {
      payouts.push(reward(eventIndex, event, amount));
    } else if (event.type === 'complete_unbonding' || event.type === 'complete_redelegation') {
      completions.push({
        eventIndex,
        type: event.type === 'complete_unbonding' ? 'undelegate' : 'moveDelegation',
        delegator: attr(event, 'delegator') ?? '',
        validator: attr(event, 'validator') ?? attr(event, 'destination_validator') ?? '',
        amount,
      });
    }
  });
  return { payouts, completions };
}
