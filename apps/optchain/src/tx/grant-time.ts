import type { Duration } from 'cosmjs-types/google/protobuf/duration';
import type { Timestamp } from 'cosmjs-types/google/protobuf/timestamp';

/** Protobuf times of grants and allowances as the engine's epoch ms, and back. */
export const timestampMs = (t: Timestamp): number =>
  Number(t.seconds) * 1000 + Math.floor(t.nanos / 1_000_000);

export const msTimestamp = (ms: number): Timestamp => ({
  seconds: BigInt(Math.floor(ms / 1000)),
  nanos: (ms % 1000) * 1_000_000,
});

export const durationMs = (d: Duration): number =>
  Number(d.seconds) * 1000 + Math.floor(d.nanos / 1_000_000);

export const msDuration = (ms: number): Duration => ({
  seconds: BigInt(Math.floor(ms / 1000)),
  nanos: (ms % 1000) * 1_000_000,
});
