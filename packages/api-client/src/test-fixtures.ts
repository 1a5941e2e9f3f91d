/** Response bodies that satisfy the contract, for tests. */
export const at = '2026-01-31T12:00:00.000Z';
export const tokens = { access_token: 'access-2', refresh_token: 'refresh-2', expires_in: 900 };
export const message = { message: 'Done' };
export const user = {
  id: 'u1',
  email: 'ada@example.com',
  username: 'ada',
  onboarded_at: at,
  avatar: null,
  first_name: 'Ada',
  last_name: 'Lovelace',
  country: 'GB',
  phone_number: null,
  roles: ['Admin'],
  following: false,
};
export const profile = {
  id: 'u2',
  username: 'bob',
  first_name: 'Bob',
  last_name: null,
  avatar: null,
  bio: null,
  country: 'DE',
  created_at: at,
  followers_count: 3,
  following_count: 1,
  following: true,
  blocked: false,
  is_self: false,
};
export const page = <T>(data: T[], per_page = 30) => ({
  data,
  current_page: 1,
  last_page: 1,
  per_page,
  total: data.length,
});
export const transaction = {
  id: 't1',
  hash: '0xabc',
  type: 'send',
  date: at,
  created_at: at,
  amount: '12.5',
  symbol: 'OPT',
  chainId: 'optchain-1',
  status: 'success',
  walletAddress: 'opt1receiver',
  counterpartyUsername: 'ana',
  fromValidator: null,
  toValidator: null,
  validator: null,
  network: 'OptChain',
  completedOn: at,
  gasFee: '0.002',
  memo: 'rent',
  description: 'Rent',
  blockExplorerLink: 'http://explorer/tx/0xabc',
};
export const wallet = {
  id: 'w1',
  addresses: [{ chainId: 'optchain-1', address: 'opt1me' }],
  created_at: at,
};
const party = (id: string, username: string) => ({
  id,
  username,
  first_name: null,
  last_name: null,
  avatar: null,
});
export const paymentRequest = {
  id: 'R1',
  direction: 'incoming' as const,
  requester: party('u2', 'bob'),
  payer: party('u1', 'ada'),
  chainId: 'optchain-1',
  symbol: 'OPT',
  amount: '5',
  memo: 'for lunch',
  state: 'open' as const,
  to: 'opt1bob',
  transaction_hash: null,
  created_at: at,
  expires_at: '2026-03-02T12:00:00.000Z',
  closed_at: null,
};
