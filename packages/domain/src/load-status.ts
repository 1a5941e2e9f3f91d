/** Product §4: every load has one of these statuses. */
export type LoadStatus = 'idle' | 'pending' | 'succeeded' | 'failed';
