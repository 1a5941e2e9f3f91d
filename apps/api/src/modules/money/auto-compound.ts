import type { AutoCompound, AutoCompoundOnRequest, AutoCompoundStatus } from '@optwallet/contract';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/client';
import type { Deps } from '../../deps';
import { HttpError, invalid } from '../../lib/errors';
import { chainCall } from '../../chains/chain-call';
import type { AutoCompoundGateway, AutoCompoundState } from '../../chains/gateway';
import { LEDGER_CONFIG } from '../../chains/catalogue';
import { assetBySymbol, display } from '../../chains/presentation';
import { gatewayFor } from '../../chains/registry';
import { baseUnitsOf } from '../../chains/transfer-ops';
import { beginSpend, getOwnedWallet, recordRight } from '../wallets';
import type { WalletRef } from './wallet-reads';

/**
 * Auto-compound rewards on the staking screen: its state, and turning it on (a cap in OPT) or
 * off, each after the wallet key, as a stake is (the chain's side: chains/cosmos/auto-compound*).
 */

type Passcoded = WalletRef & { passcode: string };

/** The chain's auto-compound, or the 422 that says the chain has none. */
function autoCompoundOf(deps: Deps, chainId: string): AutoCompoundGateway {
  const gateway = gatewayFor(deps, chainId)?.autoCompound;
  if (!gateway) throw invalid('chainId', `Chain ${chainId} has no auto-compound rewards`);
  return gateway;
}

function statusOf(gateway: AutoCompoundGateway, state: AutoCompoundState): AutoCompoundStatus {
  const { setting } = state;
  if (!gateway.available) return 'unavailable';
  if (!setting || setting.revokedAt !== null) return 'off';
  if (setting.expiresAt <= state.chainTime) return 'expired';
  return setting.capLeft === 0n ? 'spent' : 'on';
}

/**
 * The cap offered: twice a year's rewards at the chain's rate on the stake now (room for the
 * stake to grow), rounded up to whole OPT, at least 1 OPT.
 */
function defaultCap(staked: bigint, unit: bigint): bigint {
  const yearly = (staked * BigInt(LEDGER_CONFIG.rewardRateBps) * 2n) / 10_000n;
  const whole = (yearly + unit - 1n) / unit;
  return (whole > 1n ? whole : 1n) * unit;
}

async function monikers(deps: Deps, chainId: string, validators: string[]) {
  if (validators.length === 0) return new Map<string, string>();
  const rows = await queryRows<{ address: string; moniker: string }>(
    deps.db,
    sql`SELECT operator_address AS address, moniker FROM ledger_validators
      WHERE chain_id = ${chainId}
        AND operator_address IN (${sql.join(
          validators.map((v) => sql`${v}`),
          sql`, `,
        )})`,
  );
  return new Map(rows.map((row) => [row.address, row.moniker]));
}

async function answer(
  deps: Deps,
  chainId: string,
  gateway: AutoCompoundGateway,
  wallet: string,
): Promise<AutoCompound> {
  const opt = assetBySymbol(chainId, 'OPT');
  if (!opt) throw invalid('chainId', `No OPT on chain ${chainId}`);
  const state = await gateway.state(deps, wallet);
  const status = statusOf(gateway, state);
  const { setting } = state;
  const granted = status === 'off' || status === 'unavailable' ? [] : (setting?.validators ?? []);
  const names = await monikers(deps, chainId, [...new Set([...granted, ...state.validators])]);
  const ref = (address: string) => ({ address, moniker: names.get(address) ?? address });
  const amount = (value: bigint) => display(chainId, opt.denom, value);
  const iso = (ms: number | null | undefined) => (ms == null ? null : new Date(ms).toISOString());
  return {
    status,
    cap: setting ? amount(setting.cap) : null,
    capLeft: setting ? amount(setting.capLeft) : null,
    defaultCap: amount(defaultCap(state.staked, 10n ** BigInt(opt.decimals))),
    minimum: amount(state.minimum),
    validators: granted.map(ref),
    notCompounded:
      status === 'on' ? state.validators.filter((v) => !granted.includes(v)).map(ref) : [],
    expiresAt: setting ? iso(setting.expiresAt) : null,
    lastRunAt: iso(setting?.lastRunAt),
    lastCompounded: setting?.lastCompounded == null ? null : amount(setting.lastCompounded),
    totalCompounded: amount(setting?.totalCompounded ?? 0n),
  };
}

export async function autoCompoundState(
  deps: Deps,
  ref: WalletRef,
  chainId: string,
): Promise<AutoCompound> {
  // Someone else's (or no) wallet is 404 first, then a chain without auto-compound 422.
  const wallet = await getOwnedWallet(deps, ref.userId, ref.walletId);
  return answer(deps, chainId, autoCompoundOf(deps, chainId), wallet.nativeAddress);
}

/** The cap in base units: a positive amount of OPT, refused on its field otherwise. */
function capOf(chainId: string, text: string): bigint {
  let cap: bigint;
  try {
    cap = baseUnitsOf(chainId, 'OPT', text);
  } catch (error) {
    throw error instanceof HttpError ? invalid('cap', error.message) : error;
  }
  if (cap <= 0n) throw invalid('cap', 'The cap must be more than 0');
  return cap;
}

/** Turns auto-compound on (or grants again with new validators and cap), after the wallet key. */
export async function turnAutoCompoundOn(
  deps: Deps,
  input: Passcoded,
  chainId: string,
  body: AutoCompoundOnRequest,
): Promise<AutoCompound> {
  await getOwnedWallet(deps, input.userId, input.walletId);
  const gateway = autoCompoundOf(deps, chainId);
  if (!gateway.available) {
    throw invalid('chainId', 'Auto-compound rewards is not available on this server');
  }
  const cap = capOf(chainId, body.cap);
  const check = await beginSpend(deps, input);
  try {
    const wallet = check.row.nativeAddress;
    await chainCall(() => gateway.turnOn(deps, { mnemonic: check.mnemonic, wallet, cap }));
    return await answer(deps, chainId, gateway, wallet);
  } finally {
    // The passcode was right: its check ends whatever became of the request.
    await recordRight(deps, check.row.id);
  }
}

/** Turns auto-compound off: the wallet revokes what the node still holds of its grants. */
export async function turnAutoCompoundOff(
  deps: Deps,
  input: Passcoded,
  chainId: string,
): Promise<AutoCompound> {
  await getOwnedWallet(deps, input.userId, input.walletId);
  const gateway = autoCompoundOf(deps, chainId);
  const check = await beginSpend(deps, input);
  try {
    const wallet = check.row.nativeAddress;
    await chainCall(() => gateway.turnOff(deps, { mnemonic: check.mnemonic, wallet }));
    return await answer(deps, chainId, gateway, wallet);
  } finally {
    await recordRight(deps, check.row.id);
  }
}
