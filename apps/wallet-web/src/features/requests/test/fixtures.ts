import type { PaymentRequestRecord } from '@optwallet/api-client';

/** Test support of the requests screens: people and requests as the API answers them. */

const party = (id: string, first: string) => ({
  id,
  username: first.toLowerCase(),
  first_name: first,
  last_name: 'Test',
  avatar: null,
});

/** An open request of 3 OPT ('pizza') from Ben to Ana, as the payer sees it. */
export const requestRecord = (id: string, extra: object = {}): PaymentRequestRecord => ({
  id,
  direction: 'incoming',
  requester: party('u2', 'Ben'),
  payer: party('u1', 'Ana'),
  chainId: 'optchain-1',
  symbol: 'OPT',
  amount: '3',
  memo: 'pizza',
  state: 'open',
  to: 'opt1ben',
  transaction_hash: null,
  created_at: '2026-11-20T10:00:00.000Z',
  expires_at: '2026-12-20T10:00:00.000Z',
  closed_at: null,
  ...extra,
});
