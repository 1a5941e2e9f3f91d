import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { captureScreens, expect, expectAccessible, test } from '../support/fixtures';
import { API_URL } from '../support/servers';
import { WALLET_PASSCODE, createUserWithWallet, type UserWithWallet } from '../support/api';
import { apiGet, optBalance } from '../support/money';
import { expectNoSidewaysScroll, openSignedIn } from '../support/pages';

/*
 * Issue 32, payment requests between two people in two browsers: Ben asks Ana for money; Ana
 * sees it in her notifications and on Requests, and pays it from a send review locked to the
 * request (from two tabs at once: one transfer, and only one tab says it paid); both see it paid, in Requests and in "You and
 * Ana". Then a decline (Ben is told) and a cancel (gone from Ana's open requests).
 */

const auth = (user: UserWithWallet) => ({
  'X-App-Version': '1.0.3',
  Authorization: `Bearer ${user.token}`,
});

async function named(request: APIRequestContext, user: UserWithWallet, first: string) {
  const response = await request.put(`${API_URL}/api/user/profile`, {
    headers: auth(user),
    data: { first_name: first, last_name: 'Test', bio: '', country: 'DE' },
  });
  expect(response.ok(), await response.text()).toBe(true);
}

type Person = UserWithWallet & { id: string };

async function ask(
  request: APIRequestContext,
  from: Person,
  to: Person,
  amount: string,
  memo?: string,
) {
  const response = await request.post(`${API_URL}/api/payment-requests/${to.id}`, {
    headers: auth(from),
    data: { amount, chainId: 'optchain-1', symbol: 'OPT', ...(memo ? { memo } : {}) },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { request: { id: string } }).request.id;
}

async function signedInContext(browser: Browser, user: UserWithWallet, path: string) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await openSignedIn(page, user.tokens, path);
  return { context, page };
}

async function withId(request: APIRequestContext, user: UserWithWallet): Promise<Person> {
  const me = await apiGet<{ id: string }>(request, user, '/user');
  return { ...user, id: me.id };
}

test('Ben requests, Ana pays from the locked review in two tabs at once: one transfer, paid on both sides and in "You and Ana"', async ({
  page,
  browser,
  request,
  inspect,
}, testInfo) => {
  // Two people, three pages and two looked-at screens on a shared 2-core machine.
  test.setTimeout(180_000);
  const ana = await withId(request, await createUserWithWallet(request, 'req_ana'));
  const ben = await withId(request, await createUserWithWallet(request, 'req_ben'));
  await named(request, ana, 'Ana');
  await named(request, ben, 'Ben');

  // Ben asks from Ana's profile.
  await openSignedIn(page, ben.tokens, `/profile/${ana.username}`);
  await page.getByRole('button', { name: 'Request', exact: true }).click();
  const sheet = page.getByRole('dialog', { name: 'Request from Ana' });
  await sheet.getByRole('textbox', { name: 'Amount' }).fill('3');
  await sheet.getByRole('textbox', { name: 'Note (optional)' }).fill('pizza');
  await sheet.getByRole('button', { name: 'Send request' }).click();
  await expect(page.getByText('Request sent to Ana')).toBeVisible();
  const between = page.getByRole('list', { name: 'Payment requests between you and Ana' });
  await expect(between.getByTestId('request-between')).toHaveAttribute('data-state', 'open');
  await expect(between).toContainText('You requested 3 OPT');

  // Ana: the bell's notification opens Requests, with Pay and Decline.
  const anaSide = await signedInContext(browser, ana, '/notifications');
  const anaPage = anaSide.page;
  await anaPage.getByText("Ben Test asked you for 3 OPT: 'pizza'").click();
  await expect(anaPage).toHaveURL(/\/requests$/);
  const row = anaPage.getByTestId('payment-request');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Ben Test requests');
  await expect(row).toContainText('“pizza”');
  await expect(row).toContainText('3 OPT');
  await expect(row.getByRole('button', { name: 'Decline' })).toBeVisible();

  const anaBefore = await optBalance(request, ana);
  const benBefore = await optBalance(request, ben);

  // A second tab of Ana's on the same request: both press Pay at the same moment.
  const secondTab = await anaSide.context.newPage();
  await secondTab.goto('/requests');
  const tabs = [anaPage, secondTab];
  for (const tab of tabs) {
    await tab.getByTestId('payment-request').getByRole('button', { name: 'Pay' }).click();
    const review = tab.getByRole('dialog', { name: 'Pay Ben Test' });
    await expect(review.getByTestId('pay-amount')).toHaveText('3 OPT');
    // Locked: the review has no field for the amount or the receiver, only the wallet key.
    await expect(review.getByRole('textbox')).toHaveCount(1);
    await expect(review).toContainText(ben.nativeAddress);
    await expect(review).toContainText('“pizza”');
    await review.getByLabel('Wallet key').fill(WALLET_PASSCODE);
  }
  await Promise.all(
    tabs.map((tab) =>
      tab
        .getByRole('dialog', { name: 'Pay Ben Test' })
        .getByRole('button', { name: 'Pay 3 OPT' })
        .click(),
    ),
  );
  // One tab paid it; the other says nothing was sent, since the request was already paid.
  const outcome = (tab: Page) =>
    tab
      .getByRole('heading', { name: 'Transfer Successful!' })
      .or(tab.getByRole('heading', { name: 'Nothing was sent' }));
  for (const tab of tabs) await expect(outcome(tab)).toBeVisible({ timeout: 30_000 });
  const succeeded = await Promise.all(
    tabs.map((tab) => tab.getByRole('heading', { name: 'Transfer Successful!' }).isVisible()),
  );
  expect(succeeded.filter(Boolean)).toHaveLength(1);
  const payer = succeeded[0] ? anaPage : secondTab;
  const late = succeeded[0] ? secondTab : anaPage;
  await expect(payer.getByRole('dialog', { name: 'Pay Ben Test' })).toContainText(
    'You paid Ben Test 3 OPT.',
  );
  const lateDialog = late.getByRole('dialog', { name: 'Pay Ben Test' });
  await expect(lateDialog).toContainText('This request was already paid.');
  await expect(lateDialog).not.toContainText('You paid');
  await expectAccessible(late);
  await captureScreens(late, testInfo, 'pay-request-second-tab');
  await secondTab.close();

  // The balance moved once: Ben has exactly 3 more, Ana 3 plus one fee less.
  await expect.poll(() => optBalance(request, ben)).toBe(benBefore + 3);
  const anaAfter = await optBalance(request, ana);
  expect(anaBefore - anaAfter).toBeGreaterThanOrEqual(3);
  expect(anaBefore - anaAfter).toBeLessThan(4);

  await anaPage.getByRole('button', { name: 'Done' }).click();
  await expect(anaPage.getByText('No open requests to pay')).toBeVisible();
  await anaPage.getByRole('button', { name: 'All', exact: true }).click();
  await expect(anaPage.getByTestId('payment-request')).toHaveAttribute('data-state', 'paid');
  await anaSide.context.close();

  // Ben sees it paid: the notification, Requests, and "You and Ana".
  await page.goto('/requests?tab=outgoing&show=all');
  await expect(page.getByTestId('payment-request')).toHaveAttribute('data-state', 'paid');
  await expect(page.getByTestId('payment-request')).toContainText('Paid');
  await inspect('requests-outgoing-paid');
  await page.goto(`/profile/${ana.username}`);
  await expect(between.getByTestId('request-between')).toHaveAttribute('data-state', 'paid');
  const payments = page.getByRole('list', { name: 'Payments between you and Ana' });
  await expect(payments.getByRole('listitem')).toHaveCount(1);
  await expect(payments).toContainText('Ana paid you');
  await expect(payments).toContainText('+3 OPT');
  await page.goto('/notifications');
  await expect(page.getByText('Ana Test paid your request for 3 OPT.')).toBeVisible();
});

test('Ana declines one request and Ben cancels another: each side sees the state, with the screens at 1280 and 390 px', async ({
  page,
  browser,
  request,
  inspect,
}) => {
  const ana = await withId(request, await createUserWithWallet(request, 'req_ana2'));
  const ben = await withId(request, await createUserWithWallet(request, 'req_ben2'));
  await named(request, ana, 'Ana');
  await named(request, ben, 'Ben');
  await ask(request, ben, ana, '1', 'coffee');
  await ask(request, ben, ana, '2.5', 'cinema tickets for Saturday night');

  await openSignedIn(page, ana.tokens, '/requests');
  const rows = page.getByTestId('payment-request');
  await expect(rows).toHaveCount(2);
  await inspect('requests-incoming');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await expect(rows).toHaveCount(2);
  await expectNoSidewaysScroll(page, 'the requests list');
  await rows.first().getByRole('button', { name: 'Pay' }).click();
  const review = page.getByRole('dialog', { name: 'Pay Ben Test' });
  await expect(review.getByTestId('pay-amount')).toHaveText('2.5 OPT');
  await expect(review).toContainText('Network fee');
  await expect(review).not.toContainText('Estimating');
  await inspect('pay-review');
  await review.getByRole('button', { name: 'Close' }).click();
  await page.setViewportSize({ width: 1280, height: 900 });

  // Decline the coffee (the older one, listed second).
  const coffee = rows.filter({ hasText: 'coffee' });
  await coffee.getByRole('button', { name: 'Decline' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Decline this request?' });
  await expect(confirm).toContainText(
    'Ben Test will be told you declined their request for 1 OPT.',
  );
  await confirm.getByRole('button', { name: 'Decline' }).click();
  await expect(page.getByText('Request declined')).toBeVisible();
  await expect(rows).toHaveCount(1);

  // Ben: told of the decline; cancels the other.
  const benSide = await signedInContext(browser, ben, '/notifications');
  const benPage = benSide.page;
  await benPage.getByText('Ana Test declined your request for 1 OPT.').click();
  await expect(benPage).toHaveURL(/\/requests\?tab=outgoing$/);
  const open = benPage.getByTestId('payment-request');
  await expect(open).toHaveCount(1);
  await open.getByRole('button', { name: 'Cancel request' }).click();
  await benPage
    .getByRole('alertdialog', { name: 'Cancel this request?' })
    .getByRole('button', { name: 'Cancel request' })
    .click();
  await expect(benPage.getByText('Request cancelled')).toBeVisible();
  await expect(benPage.getByText('None of your requests are open')).toBeVisible();
  await benPage.getByRole('button', { name: 'All', exact: true }).click();
  await expect(benPage.getByTestId('payment-request')).toHaveCount(2);
  await expect(
    benPage.getByTestId('payment-request').filter({ hasText: 'coffee' }),
  ).toHaveAttribute('data-state', 'declined');
  await expect(
    benPage.getByTestId('payment-request').filter({ hasText: 'cinema' }),
  ).toHaveAttribute('data-state', 'cancelled');
  await benSide.context.close();

  // Ana, back on the page (focus refetches): nothing open to pay.
  await page.reload();
  await expect(page.getByText('No open requests to pay')).toBeVisible();
  await inspect('requests-empty');
  await page.goto(`/profile/${ben.username}`);
  const between = page.getByRole('list', { name: 'Payment requests between you and Ben' });
  await expect(between.getByTestId('request-between')).toHaveCount(2);
  await inspect('you-and-ben-requests');
});

test('the Request dialog says what is wrong with an amount as the Send form does, and a 20-digit amount fits every card at 390 px', async ({
  page,
  browser,
  request,
  inspect,
}) => {
  const ana = await withId(request, await createUserWithWallet(request, 'req_ana3'));
  const ben = await withId(request, await createUserWithWallet(request, 'req_ben3'));
  await named(request, ana, 'Ana');
  await named(request, ben, 'Ben');

  await openSignedIn(page, ben.tokens, `/profile/${ana.username}`);
  await page.getByRole('button', { name: 'Request', exact: true }).click();
  const sheet = page.getByRole('dialog', { name: 'Request from Ana' });
  const amount = sheet.getByRole('textbox', { name: 'Amount' });
  const sendRequest = sheet.getByRole('button', { name: 'Send request' });
  // Each fault with its own message (issue 44): the text stays as typed, nothing is dropped.
  const faults: [string, string][] = [
    ['1.1234567', 'Amount can have at most 6 decimal places'],
    ['1'.repeat(90), 'This amount is larger than any wallet can hold'],
    ['99999999999999999999', 'You can request at most 1,000,000,000 OPT'],
    ['0', 'Amount must be greater than 0'],
    ['abc', 'Use only digits and a decimal point'],
    ['-5', 'Amount cannot be negative'],
    ['1e3', 'Write the amount in full, without an exponent (1000, not 1e3)'],
    ['1,000', 'This could be 1000 or 1: write it without the comma, or with a point for decimals'],
  ];
  for (const [typed, message] of faults) {
    await amount.fill(typed);
    await sendRequest.click();
    await expect(sheet.getByText(message)).toBeVisible();
    await expect(amount).toHaveValue(typed);
  }
  await inspect('request-dialog-error');

  // 1,000.50 is read as 1000.50 (never 1.00050): the request says so.
  await amount.fill('1,000.50');
  await sendRequest.click();
  await expect(page.getByText('Request sent to Ana')).toBeVisible();
  const between = page.getByRole('list', { name: 'Payment requests between you and Ana' });
  await expect(between).toContainText('You requested 1,000.5 OPT');
  // The next request's toast says the same words: dismiss this one first, as a person would, or
  // two toasts stand together (a toast under the pointer stays while hovered).
  const sentToast = page.getByRole('status').filter({ hasText: 'Request sent to Ana' });
  await sentToast.getByRole('button', { name: 'Dismiss' }).click();
  await expect(sentToast).toHaveCount(0);

  // A 20-digit amount (the ceiling in whole units, eight decimals of ETH).
  const long = '999,999,999.12345678 ETH';
  await page.getByRole('button', { name: 'Request', exact: true }).click();
  await sheet.getByLabel('Token').click();
  await page.getByRole('option', { name: 'ETH' }).click();
  await amount.fill('999999999.12345678');
  await sendRequest.click();
  await expect(page.getByText('Request sent to Ana')).toBeVisible();
  await expect(between).toContainText(long);

  const narrow = { width: 390, height: 844 };
  await page.setViewportSize(narrow);
  await page.reload();
  await expect(between).toContainText(long);
  await expectNoSidewaysScroll(page, '"You and Ana" with a 20-digit request');
  await page.goto('/requests?tab=outgoing');
  await expect(page.getByTestId('payment-request').first()).toContainText(long);
  await expectNoSidewaysScroll(page, 'the requester’s Requests card');

  const anaSide = await signedInContext(browser, ana, '/requests');
  const anaPage = anaSide.page;
  await anaPage.setViewportSize(narrow);
  const card = anaPage.getByTestId('payment-request').filter({ hasText: 'ETH' });
  await expect(card).toContainText(long);
  await expectNoSidewaysScroll(anaPage, 'the payer’s Requests card');
  const cardBox = await card.boundingBox();
  expect(cardBox && cardBox.x + cardBox.width).toBeLessThanOrEqual(narrow.width);
  await card.getByRole('button', { name: 'Pay' }).click();
  const review = anaPage.getByRole('dialog', { name: 'Pay Ben Test' });
  await expect(review.getByTestId('pay-amount')).toHaveText(long);
  await expectNoSidewaysScroll(anaPage, 'the pay review of a 20-digit request');
  await review.getByRole('button', { name: 'Close' }).click();
  await anaPage.goto('/notifications');
  await expect(anaPage.getByText('Ben Test asked you for 999999999.12345678 ETH.')).toBeVisible();
  await expectNoSidewaysScroll(anaPage, 'the notifications with a 20-digit request');
  await anaSide.context.close();

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/requests?tab=outgoing');
  await expect(page.getByTestId('payment-request').first()).toContainText(long);
  await inspect('requests-long-amount');
});
