import {
  MsgExec,
  MsgExecResponse,
  MsgGrant,
  MsgGrantResponse,
  MsgRevoke,
  MsgRevokeResponse,
} from 'cosmjs-types/cosmos/authz/v1beta1/tx';
import {
  isLedgerError,
  revokeGrant,
  saveGrant,
  useGrant,
  type Authorization,
  type AuthorizedAction,
  type ChainContext,
} from '@optwallet/ledger';
import { abciEvent, type AbciEvent } from '../chain/events';
import { authorizationFromAny, msgTypeUrlOf } from './authz-codec';
import { timestampMs } from './grant-time';
import { decodeMsg, isKnownMessageType, signerOf, type ChainMsg } from './messages';
import type { MessageOutcome } from './run-message';
import { fromLedgerError, sdkError, TxError } from './tx-error';

/** x/authz's messages: grant, revoke, and exec (messages run in their granter's name). */
export type AuthzMsg =
  | {
      type: 'grant';
      typeUrl: string;
      granter: string;
      grantee: string;
      msgTypeUrl: string;
      authorization: Authorization;
      expiration?: number;
    }
  | { type: 'revoke'; typeUrl: string; granter: string; grantee: string; msgTypeUrl: string }
  | { type: 'exec'; typeUrl: string; grantee: string; msgs: ChainMsg[] };

export const authzDecoders: Record<string, (value: Uint8Array, typeUrl: string) => AuthzMsg> = {
  [MsgGrant.typeUrl]: (value, typeUrl) => {
    const m = MsgGrant.decode(value);
    const authorization = authorizationFromAny(m.grant.authorization);
    return {
      type: 'grant',
      typeUrl,
      granter: m.granter,
      grantee: m.grantee,
      msgTypeUrl: msgTypeUrlOf(authorization),
      authorization,
      ...(m.grant.expiration ? { expiration: timestampMs(m.grant.expiration) } : {}),
    };
  },
  [MsgRevoke.typeUrl]: (value, typeUrl) => {
    const m = MsgRevoke.decode(value);
    return {
      type: 'revoke',
      typeUrl,
      granter: m.granter,
      grantee: m.grantee,
      msgTypeUrl: m.msgTypeUrl,
    };
  },
  [MsgExec.typeUrl]: (value, typeUrl) => {
    const m = MsgExec.decode(value);
    return { type: 'exec', typeUrl, grantee: m.grantee, msgs: m.msgs.map(decodeMsg) };
  },
};

/** What an inner message asks of its authorization (the amounts a send or stake one counts). */
function actionOf(msg: ChainMsg): AuthorizedAction {
  const { typeUrl } = msg;
  switch (msg.type) {
    case 'send':
      return { typeUrl, kind: 'send', to: msg.to, amount: msg.amount };
    case 'delegate':
    case 'undelegate':
    case 'cancelUnbonding':
      return { typeUrl, kind: msg.type, validator: msg.validator, amount: msg.amount };
    case 'redelegate':
      return { typeUrl, kind: 'redelegate', validator: msg.destination, amount: msg.amount };
    default:
      return { typeUrl, kind: 'other' };
  }
}

/** x/authz's typed events: attribute values are JSON, keys sorted. */
const grantEvent = (
  type: 'EventGrant' | 'EventRevoke',
  grant: { granter: string; grantee: string; msgTypeUrl: string },
  index: number,
) =>
  abciEvent(`cosmos.authz.v1beta1.${type}`, [
    ['grantee', JSON.stringify(grant.grantee)],
    ['granter', JSON.stringify(grant.granter)],
    ['msg_type_url', JSON.stringify(grant.msgTypeUrl)],
    ['msg_index', String(index)],
  ]);

type RunInner = (ctx: ChainContext, msg: ChainMsg, index: number) => Promise<MessageOutcome>;

/**
 * DispatchActions: each inner message runs as its signer (the granter), after the granter's grant
 * to the exec's grantee accepts it (a message the grantee signs itself needs none). Its events
 * follow, tagged with `authz_msg_index`; its response is one of MsgExecResponse's results.
 */
async function exec(
  ctx: ChainContext,
  msg: Extract<AuthzMsg, { type: 'exec' }>,
  index: number,
  runInner: RunInner,
): Promise<{ events: AbciEvent[]; results: Uint8Array[] }> {
  if (msg.msgs.length === 0) throw sdkError.invalidRequest('messages cannot be empty');
  const events: AbciEvent[] = [];
  const results: Uint8Array[] = [];
  for (const [authzIndex, inner] of msg.msgs.entries()) {
    const granter = signerOf(inner);
    if (granter !== msg.grantee) {
      await useGrant(ctx, { granter, grantee: msg.grantee, action: actionOf(inner) });
    }
    const outcome = await runInner(ctx, inner, index).catch((error: unknown) => {
      // Mapped by the inner message's type (a redelegation's too many entries is staking 33).
      throw isLedgerError(error) ? fromLedgerError(error, inner.typeUrl) : error;
    });
    results.push(outcome.response.value);
    // The inner message's own events (not the `message` event that opens a top-level message).
    for (const event of outcome.events.slice(1)) {
      const attributes = event.attributes.filter((a) => a.key !== 'msg_index');
      events.push({
        type: event.type,
        attributes: [
          ...attributes,
          { key: 'authz_msg_index', value: String(authzIndex), index: true },
          { key: 'msg_index', value: String(index), index: true },
        ],
      });
    }
  }
  return { events, results };
}

export async function runAuthzMessage(
  ctx: ChainContext,
  msg: AuthzMsg,
  index: number,
  open: AbciEvent,
  runInner: RunInner,
): Promise<MessageOutcome> {
  switch (msg.type) {
    case 'grant': {
      if (!isKnownMessageType(msg.msgTypeUrl)) {
        throw new TxError('sdk', 29, `${msg.msgTypeUrl} doesn't exist.: invalid type`);
      }
      const { granter, grantee, msgTypeUrl, authorization, expiration } = msg;
      await saveGrant(ctx, {
        chainId: ctx.spec.chainId,
        granter,
        grantee,
        msgTypeUrl,
        authorization,
        ...(expiration === undefined ? {} : { expiration }),
      });
      return {
        events: [open, grantEvent('EventGrant', msg, index)],
        response: {
          typeUrl: MsgGrantResponse.typeUrl,
          value: MsgGrantResponse.encode({}).finish(),
        },
      };
    }
    case 'revoke':
      await revokeGrant(ctx, msg);
      return {
        events: [open, grantEvent('EventRevoke', msg, index)],
        response: {
          typeUrl: MsgRevokeResponse.typeUrl,
          value: MsgRevokeResponse.encode({}).finish(),
        },
      };
    case 'exec': {
      const { events, results } = await exec(ctx, msg, index, runInner);
      return {
        events: [open, ...events],
        response: {
          typeUrl: MsgExecResponse.typeUrl,
          value: MsgExecResponse.encode({ results }).finish(),
        },
      };
    }
  }
}
