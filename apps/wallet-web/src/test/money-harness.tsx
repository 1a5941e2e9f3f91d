import type { User, Wallet } from '@optwallet/contract';
import { STORAGE_KEYS } from '@optwallet/domain';
import { Toaster } from '@optwallet/ui';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { queryClient } from '@optwallet/auth-web';
import { StakeActionHost } from '../features/transfer/components/stake-action-host';
import { userQuery, walletsQuery } from '../lib/account';
import { useMoneyActions } from '../stores/money-actions-store';
import { memoryRouter } from '@optwallet/auth-web/testing';

/*
 * Test support for the money screens: the real app modules with canned HTTP answers (the API itself
 * is exercised by the e2e journeys). Every request is recorded with its method, path, body and headers.
 */

export interface RecordedCall {
  method: string;
  path: string;
  search: string;
  body: unknown;
  headers: Headers;
}

interface Reply {
  status: number;
  body: unknown;
  headers?: Record<string, string>;
}
export type Answer = Reply | ((call: RecordedCall) => Reply);
export const json = (body: unknown, status = 200, headers?: Record<string, string>): Reply => ({
  status,
  body,
  ...(headers ? { headers } : {}),
});

export const WALLET: Wallet = {
  id: 'w1',
  addresses: [
    { chainId: 'optchain-1', address: 'opt1qypqxpq9qcrsszg2pvxq6rs0zqg3yyc5lzv7xu' },
    { chainId: '1', address: '0x52908400098527886E0F7030069857D2E4169EE7' },
  ],
  created_at: '2026-01-01T00:00:00.000Z',
};

/** The signed-in user, for screens that read who they are (put in the cache by `signInAs`). */
export const ME: User = {
  id: 'u-ben',
  email: 'ben@example.com',
  username: 'ben',
  onboarded_at: '2026-01-01T00:00:00.000Z',
  avatar: null,
  first_name: 'Ben',
  last_name: 'Test',
  country: 'DE',
  phone_number: null,
  roles: [],
  following: false,
};

/** GET /user/profile/{username}'s answer for another person. */
export function profileOf(person: {
  id: string;
  username: string;
  first_name: string | null;
  last_name: string | null;
  avatar: string | null;
}) {
  return json({
    ...person,
    bio: null,
    country: null,
    created_at: '2026-01-01T00:00:00.000Z',
    followers_count: 0,
    following_count: 0,
    following: false,
    blocked: false,
    is_self: false,
  });
}

/** Routes are "METHOD /path" (without /api). */
export function serve(routes: Record<string, Answer>): RecordedCall[] {
  const calls: RecordedCall[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(
    async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = input instanceof Request ? input : new Request(String(input), init);
      const url = new URL(request.url, window.location.origin);
      const text = request.method === 'GET' ? '' : await request.clone().text();
      const call: RecordedCall = {
        method: request.method,
        path: url.pathname.replace(/^\/api/, ''),
        search: url.search,
        body: text ? (JSON.parse(text) as unknown) : undefined,
        headers: request.headers,
      };
      calls.push(call);
      const route = routes[`${call.method} ${call.path}`];
      const answer =
        typeof route === 'function' ? route(call) : (route ?? json({ message: 'Not Found' }, 404));
      // A text answer (a CSV file) goes as it is; everything else as JSON.
      const asText = answer.headers?.['Content-Type']?.startsWith('text/') === true;
      return new Response(asText ? String(answer.body) : JSON.stringify(answer.body), {
        status: answer.status,
        headers: { 'Content-Type': 'application/json', ...answer.headers },
      });
    },
  );
  return calls;
}

export function signIn() {
  localStorage.clear();
  localStorage.setItem(STORAGE_KEYS.accessToken, 'token');
  localStorage.setItem(STORAGE_KEYS.refreshToken, 'refresh');
  localStorage.setItem(STORAGE_KEYS.lastActivityTime, String(Date.now()));
  queryClient.clear();
  queryClient.setQueryData(walletsQuery.queryKey, [WALLET]);
  useMoneyActions.setState({ walletId: null, stakeAction: null });
}

/** signIn(), and the signed-in user (ME) known, as the account guard leaves it. */
export function signInAs(user: User = ME) {
  signIn();
  queryClient.setQueryData(userQuery.queryKey, user);
}

/** Renders a screen inside the providers, at a path of a memory router. */
export async function renderMoney(element: ReactNode, path = '/', routePath?: string) {
  const router = memoryRouter(path);
  const screen = await render(
    <QueryClientProvider client={queryClient}>
      <Toaster />
      {router.wrap(element, routePath)}
      {/* The shell runs the staking requests screens ask for (features/transfer). */}
      <StakeActionHost />
    </QueryClientProvider>,
  );
  return { router, screen };
}

/** Spendable $1,525.50, 40 OPT staked ($10.20) and 5 OPT unbonding ($1.275) at $0.255. */
/** A send of 12.5 OPT to another address: its preview and its result. */
const SEND_RECEIVER = 'opt1zyxwvutsrqpnmlkjhgfedcba9876543210qpzry';
const SEND_FROM = WALLET.addresses[0]?.address ?? '';
export const SEND = {
  RECEIVER: SEND_RECEIVER,
  PREVIEW: { amount: '12.5', gasFeeEstimate: '0.005', to: SEND_RECEIVER, from: SEND_FROM },
  RESULT: {
    transactionHash: 'A1B2C3D4E5F6',
    to: SEND_RECEIVER,
    from: SEND_FROM,
    amount: '12.5',
    gasFee: '0.005',
    blockExplorerLink: '/explorer/tx/A1B2C3D4E5F6',
  },
};

export const TOKENS = {
  totalBalanceUsd: '1536.975',
  breakdownUsd: {
    spendable: '1525.5',
    staked: '10.2',
    moving: '0',
    unbonding: '1.275',
    rewards: '0',
  },
  tokens: [
    {
      chainId: 'optchain-1',
      symbol: 'OPT',
      name: 'OptChain',
      decimals: 6,
      balance: '100',
      balanceUsd: '25.5',
      priceUsd: '0.255',
      address: WALLET.addresses[0]?.address ?? '',
    },
    {
      chainId: '1',
      symbol: 'USDT',
      name: 'Tether USD',
      decimals: 6,
      balance: '1500',
      balanceUsd: '1500',
      priceUsd: '1',
      address: WALLET.addresses[1]?.address ?? '',
    },
  ],
};
