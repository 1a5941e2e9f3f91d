/** Spec §4: every load has one of these statuses. */
export const LOAD_STATUSES = ['idle', 'pending', 'succeeded', 'failed'] as const;
export type LoadStatus = (typeof LOAD_STATUSES)[number];

/** Settled means an answer (or a failure) came back. */
export function isSettled(status: LoadStatus): boolean {
  return status === 'succeeded' || status === 'failed';
}
