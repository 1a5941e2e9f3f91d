import type { Validator } from '@optwallet/ledger';

/** The SDK's default `historical_entries`: how many heights of validator sets staking keeps. */
export const HISTORICAL_ENTRIES = 10_000;

/** What a validator set shows of a validator (payout bookkeeping changes nothing of it). */
const shown = (v: Validator) =>
  [v.operatorAddress, v.tokens, v.status, v.moniker, v.details, v.commissionBps].join('|');

const sameSet = (a: readonly Validator[], b: readonly Validator[]) =>
  a.length === b.length && a.every((v, i) => b[i] !== undefined && shown(v) === shown(b[i]));

/**
 * The validator set as each block opened, for the last HISTORICAL_ENTRIES heights (the SDK's
 * HistoricalInfo, and CometBFT's validator set by height). Held as the heights where the set
 * changed, so a quiet chain keeps one entry for thousands of blocks. Filled as blocks open, also
 * during replay, so a restarted node answers the same.
 */
export class ValidatorHistory {
  private readonly changes: { from: number; validators: readonly Validator[] }[] = [];
  private newest = 0;

  constructor(private readonly keep = HISTORICAL_ENTRIES) {}

  record(height: number, validators: readonly Validator[]): void {
    this.newest = height;
    const last = this.changes.at(-1);
    if (!last || !sameSet(last.validators, validators)) {
      this.changes.push({ from: height, validators });
    }
    const oldest = height - this.keep + 1;
    while ((this.changes[1]?.from ?? Infinity) <= oldest) this.changes.shift();
  }

  /** The set as block `height` opened, or undefined for a height not held. */
  at(height: number): readonly Validator[] | undefined {
    if (height > this.newest || height <= this.newest - this.keep) return undefined;
    let found: readonly Validator[] | undefined;
    for (const change of this.changes) {
      if (change.from > height) break;
      found = change.validators;
    }
    return found;
  }
}
