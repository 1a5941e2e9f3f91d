import type { ChainContext } from '../context';
import { LedgerError } from '../errors';
import type {
  AllowedMsgAllowance,
  BasicAllowance,
  FeeAllowance,
  FeeAllowanceGrant,
  PeriodicAllowance,
} from './types';

type AllowedMsgInner = AllowedMsgAllowance['allowance'];

/** What paying a fee does to an allowance: its new state, or its removal (spent or expired). */
type Acceptance =
  { remove: true; refusal?: LedgerError } | { remove: false; updated: FeeAllowance };

const exceeded = (where: string) => new LedgerError('fee_limit_exceeded', where);
const expired = (where: string) => new LedgerError('fee_allowance_expired', where);

function acceptBasic(a: BasicAllowance, fee: bigint, now: number): Acceptance {
  if (a.expiration !== undefined && a.expiration < now) {
    return { remove: true, refusal: expired('basic allowance') };
  }
  if (a.spendLimit === undefined) return { remove: false, updated: a };
  if (a.spendLimit < fee) throw exceeded('basic allowance');
  const left = a.spendLimit - fee;
  return left === 0n ? { remove: true } : { remove: false, updated: { ...a, spendLimit: left } };
}

/**
 * The SDK's PeriodicAllowance.Accept: the period's budget refills (to the lesser of the period
 * limit and what the absolute limit has left) once its reset time is reached; the fee comes off
 * both the period's budget and the absolute limit.
 */
function acceptPeriodic(a: PeriodicAllowance, fee: bigint, now: number): Acceptance {
  const { basic } = a;
  if (basic.expiration !== undefined && now > basic.expiration) {
    return { remove: true, refusal: expired('absolute limit') };
  }
  let { periodCanSpend, periodReset } = a;
  if (now >= periodReset) {
    periodCanSpend =
      basic.spendLimit !== undefined && basic.spendLimit < a.periodSpendLimit
        ? basic.spendLimit
        : a.periodSpendLimit;
    periodReset += a.periodMs;
    if (now > periodReset) periodReset = now + a.periodMs;
  }
  if (periodCanSpend < fee) throw exceeded('period limit');
  periodCanSpend -= fee;
  const updated = { ...a, periodCanSpend, periodReset };
  if (basic.spendLimit === undefined) return { remove: false, updated };
  if (basic.spendLimit < fee) throw exceeded('absolute limit');
  const left = basic.spendLimit - fee;
  if (left === 0n) return { remove: true };
  return { remove: false, updated: { ...updated, basic: { ...basic, spendLimit: left } } };
}

/** An allowance's answer to a fee for a transaction of these message types (pure). */
export function acceptFee(
  allowance: FeeAllowance,
  fee: bigint,
  now: number,
  msgTypeUrls: readonly string[],
): Acceptance {
  switch (allowance.kind) {
    case 'basic':
      return acceptBasic(allowance, fee, now);
    case 'periodic':
      return acceptPeriodic(allowance, fee, now);
    case 'allowedMsg': {
      if (!msgTypeUrls.every((type) => allowance.allowedMessages.includes(type))) {
        throw new LedgerError(
          'fee_message_not_allowed',
          'message does not exist in allowed messages',
        );
      }
      const inner = acceptFee(allowance.allowance, fee, now, msgTypeUrls);
      if (inner.remove) return inner;
      return {
        remove: false,
        updated: { ...allowance, allowance: inner.updated as AllowedMsgInner },
      };
    }
  }
}
/** When an allowance stops paying, if ever. */
function expirationOf(allowance: FeeAllowance): number | undefined {
  switch (allowance.kind) {
    case 'basic':
      return allowance.expiration;
    case 'periodic':
      return allowance.basic.expiration;
    case 'allowedMsg':
      return expirationOf(allowance.allowance);
  }
}

const notFound = () => new LedgerError('fee_allowance_not_found', 'fee-grant not found');

/**
 * MsgGrantAllowance: one allowance per (granter, grantee), not to oneself, not already expired.
 * A periodic allowance's first period starts now.
 */
export async function grantAllowance(ctx: ChainContext, grant: FeeAllowanceGrant): Promise<void> {
  const { chainId, granter, grantee } = grant;
  if (granter === grantee) {
    throw new LedgerError('self_fee_grant', 'cannot self-grant fee authorization');
  }
  if (await ctx.state.getFeeAllowance(chainId, granter, grantee)) {
    throw new LedgerError('fee_allowance_exists', 'fee allowance already exists');
  }
  const expiration = expirationOf(grant.allowance);
  if (expiration !== undefined && expiration < ctx.time) {
    throw new LedgerError('fee_expiration_in_past', 'expiration is before current block time');
  }
  await ctx.state.putFeeAllowance({ ...grant, allowance: startPeriod(grant.allowance, ctx.time) });
}

function startPeriod(allowance: FeeAllowance, now: number): FeeAllowance {
  if (allowance.kind === 'allowedMsg') {
    return { ...allowance, allowance: startPeriod(allowance.allowance, now) as AllowedMsgInner };
  }
  if (allowance.kind !== 'periodic' || now <= allowance.periodReset) return allowance;
  return { ...allowance, periodReset: now + allowance.periodMs };
}

/** MsgRevokeAllowance. */
export async function revokeAllowance(
  ctx: ChainContext,
  granter: string,
  grantee: string,
): Promise<void> {
  const { chainId } = ctx.spec;
  if (!(await ctx.state.getFeeAllowance(chainId, granter, grantee))) throw notFound();
  await ctx.state.deleteFeeAllowance(chainId, granter, grantee);
}

/**
 * The ante handler's UseGrantedFees: the granter's allowance to the grantee accepts the fee (or
 * refuses it), and is updated or, spent, removed. Answers whether it was removed. The fee itself
 * is then deducted from the granter (`deductFee`).
 */
export async function useGrantedFees(
  ctx: ChainContext,
  use: { granter: string; grantee: string; fee: bigint; msgTypeUrls: readonly string[] },
): Promise<{ removed: boolean }> {
  const { chainId } = ctx.spec;
  const grant = await ctx.state.getFeeAllowance(chainId, use.granter, use.grantee);
  if (!grant) throw notFound();
  const acceptance = acceptFee(grant.allowance, use.fee, ctx.time, use.msgTypeUrls);
  if (acceptance.remove) {
    if (acceptance.refusal) throw acceptance.refusal;
    await ctx.state.deleteFeeAllowance(chainId, use.granter, use.grantee);
    return { removed: true };
  }
  await ctx.state.putFeeAllowance({ ...grant, allowance: acceptance.updated });
  return { removed: false };
}

/** The feegrant end blocker: allowances whose expiration is at or before `time` are removed. */
export async function pruneExpiredAllowances(ctx: ChainContext, time: number): Promise<void> {
  for (const grant of await ctx.state.listFeeAllowances(ctx.spec.chainId, {})) {
    const expiration = expirationOf(grant.allowance);
    if (expiration !== undefined && expiration <= time) {
      await ctx.state.deleteFeeAllowance(grant.chainId, grant.granter, grant.grantee);
    }
  }
}
