import type {
  CreateRecurringSendRequest,
  RecurringSend,
  RecurringSends,
} from '@optwallet/contract';
import { recurringRunsError, runsUntil } from '@optwallet/domain';
import type { Deps } from '../../deps';
import { invalid, notFound } from '../../lib/errors';
import { chainCall } from '../../chains/chain-call';
import type { RecurringSchedule, RecurringSendsGateway } from '../../chains/gateway';
import { assetBySymbol, display } from '../../chains/presentation';
import { gatewayFor, servedGateways } from '../../chains/registry';
import { baseUnitsOf } from '../../chains/transfer-ops';
import { beginSpend, getOwnedWallet, recordRight } from '../wallets';
import { resolveReceiver } from './transfers';
import type { WalletRef } from './wallet-reads';

/**
 * Recurring sends ("Repeat" on an OPT send): the wallet's schedules, setting one up and stopping
 * one, each after the wallet key (the chain's side: chains/cosmos/recurring-*). Everything a
 * caller can get wrong (amount, number of runs, end date, receiver, a server without a scheduler
 * account) is refused with 422 before the wallet key is asked for, and nothing is granted.
 */

type Passcoded = WalletRef & { passcode: string };

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

function gatewayOf(deps: Deps, chainId: string): RecurringSendsGateway {
  const gateway = gatewayFor(deps, chainId)?.recurringSends;
  if (!gateway) throw invalid('chainId', `Chain ${chainId} has no recurring sends`);
  return gateway;
}

function wireOf(chainId: string, schedule: RecurringSchedule): RecurringSend {
  const opt = assetBySymbol(chainId, 'OPT');
  const amount = (value: bigint) => (opt ? display(chainId, opt.denom, value) : value.toString());
  const done = schedule.sent + schedule.failed >= schedule.runs;
  const status =
    schedule.cancelledAt !== null ? 'cancelled' : done ? 'completed' : ('active' as const);
  return {
    id: schedule.id,
    chainId,
    to: schedule.recipient,
    amount: amount(schedule.amount),
    every: schedule.every,
    runs: schedule.runs,
    until: schedule.until,
    total: amount(schedule.amount * BigInt(schedule.runs)),
    status,
    sent: schedule.sent,
    failed: schedule.failed,
    nextRunAt: status === 'active' ? iso(schedule.nextRunAt) : null,
    lastRun:
      schedule.lastRunAt === null || schedule.lastRunStatus === null
        ? null
        : {
            at: new Date(schedule.lastRunAt).toISOString(),
            status: schedule.lastRunStatus,
            error: schedule.lastError,
            transactionHash: schedule.lastHash,
          },
    startedAt: new Date(schedule.startedAt).toISOString(),
  };
}

async function answer(deps: Deps, wallet: string): Promise<RecurringSends> {
  const answered: RecurringSends = { available: false, schedules: [] };
  for (const gateway of servedGateways(deps)) {
    const recurring = gateway.recurringSends;
    if (!recurring) continue;
    answered.available ||= recurring.available;
    const schedules = await recurring.list(deps, wallet);
    answered.schedules.push(...schedules.map((s) => wireOf(gateway.chainId, s)));
  }
  return answered;
}

export async function recurringSends(deps: Deps, ref: WalletRef): Promise<RecurringSends> {
  const wallet = await getOwnedWallet(deps, ref.userId, ref.walletId);
  return answer(deps, wallet.nativeAddress);
}

/** The amount in base units: a positive amount of OPT, refused on its field otherwise. */
function amountOf(chainId: string, text: string): bigint {
  const amount = baseUnitsOf(chainId, 'OPT', text);
  if (amount <= 0n) throw invalid('amount', 'The amount must be more than 0');
  return amount;
}

/** How many runs: the count given, or the runs due by the end date from `start`. */
function runsOf(body: CreateRecurringSendRequest, start: number): number {
  const field = body.until === undefined ? 'count' : 'until';
  const runs =
    body.until === undefined ? (body.count ?? 0) : runsUntil(start, body.every, body.until);
  if (field === 'until' && runs === 0) {
    throw invalid('until', 'The end date must be on or after the first repeat');
  }
  const error = recurringRunsError(runs);
  if (error) throw invalid(field, error);
  return runs;
}

/** Sets up a recurring send: the wallet key signs the widened grant to the scheduler. */
export async function createRecurringSend(
  deps: Deps,
  input: Passcoded,
  body: CreateRecurringSendRequest,
): Promise<RecurringSends> {
  const owned = await getOwnedWallet(deps, input.userId, input.walletId);
  const gateway = gatewayOf(deps, body.chainId);
  if (!gateway.available) {
    throw invalid('chainId', 'Recurring sends are not available on this server');
  }
  const amount = amountOf(body.chainId, body.amount);
  const recipient = await resolveReceiver(deps, body.chainId, body.to);
  if (recipient === owned.nativeAddress) {
    throw invalid('to', 'A recurring send goes to someone else');
  }
  const startedAt = await chainCall(() => gateway.chainNow());
  const runs = runsOf(body, startedAt);
  const check = await beginSpend(deps, input);
  try {
    const wallet = check.row.nativeAddress;
    await chainCall(() =>
      gateway.create(deps, {
        mnemonic: check.mnemonic,
        wallet,
        recipient,
        amount,
        every: body.every,
        runs,
        until: body.until ?? null,
        startedAt,
      }),
    );
    return await answer(deps, wallet);
  } finally {
    // The passcode was right: its check ends whatever became of the request.
    await recordRight(deps, check.row.id);
  }
}

/** The chain whose schedule it is (404 when none of the wallet's). */
async function holderOf(deps: Deps, wallet: string, id: string): Promise<RecurringSendsGateway> {
  for (const { recurringSends: gateway } of servedGateways(deps)) {
    if (gateway && (await gateway.list(deps, wallet)).some((s) => s.id === id)) return gateway;
  }
  throw notFound('No such recurring send of this wallet.');
}

/** Stops a recurring send: the wallet key signs the narrowed grant, or its revoke. */
export async function cancelRecurringSend(
  deps: Deps,
  input: Passcoded,
  scheduleId: string,
): Promise<RecurringSends> {
  const owned = await getOwnedWallet(deps, input.userId, input.walletId);
  const gateway = await holderOf(deps, owned.nativeAddress, scheduleId);
  const check = await beginSpend(deps, input);
  try {
    const wallet = check.row.nativeAddress;
    await chainCall(() =>
      gateway.cancel(deps, { mnemonic: check.mnemonic, wallet, id: scheduleId }),
    );
    return await answer(deps, wallet);
  } finally {
    // The passcode was right: its check ends whatever became of the request.
    await recordRight(deps, check.row.id);
  }
}
