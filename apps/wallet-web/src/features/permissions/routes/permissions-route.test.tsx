import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type Answer, json, renderMoney, serve, signIn } from '../../../test/money-harness';
import { Component as PermissionsRoute } from './permissions-route';

/* /permissions with its real API client; only the server's answers are canned. */

const RESTAKE = 'opt1restake000000000000000000000000000000';
const SPENDER = `0x${'5e'.repeat(20)}`;

const GRANT = {
  chainId: 'optchain-1',
  grantee: 'opt1grantee00000000000000000000000000000',
  msgTypeUrl: '/cosmos.bank.v1beta1.MsgSend',
  authorization: '/cosmos.authz.v1beta1.GenericAuthorization',
  limit: null,
  expiresAt: '2027-01-01T00:00:00.000Z',
  autoCompound: false,
  recurringSends: false,
};
const SCHEDULER = 'opt1scheduler0000000000000000000000000000';
const RECIPIENT = 'opt1recipient0000000000000000000000000000';
const RECURRING = {
  ...GRANT,
  grantee: SCHEDULER,
  authorization: '/cosmos.bank.v1beta1.SendAuthorization',
  limit: '5',
  recurringSends: true,
};
const SCHEDULE = {
  id: 'sch1',
  chainId: 'optchain-1',
  to: RECIPIENT,
  amount: '2.5',
  every: 'week',
  runs: 3,
  until: null,
  total: '7.5',
  status: 'active',
  sent: 1,
  failed: 0,
  nextRunAt: '2026-12-13T12:00:00.000Z',
  lastRun: {
    at: '2026-12-06T12:00:00.000Z',
    status: 'retrying',
    error: 'Not enough OPT in the wallet',
    transactionHash: null,
  },
  startedAt: '2026-11-29T12:00:00.000Z',
};
const COMPOUND = {
  ...GRANT,
  grantee: RESTAKE,
  msgTypeUrl: '/cosmos.staking.v1beta1.MsgDelegate',
  authorization: '/cosmos.staking.v1beta1.StakeAuthorization',
  limit: '120',
  autoCompound: true,
};
const ALLOWANCE = {
  chainId: 'optchain-1',
  granter: 'opt1feepayer0000000000000000000000000000',
  byOptWallet: true,
  remaining: '0.0925',
  expiresAt: '2026-12-29T00:00:00.000Z',
};
const APPROVAL = {
  chainId: '1',
  symbol: 'USDT',
  token: `0x${'11'.repeat(20)}`,
  spender: SPENDER,
  amount: '25',
  unlimited: false,
  approvedAt: '2026-11-29T00:00:00.000Z',
};
const SESSIONS = [
  {
    id: 's1',
    signed_in_at: '2026-11-29T10:00:00.000Z',
    last_active_at: '2026-11-29T12:00:00.000Z',
    device:
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
    current: true,
  },
  {
    id: 's2',
    signed_in_at: '2026-11-20T10:00:00.000Z',
    last_active_at: '2026-11-21T12:00:00.000Z',
    device: null,
    current: false,
  },
];

function everyList(overrides: Record<string, Answer> = {}) {
  return serve({
    'GET /oauth/grants': json({ data: [] }),
    'GET /user/sessions': json({ data: SESSIONS }),
    'GET /user/passkeys': json({ data: [] }),
    'GET /wallets/w1/chainGrants': json({ grants: [GRANT, COMPOUND], allowances: [ALLOWANCE] }),
    'GET /wallets/w1/tokenApprovals': json({ approvals: [APPROVAL] }),
    ...overrides,
  });
}

async function renderPage() {
  return (await renderMoney(<PermissionsRoute />, '/permissions')).screen;
}

describe('/permissions', () => {
  beforeEach(() => {
    signIn();
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('shows the five sections with their exact titles and what each lists', async () => {
    everyList();
    const screen = await renderPage();
    await expect
      .element(screen.getByRole('heading', { level: 1, name: 'Permissions' }))
      .toBeVisible();
    for (const title of [
      'Connected apps',
      'Sessions',
      'Passkeys',
      'Chain grants',
      'Token approvals',
    ]) {
      await expect.element(screen.getByRole('region', { name: title })).toBeVisible();
    }
    await expect.element(screen.getByText('No connected apps')).toBeVisible();
    const sessions = screen.getByRole('region', { name: 'Sessions' });
    // Each sign-in by its browser and system; this one marked.
    await expect
      .element(sessions.getByRole('listitem').first())
      .toHaveTextContent(/^Chrome on macOSThis browserSigned in/);
    await expect
      .element(sessions.getByRole('listitem').nth(1))
      .toHaveTextContent(/^Unknown browser/);
    const grants = screen.getByRole('region', { name: 'Chain grants' });
    await expect
      .element(grants.getByRole('listitem', { name: 'Send OPT from your wallet' }))
      .toBeVisible();
    await expect
      .element(grants.getByRole('listitem', { name: 'Stake your OPT' }))
      .toHaveTextContent(/up to 120 OPT.*revoking it turns auto-compound off/);
    // The fee allowance: what it pays and until when, and why it has no revoke.
    const allowance = grants.getByRole('listitem', { name: 'Network fees paid by OptWallet' });
    await expect.element(allowance).toHaveTextContent(/0\.0925 OPT left · until December 29, 2026/);
    expect(allowance.getByRole('button').elements()).toHaveLength(0);
    await expect
      .element(screen.getByRole('region', { name: 'Token approvals' }).getByRole('listitem'))
      .toHaveTextContent(/May spend 25 USDTSpender 0x5e5e.*5e · approved November 29, 2026/);
  });

  it('revokes a grant with the wallet key: the MsgRevoke’s grant goes, the list is the answer', async () => {
    const calls = everyList({
      'DELETE /wallets/w1/chainGrants': json({ grants: [COMPOUND], allowances: [ALLOWANCE] }),
    });
    const screen = await renderPage();
    const row = screen.getByRole('listitem', { name: 'Send OPT from your wallet' });
    await row.getByRole('button', { name: 'Revoke' }).click();
    const dialog = screen.getByRole('dialog', { name: 'Revoke this grant?' });
    await dialog.getByRole('button', { name: 'Revoke' }).click();
    await expect.element(dialog.getByText('Wallet key is required')).toBeVisible();
    await dialog.getByLabelText('Wallet key').fill('Wallet#key2026');
    await dialog.getByRole('button', { name: 'Revoke' }).click();
    // While the dialog is open the page behind it is hidden from role queries, so the row is
    // looked for only after the dialog has closed on the answer.
    await expect.element(dialog).not.toBeInTheDocument();
    await expect.element(row).not.toBeInTheDocument();
    const deletes = calls.filter((c) => c.method === 'DELETE');
    expect(deletes.map(({ method, path, body }) => ({ method, path, body }))).toEqual([
      {
        method: 'DELETE',
        path: '/wallets/w1/chainGrants',
        body: {
          chainId: 'optchain-1',
          grantee: GRANT.grantee,
          msgTypeUrl: '/cosmos.bank.v1beta1.MsgSend',
          walletPasscode: 'Wallet#key2026',
        },
      },
    ]);
  });

  it('lists the send grant behind recurring sends with each schedule, and Stop cancels one with the wallet key', async () => {
    const calls = everyList({
      'GET /wallets/w1/chainGrants': json({ grants: [RECURRING], allowances: [] }),
      'GET /wallets/w1/recurringSends': json({ available: true, schedules: [SCHEDULE] }),
      'DELETE /wallets/w1/recurringSends/sch1': json({
        available: true,
        schedules: [{ ...SCHEDULE, status: 'cancelled', nextRunAt: null }],
      }),
    });
    const screen = await renderPage();
    const grant = screen.getByRole('listitem', { name: 'Recurring sends' });
    await expect.element(grant).toHaveTextContent(/up to 5 OPT.*Revoking it stops them all/);
    const schedule = grant.getByRole('listitem', { name: /^2\.5 OPT every week to opt1re/ });
    await expect
      .element(schedule)
      .toHaveTextContent(
        /1 of 3 sent · next December 13, 2026.*The last run failed \(Not enough OPT in the wallet\); it is tried once more soon\./,
      );
    await schedule.getByRole('button', { name: 'Stop' }).click();
    const dialog = screen.getByRole('dialog', { name: 'Stop this recurring send?' });
    await dialog.getByLabelText('Wallet key').fill('Wallet#key2026');
    await dialog.getByRole('button', { name: 'Revoke' }).click();
    await expect.element(dialog).not.toBeInTheDocument();
    await expect.element(schedule).not.toBeInTheDocument();
    const deletes = calls.filter((c) => c.method === 'DELETE');
    expect(deletes.map(({ path, body }) => ({ path, body }))).toEqual([
      { path: '/wallets/w1/recurringSends/sch1', body: { walletPasscode: 'Wallet#key2026' } },
    ]);
  });

  it('revokes a token approval; a wrong wallet key is said in the dialog and nothing changes', async () => {
    let tries = 0;
    const calls = everyList({
      'DELETE /wallets/w1/tokenApprovals': () =>
        (tries += 1) === 1
          ? json(
              { message: 'Wrong wallet key', errors: { walletPasscode: ['Wrong wallet key'] } },
              400,
            )
          : json({ approvals: [] }),
    });
    const screen = await renderPage();
    const approvals = screen.getByRole('region', { name: 'Token approvals' });
    await approvals.getByRole('button', { name: 'Revoke' }).click();
    const dialog = screen.getByRole('dialog', { name: 'Revoke this approval?' });
    await dialog.getByLabelText('Wallet key').fill('wrong');
    await dialog.getByRole('button', { name: 'Revoke' }).click();
    await expect.element(dialog.getByText('Wrong wallet key')).toBeVisible();
    await dialog.getByLabelText('Wallet key').fill('Wallet#key2026');
    await dialog.getByRole('button', { name: 'Revoke' }).click();
    await expect
      .element(approvals.getByText('Your wallet has approved no one to spend its tokens.'))
      .toBeVisible();
    expect(calls.filter((c) => c.method === 'DELETE').at(-1)?.body).toEqual({
      chainId: '1',
      symbol: 'USDT',
      spender: SPENDER,
      walletPasscode: 'Wallet#key2026',
    });
  });

  it('signs out every other session at once', async () => {
    let ended = false;
    const calls = everyList({
      'GET /user/sessions': () => json({ data: ended ? SESSIONS.slice(0, 1) : SESSIONS }),
      'DELETE /user/sessions': () => {
        ended = true;
        return json({ ended: 1 });
      },
    });
    const screen = await renderPage();
    await screen.getByRole('button', { name: 'Sign out all other sessions' }).click();
    const dialog = screen.getByRole('alertdialog', { name: 'Sign out every other session?' });
    await dialog.getByRole('button', { name: 'Sign out all other sessions' }).click();
    await expect.element(dialog).not.toBeInTheDocument();
    await expect
      .element(screen.getByRole('region', { name: 'Sessions' }).getByText('Unknown browser'))
      .not.toBeInTheDocument();
    expect(calls.some((c) => c.method === 'DELETE' && c.path === '/user/sessions')).toBe(true);
  });
});
