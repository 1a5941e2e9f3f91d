import { expect, test } from '../support/fixtures';
import { API_URL } from '../support/servers';
import { WALLET_PASSCODE, createUserWithWallet, type UserWithWallet } from '../support/api';
import { apiGet, sendOptByApi, summaryLine, transactionsOf } from '../support/money';
import { openSignedIn } from '../support/pages';

/*
 * Money journeys against the real API and its devnet chain: send by username with a memo, a wrong
 * passcode, a double submit, the §5 amount rules, the transaction list, and Receive.
 */

const sends = async (request: Parameters<typeof transactionsOf>[0], user: UserWithWallet) =>
  (await transactionsOf(request, user, '?type=send&limit=100')).transactions;

test('a funded user sends OPT with a memo to another user by username; a wrong passcode returns to preview; the receiver sees the funds and a notification', async ({
  page,
  request,
  inspect,
}) => {
  const sender = await createUserWithWallet(request, 'sender');
  const receiver = await createUserWithWallet(request, 'receiver');
  const before = await apiGet<{ tokens: Array<{ symbol: string; balance: string }> }>(
    request,
    receiver,
    `/wallets/${receiver.walletId}/tokens`,
  );
  const receiverOpt = before.tokens.find((token) => token.symbol === 'OPT')?.balance ?? '0';

  await openSignedIn(page, sender.tokens);
  await expect(page.getByRole('heading', { name: 'Home', level: 1 })).toBeVisible();
  await expect(page.getByTestId('total-balance')).not.toHaveText('$0.00');
  await expect(
    page.getByRole('region', { name: 'Your tokens' }).getByRole('button', { name: /OPT/ }).first(),
  ).toBeVisible();
  await inspect('dashboard');

  // The header's quick search (Ctrl/Cmd+K) opens Send/Receive.
  await page.keyboard.press('Control+k');
  const dialog = page.getByRole('dialog', { name: 'Send/Receive' });
  await expect(dialog).toBeVisible();
  // A quick search: focus is in the receiver field, ready to type a name, not on Close.
  await expect(dialog.getByRole('textbox', { name: 'Receiver' })).toBeFocused();
  await page.keyboard.type(`@${receiver.username}`);
  await dialog.getByRole('textbox', { name: 'Amount' }).fill('12.5');
  await dialog.getByRole('textbox', { name: 'Memo (optional)' }).fill('e2e rent');
  await dialog.getByRole('textbox', { name: 'Description (optional)' }).fill('June rent');
  await inspect('send-form');
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(dialog.getByRole('heading', { name: 'Review and confirm' })).toBeVisible();
  // A new wallet's fee is OptWallet's (gasless first sends): the total is the amount too.
  await expect(summaryLine(dialog, 'Amount')).toHaveText(/^12\.5 OPT · \$/);
  await inspect('send-preview');

  // The passcode or PIN entry (§4): Confirm with nothing typed names the missing PIN.
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(dialog.getByText('Wallet PIN is required')).toBeVisible();
  await inspect('send-pin-required');
  await dialog.getByLabel('Wallet key').fill('Not#thePasscode1');
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(dialog.getByText('Invalid wallet key')).toBeVisible();
  await expect(dialog.getByRole('heading', { name: 'Review and confirm' })).toBeVisible();
  expect(await sends(request, sender)).toHaveLength(0);

  await dialog.getByLabel('Wallet key').fill(WALLET_PASSCODE);
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(dialog.getByRole('heading', { name: 'Transfer Successful!' })).toBeVisible();
  const explorer = dialog.getByRole('link', { name: 'View on explorer' });
  await expect(explorer).toHaveAttribute('href', /\/explorer\/tx\//);
  await inspect('send-success');
  const explorerPage = await request.get(
    new URL((await explorer.getAttribute('href')) ?? '', API_URL).toString(),
  );
  expect(explorerPage.ok()).toBe(true);
  await dialog.getByRole('button', { name: 'Done' }).click();

  const [sent] = await sends(request, sender);
  expect(sent).toMatchObject({ amount: '12.5', symbol: 'OPT', memo: 'e2e rent' });

  // The receiver: balance up by 12.5, a notification about it.
  await page.evaluate(() => localStorage.clear());
  await openSignedIn(page, receiver.tokens, '/my-assets/optchain-1/OPT');
  const expected = (BigInt(Math.round(Number(receiverOpt) * 1e6)) + 12_500_000n).toString();
  const whole = expected.slice(0, -6);
  await expect(page.getByTestId('token-balance')).toContainText(
    `${Number(whole).toLocaleString('en-US')}.5 OPT`,
  );
  // The token page lists this token's own history, newest first.
  const history = page.getByTestId('transaction-list');
  await expect(history.getByRole('button', { name: /Receive OPT/ }).first()).toBeVisible();
  await expect(history.getByRole('button', { name: /USDC|ETH|WBTC|USDT/ })).toHaveCount(0);
  await inspect('token-detail');
  await page.goto('/notifications');
  await expect(page.getByText(/Funds received/i).first()).toBeVisible();
});

test('a double click on Confirm sends once', async ({ page, request }) => {
  const sender = await createUserWithWallet(request, 'double');
  const receiver = await createUserWithWallet(request, 'double_to');
  await openSignedIn(page, sender.tokens, `/send-receive?to=${receiver.nativeAddress}`);
  const dialog = page.getByRole('dialog', { name: 'Send/Receive' });
  await expect(dialog.getByRole('textbox', { name: 'Receiver' })).toHaveValue(
    receiver.nativeAddress,
  );
  await dialog.getByRole('textbox', { name: 'Amount' }).fill('1');
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await dialog.getByLabel('Wallet key').fill(WALLET_PASSCODE);
  await dialog.getByRole('button', { name: 'Confirm' }).dblclick();
  await expect(dialog.getByRole('heading', { name: 'Transfer Successful!' })).toBeVisible();
  expect(await sends(request, sender)).toHaveLength(1);
});

test('amount 0 and more than the balance show the §5 messages and send nothing', async ({
  page,
  request,
  inspect,
}) => {
  const sender = await createUserWithWallet(request, 'rules');
  const receiver = await createUserWithWallet(request, 'rules_to');
  await openSignedIn(page, sender.tokens, `/send-receive?to=${receiver.username}`);
  const dialog = page.getByRole('dialog', { name: 'Send/Receive' });
  await dialog.getByRole('textbox', { name: 'Amount' }).fill('0');
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(dialog.getByText('Amount must be greater than 0')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Amount' }).fill('99999999');
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(dialog.getByText('Insufficient balance')).toBeVisible();
  await inspect('send-rules');
  expect(await sends(request, sender)).toHaveLength(0);
});

test('the transaction list pages by 10 and filters by type, sending no type for All', async ({
  page,
  request,
  inspect,
}) => {
  const user = await createUserWithWallet(request, 'pages');
  const other = await createUserWithWallet(request, 'pages_to');
  // Enough history for two pages: the faucet's receipts plus eleven sends.
  for (let i = 0; i < 11; i++) {
    const response = await request.post(`${API_URL}/api/wallets/${user.walletId}/transfer`, {
      headers: { 'X-App-Version': '1.0.3', Authorization: `Bearer ${user.token}` },
      data: {
        amount: '0.1',
        chainId: 'optchain-1',
        symbol: 'OPT',
        to: other.nativeAddress,
        transferType: 'send',
        description: `#${i}`,
        walletPasscode: WALLET_PASSCODE,
      },
    });
    expect(response.ok(), await response.text()).toBe(true);
  }
  const firstPage = page.waitForRequest((r) =>
    r.url().includes(`/wallets/${user.walletId}/transactions`),
  );
  await openSignedIn(page, user.tokens, '/my-assets');
  expect(new URL((await firstPage).url()).searchParams.has('type')).toBe(false);
  const list = page.getByTestId('transaction-list');
  const rows = list.getByRole('list', { name: 'Transactions' }).getByRole('listitem');
  await expect(rows).toHaveCount(10);
  await inspect('assets');

  // The next page is read after the last row shown: page 2 with page 1's nextCursor.
  const secondPage = page.waitForRequest((r) => r.url().includes('page=2'));
  await page
    .getByRole('navigation', { name: 'Transaction pages' })
    .getByRole('button', { name: 'Next page' })
    .click();
  expect(new URL((await secondPage).url()).searchParams.get('cursor')).toMatch(/^[\w-]+$/);
  await expect(
    page
      .getByRole('navigation', { name: 'Transaction pages' })
      .getByRole('button', { name: 'Page 2' }),
  ).toHaveAttribute('aria-current', 'page');
  await expect(rows.first()).toBeVisible();
  await inspect('assets-page-2');

  const filtered = page.waitForRequest((r) => r.url().includes('type=receive'));
  await list.getByRole('button', { name: 'Transaction type' }).click();
  await page.getByRole('option', { name: 'Receive' }).click();
  expect(new URL((await filtered).url()).searchParams.get('page')).toBe('1');
  await expect(rows.first()).toContainText('Receive');
  for (const row of await rows.all()) await expect(row).toContainText('Receive');

  // A row opens its details with the explorer link.
  await rows.first().getByRole('button').click();
  const detail = page.getByRole('dialog', { name: 'Transaction details' });
  await expect(detail.getByText('Network')).toBeVisible();
  await expect(detail.getByRole('link', { name: 'View on explorer' })).toHaveAttribute(
    'href',
    /\/explorer\/tx\//,
  );
  await inspect('transaction-detail');
});

test('the history keeps its page and filter in the URL (Back, Forward, reload) and names who each payment was with, with the memo', async ({
  page,
  request,
  inspect,
}) => {
  const user = await createUserWithWallet(request, 'history');
  const friend = await createUserWithWallet(request, 'history_ana');
  // Eleven payments from a friend, each with a memo: with the faucet's receipts, two pages.
  for (let i = 0; i < 11; i++)
    await sendOptByApi(request, friend, user.nativeAddress, '0.1', `lunch #${i}`);
  await openSignedIn(page, user.tokens, '/my-assets');
  const list = page.getByTestId('transaction-list');
  const rows = list.getByRole('list', { name: 'Transactions' }).getByRole('listitem');
  const pages = page.getByRole('navigation', { name: 'Transaction pages' });
  // A reload runs the guards again: slow on a busy machine.
  const onPage = (number: number) =>
    expect(pages.getByRole('button', { name: `Page ${number}`, exact: true })).toHaveAttribute(
      'aria-current',
      'page',
      { timeout: 30_000 },
    );

  // Who and why, as Venmo shows it: the friend's @username and the memo; the faucet (nobody's
  // account) by its short address.
  await expect(rows.first()).toContainText(`Receive OPT from @${friend.username}`);
  await expect(rows.first()).toContainText('“lunch #10”');
  await inspect('history-rows');

  await pages.getByRole('button', { name: 'Next page' }).click();
  await expect(page).toHaveURL(/\/my-assets\?page=2$/);
  await onPage(2);
  await expect(list).toContainText(/Receive OPT from opt1\w{2}\.\.\.\w{3}/);
  // A reload stays on page 2.
  await page.reload();
  await onPage(2);
  // Back leaves page 2 for page 1 of the list, not the list itself; Forward returns.
  await page.goBack();
  await expect(page).toHaveURL(/\/my-assets$/);
  await onPage(1);
  await expect(rows.first()).toContainText('“lunch #10”');
  await page.goForward();
  await expect(page).toHaveURL(/\/my-assets\?page=2$/);
  await onPage(2);

  // A filter is a place too.
  await list.getByRole('button', { name: 'Transaction type' }).click();
  await page.getByRole('option', { name: 'Receive' }).click();
  await expect(page).toHaveURL(/\/my-assets\?type=receive$/);
  await page.goBack();
  await expect(page).toHaveURL(/\/my-assets\?page=2$/);
  await expect(list.getByRole('button', { name: 'Transaction type' })).toContainText('All types');
});

test('Receive shows the address as text and QR, copies it and downloads the QR', async ({
  page,
  context,
  request,
  inspect,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const user = await createUserWithWallet(request, 'receive');
  await openSignedIn(page, user.tokens, '/send-receive?tab=receive');
  const dialog = page.getByRole('dialog', { name: 'Send/Receive' });
  await expect(dialog.getByTestId('receive-address').first()).toHaveText(user.nativeAddress);
  await expect(dialog.getByRole('img', { name: 'QR code of your OptChain address' })).toBeVisible();
  await expect(
    dialog.getByText('Send only OptChain tokens to this address.', { exact: false }),
  ).toBeVisible();
  await inspect('receive');
  await dialog.getByRole('button', { name: 'Copy address' }).first().click();
  await expect(page.getByText('Copied!').first()).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(user.nativeAddress);
  const download = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Download QR' }).first().click();
  expect((await download).suggestedFilename()).toBe('optwallet-optchain-1-address.png');
  await dialog.getByRole('tab', { name: 'Ethereum' }).click();
  await expect(dialog.getByTestId('receive-address').filter({ visible: true })).toHaveText(
    user.evmAddress,
  );
});
