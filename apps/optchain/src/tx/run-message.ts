import { MsgSendResponse } from 'cosmjs-types/cosmos/bank/v1beta1/tx';
import { MsgWithdrawDelegatorRewardResponse } from 'cosmjs-types/cosmos/distribution/v1beta1/tx';
import {
  MsgBeginRedelegateResponse,
  MsgCancelUnbondingDelegationResponse,
  MsgCreateValidatorResponse,
  MsgDelegateResponse,
  MsgUndelegateResponse,
} from 'cosmjs-types/cosmos/staking/v1beta1/tx';
import type { Any } from 'cosmjs-types/google/protobuf/any';
import { toTimestamp } from 'cosmjs-types/helpers';
import { NATIVE_SYMBOL } from '@optwallet/domain';
import { claimRewards, planOp, type ChainContext, type ChainOp } from '@optwallet/ledger';
import {
  abciEvent,
  coins,
  messageEvent,
  payoutEvents,
  rfc3339,
  transferEvents,
  type AbciEvent,
} from '../chain/events';
import { DENOM } from '../chain/params';
import { runAuthzMessage } from './authz';
import { runFeegrantMessage } from './feegrant';
import { signerOf, type ChainMsg } from './messages';

export interface MessageOutcome {
  events: AbciEvent[];
  response: Any;
}

const MODULE: Record<ChainMsg['type'], string> = {
  send: 'bank',
  delegate: 'staking',
  undelegate: 'staking',
  redelegate: 'staking',
  cancelUnbonding: 'staking',
  createValidator: 'staking',
  withdrawRewards: 'distribution',
  grantAllowance: 'feegrant',
  revokeAllowance: 'feegrant',
  grant: 'authz',
  revoke: 'authz',
  exec: 'authz',
};

/** Runs one operation through the engine (its fee is the transaction's, paid by the ante). */
async function run(ctx: ChainContext, op: ChainOp): Promise<void> {
  await (await planOp(ctx, { ...op, fee: 0n })).commit();
}

const response = (typeUrl: string, value: Uint8Array): Any => ({
  typeUrl: `${typeUrl}Response`,
  value,
});

/**
 * One message executed in the context's block: the engine's operation, then the events and the
 * response the SDK's module would give. Throws the engine's LedgerError on a refusal.
 */
export async function runMessage(
  ctx: ChainContext,
  msg: ChainMsg,
  index: number,
): Promise<MessageOutcome> {
  const chainId = ctx.spec.chainId;
  const { accounts } = ctx;
  const open = messageEvent(msg.typeUrl, signerOf(msg), MODULE[msg.type], index);
  const amountOf = (amount: bigint) => coins(amount);
  const event = (type: string, attrs: [string, string][]) =>
    abciEvent(type, [...attrs, ['msg_index', String(index)]]);
  switch (msg.type) {
    case 'send': {
      const { from, to, amount } = msg;
      await run(ctx, { type: 'send', chainId, from, to, symbol: NATIVE_SYMBOL, amount });
      return {
        events: [open, ...transferEvents(from, to, amount, index)],
        response: response(msg.typeUrl, MsgSendResponse.encode({}).finish()),
      };
    }
    case 'delegate': {
      const { delegator, validator, amount } = msg;
      await run(ctx, { type: 'delegate', chainId, delegator, validator, amount });
      return {
        events: [
          open,
          ...transferEvents(delegator, accounts.bondedPool, amount, index).slice(0, 2),
          event('delegate', [
            ['validator', validator],
            ['delegator', delegator],
            ['amount', amountOf(amount)],
            ['new_shares', `${amount}.000000000000000000`],
          ]),
        ],
        response: response(msg.typeUrl, MsgDelegateResponse.encode({}).finish()),
      };
    }
    case 'undelegate': {
      const { delegator, validator, amount } = msg;
      await run(ctx, { type: 'undelegate', chainId, delegator, validator, amount });
      const completion = ctx.time + ctx.config.unbondingMs;
      return {
        events: [
          open,
          ...transferEvents(accounts.bondedPool, accounts.unbondingPool, amount, index),
          event('unbond', [
            ['validator', validator],
            ['delegator', delegator],
            ['amount', amountOf(amount)],
            ['completion_time', rfc3339(completion)],
          ]),
        ],
        response: response(
          msg.typeUrl,
          MsgUndelegateResponse.encode({
            completionTime: toTimestamp(new Date(completion)),
            amount: { denom: DENOM, amount: String(amount) },
          }).finish(),
        ),
      };
    }
    case 'redelegate': {
      const { delegator, source, destination, amount } = msg;
      await run(ctx, {
        type: 'moveDelegation',
        chainId,
        delegator,
        fromValidator: source,
        toValidator: destination,
        amount,
      });
      const completion = ctx.time + ctx.config.redelegationMs;
      return {
        events: [
          open,
          ...transferEvents(accounts.bondedPool, accounts.redelegationPool, amount, index),
          event('redelegate', [
            ['source_validator', source],
            ['destination_validator', destination],
            ['delegator', delegator],
            ['amount', amountOf(amount)],
            ['completion_time', rfc3339(completion)],
          ]),
        ],
        response: response(
          msg.typeUrl,
          MsgBeginRedelegateResponse.encode({
            completionTime: toTimestamp(new Date(completion)),
          }).finish(),
        ),
      };
    }
    case 'cancelUnbonding': {
      const { delegator, validator, amount, creationHeight } = msg;
      await run(ctx, {
        type: 'cancelUndelegate',
        chainId,
        delegator,
        validator,
        amount,
        creationHeight,
      });
      return {
        events: [
          open,
          ...transferEvents(accounts.unbondingPool, accounts.bondedPool, amount, index),
          event('cancel_unbonding_delegation', [
            ['validator', validator],
            ['delegator', delegator],
            ['amount', amountOf(amount)],
            ['creation_height', String(creationHeight)],
          ]),
        ],
        response: response(msg.typeUrl, MsgCancelUnbondingDelegationResponse.encode({}).finish()),
      };
    }
    case 'createValidator': {
      const { account, operator, moniker, details, commissionBps, amount } = msg;
      await run(ctx, {
        type: 'createValidator',
        chainId,
        address: account,
        moniker,
        details,
        commissionBps,
        amount,
      });
      return {
        events: [
          open,
          ...transferEvents(account, accounts.bondedPool, amount, index).slice(0, 2),
          event('create_validator', [
            ['validator', operator],
            ['amount', amountOf(amount)],
          ]),
        ],
        response: response(msg.typeUrl, MsgCreateValidatorResponse.encode({}).finish()),
      };
    }
    case 'grantAllowance':
    case 'revokeAllowance':
      return runFeegrantMessage(ctx, msg, index, open);
    case 'grant':
    case 'revoke':
    case 'exec':
      return runAuthzMessage(ctx, msg, index, open, runMessage);
    case 'withdrawRewards': {
      const { delegator, validator } = msg;
      const payout = await claimRewards(ctx, { chainId, delegator, validator });
      const mine = payout.records.find((r) => r.to === delegator)?.amount ?? 0n;
      const events = [open, ...payoutEvents(payout.records, accounts, index)];
      if (mine === 0n) {
        events.push(
          event('withdraw_rewards', [
            ['amount', amountOf(0n)],
            ['validator', validator],
            ['delegator', delegator],
          ]),
        );
      }
      return {
        events,
        response: response(
          msg.typeUrl,
          MsgWithdrawDelegatorRewardResponse.encode({
            amount: mine === 0n ? [] : [{ denom: DENOM, amount: String(mine) }],
          }).finish(),
        ),
      };
    }
  }
}
