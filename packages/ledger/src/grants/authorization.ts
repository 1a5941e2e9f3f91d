import type { ChainContext } from '../context';
import { LedgerError } from '../errors';
import type { Authorization, AuthorizedAction, AuthzGrant } from './types';

/** An authorization's answer to a message: refused (throws), or accepted and kept, updated or spent. */
type Acceptance = { delete: true } | { delete: false; updated: Authorization };

const refused = (why: string) => new LedgerError('authorization_refused', why);

/** The SDK's Authorization.Accept of the generic, send and stake authorizations (pure). */
export function acceptAuthorization(
  authorization: Authorization,
  action: AuthorizedAction,
): Acceptance {
  switch (authorization.kind) {
    case 'generic':
      return { delete: false, updated: authorization };
    case 'send': {
      if (action.kind !== 'send') throw refused('type mismatch');
      if (authorization.spendLimit < action.amount) {
        throw new LedgerError('spend_limit_exceeded', 'requested amount is more than spend limit');
      }
      const { allowList } = authorization;
      if (allowList.length > 0 && !allowList.includes(action.to)) {
        throw refused(`cannot send to ${action.to} address`);
      }
      const left = authorization.spendLimit - action.amount;
      return left === 0n
        ? { delete: true }
        : { delete: false, updated: { ...authorization, spendLimit: left } };
    }
    case 'stake': {
      if (action.kind !== authorization.authorizationType) {
        throw refused('unknown msg type');
      }
      const { list, addresses } = authorization.validators;
      if (list === 'deny' && addresses.includes(action.validator)) {
        throw refused(`cannot delegate/undelegate to ${action.validator} validator`);
      }
      if (list === 'allow' && addresses.length > 0 && !addresses.includes(action.validator)) {
        throw refused(`cannot delegate/undelegate to ${action.validator} validator`);
      }
      if (authorization.maxTokens === undefined) return { delete: false, updated: authorization };
      const left = authorization.maxTokens - action.amount;
      if (left < 0n) throw new LedgerError('max_tokens_exceeded', `negative coin amount: ${left}`);
      return left === 0n
        ? { delete: true }
        : { delete: false, updated: { ...authorization, maxTokens: left } };
    }
  }
}

/**
 * MsgGrant: saves (or replaces) the grant for (granter, grantee, message type); an expiration
 * must lie after the block's time, and no one grants to oneself.
 */
export async function saveGrant(ctx: ChainContext, grant: AuthzGrant): Promise<void> {
  if (grant.granter === grant.grantee) {
    throw new LedgerError('grantee_is_granter', 'grantee and granter should be different');
  }
  if (grant.expiration !== undefined && grant.expiration <= ctx.time) {
    throw new LedgerError(
      'authorization_expiration_in_past',
      `expiration must be after the current block time (${new Date(ctx.time).toISOString()}), got ${new Date(grant.expiration).toISOString()}`,
    );
  }
  await ctx.state.putAuthzGrant(grant);
}

/** MsgRevoke. */
export async function revokeGrant(
  ctx: ChainContext,
  key: { granter: string; grantee: string; msgTypeUrl: string },
): Promise<void> {
  if (key.granter === key.grantee) {
    throw new LedgerError('grantee_is_granter', 'grantee and granter should be different');
  }
  const { chainId } = ctx.spec;
  if (!(await ctx.state.getAuthzGrant(chainId, key.granter, key.grantee, key.msgTypeUrl))) {
    throw new LedgerError(
      'authorization_not_found',
      `failed to delete grant with granter ${key.granter}, grantee ${key.grantee} and msgType ${key.msgTypeUrl}`,
    );
  }
  await ctx.state.deleteAuthzGrant(chainId, key.granter, key.grantee, key.msgTypeUrl);
}

/**
 * MsgExec's check of one message (DispatchActions): the granter's grant to the grantee for the
 * message's type must exist and not have expired; its authorization accepts the message and is
 * updated, or deleted when spent. The caller then runs the message as the granter.
 */
export async function useGrant(
  ctx: ChainContext,
  use: { granter: string; grantee: string; action: AuthorizedAction },
): Promise<void> {
  const { chainId } = ctx.spec;
  const { granter, grantee, action } = use;
  const grant = await ctx.state.getAuthzGrant(chainId, granter, grantee, action.typeUrl);
  if (!grant) {
    throw new LedgerError(
      'authorization_not_found',
      `failed to get grant with given granter: ${granter}, grantee: ${grantee} & msgType: ${action.typeUrl} `,
    );
  }
  if (grant.expiration !== undefined && grant.expiration < ctx.time) {
    throw new LedgerError('authorization_expired', 'authorization expired');
  }
  const acceptance = acceptAuthorization(grant.authorization, action);
  if (acceptance.delete)
    await ctx.state.deleteAuthzGrant(chainId, granter, grantee, action.typeUrl);
  else await ctx.state.putAuthzGrant({ ...grant, authorization: acceptance.updated });
}

/** The authz begin blocker: grants whose expiration is at or before `time` are removed. */
export async function pruneExpiredGrants(ctx: ChainContext, time: number): Promise<void> {
  for (const grant of await ctx.state.listAuthzGrants(ctx.spec.chainId, {})) {
    if (grant.expiration !== undefined && grant.expiration <= time) {
      await ctx.state.deleteAuthzGrant(
        grant.chainId,
        grant.granter,
        grant.grantee,
        grant.msgTypeUrl,
      );
    }
  }
}
