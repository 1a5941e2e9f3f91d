import type { APIRequestContext, Page } from '@playwright/test';
import { VIEWPORTS, expect, test } from '../support/fixtures';
import { API_URL } from '../support/servers';
import { WALLET_PASSCODE, createUserWithWallet, type UserWithWallet } from '../support/api';
import { expectNoSidewaysScroll, openSignedIn } from '../support/pages';

/*
 * Issue 19, social and mobile: the memo in the receiver's notification, "You and Ana" with Send
 * and Request, another person's receive QR, dialogs as bottom sheets at 390 px, and transaction
 * rows that stay readable at 390 px, and no screen at 390 px that scrolls sideways.
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

async function pay(
  request: APIRequestContext,
  from: UserWithWallet,
  to: UserWithWallet,
  amount: string,
  memo: string,
) {
  const response = await request.post(`${API_URL}/api/wallets/${from.walletId}/transfer`, {
    headers: auth(from),
    data: {
      amount,
      chainId: 'optchain-1',
      symbol: 'OPT',
      to: to.nativeAddress,
      transferType: 'send',
      description: '',
      memo,
      walletPasscode: WALLET_PASSCODE,
    },
  });
  expect(response.ok(), await response.text()).toBe(true);
}

/** Texts inside the elements cut short (wider than their box): what "Distrib…" looks like. */
function clippedTexts(page: Page, selector: string): Promise<string[]> {
  return page.locator(selector).evaluateAll((rows: Element[]) => {
    const clipped: string[] = [];
    for (const row of rows) {
      const texts = [row, ...Array.from(row.querySelectorAll('span'))].filter(
        (el) => el === row || el.children.length === 0,
      );
      for (const el of texts) {
        if (el.scrollWidth > el.clientWidth + 1) clipped.push(el.textContent ?? '');
      }
    }
    return clipped;
  });
}

test('a memo reaches the receiver’s notification; a friend’s profile shows "You and Ana" with the payments, their receive QR, Send, and a Request they can pay from Requests', async ({
  page,
  browser,
  request,
  inspect,
}) => {
  const ana = await createUserWithWallet(request, 'ana');
  const ben = await createUserWithWallet(request, 'ben');
  await named(request, ana, 'Ana');
  await named(request, ben, 'Ben');
  await pay(request, ana, ben, '5', 'for lunch');
  await pay(request, ben, ana, '2', 'change');

  // Ben's notification carries Ana's memo, like Venmo's note.
  await openSignedIn(page, ben.tokens, '/notifications');
  await expect(page.getByText("Ana Test sent you 5 OPT: 'for lunch'")).toBeVisible();
  await inspect('notification-memo');

  // Ben looks at Ana: the payments between them, with memos, and Ana's receive QR.
  await page.goto(`/profile/${ana.username}`);
  await expect(page.getByRole('heading', { name: 'You and Ana' })).toBeVisible();
  const payments = page.getByRole('list', { name: 'Payments between you and Ana' });
  await expect(payments.getByRole('listitem')).toHaveCount(2);
  await expect(payments.getByRole('listitem').first()).toContainText('You paid Ana');
  await expect(payments.getByRole('listitem').first()).toContainText('“change”');
  await expect(payments.getByRole('listitem').nth(1)).toContainText('Ana paid you');
  await expect(payments.getByRole('listitem').nth(1)).toContainText('“for lunch”');
  await expect(payments.getByRole('listitem').nth(1)).toContainText('+5 OPT');
  await expect(page.getByText('Scan to pay Ana')).toBeVisible();
  await expect(
    page.getByRole('img', { name: `QR code of the OptChain address ${ana.nativeAddress}` }),
  ).toBeVisible();
  await expect(page.getByText(ana.evmAddress)).toBeVisible();
  await inspect('you-and-ana');

  // Request: on a phone the form is a bottom sheet.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('button', { name: 'Request', exact: true }).click();
  const sheet = page.getByRole('dialog', { name: 'Request from Ana' });
  await expect(sheet).toBeVisible();
  await expect(sheet).not.toHaveAttribute('data-state', 'closed');
  await expect
    .poll(async () => {
      const box = await sheet.boundingBox();
      return box && { left: box.x, width: box.width, bottom: Math.round(box.y + box.height) };
    })
    .toEqual({ left: 0, width: 390, bottom: 844 });
  await expectNoSidewaysScroll(page, 'the request sheet');
  await sheet.getByRole('textbox', { name: 'Amount' }).fill('0');
  await sheet.getByRole('button', { name: 'Send request' }).click();
  await expect(sheet.getByText('Amount must be greater than 0')).toBeVisible();
  await sheet.getByRole('textbox', { name: 'Amount' }).fill('7');
  await sheet.getByRole('textbox', { name: 'Note (optional)' }).fill('tickets');
  await inspect('request-sheet');
  await sheet.getByRole('button', { name: 'Send request' }).click();
  await expect(page.getByText('Request sent to Ana')).toBeVisible();
  await expect(sheet).toHaveCount(0);

  // Ana is asked, and the notification opens her Requests, where Pay pays him (issue 32).
  const anaContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const anaPage = await anaContext.newPage();
  await openSignedIn(anaPage, ana.tokens, '/notifications');
  const asked = anaPage.getByText("Ben Test asked you for 7 OPT: 'tickets'");
  await expect(asked).toBeVisible();
  await asked.click();
  await expect(anaPage).toHaveURL(/\/requests$/);
  await expect(anaPage.getByTestId('payment-request')).toContainText('Ben Test requests');
  await expect(anaPage.getByRole('button', { name: 'Pay', exact: true })).toBeVisible();
  // Send from his profile still leads to Send/Receive with Ben as receiver, and back when done.
  await anaPage.goto(`/profile/${ben.username}`);
  await expect(anaPage.getByRole('heading', { name: 'You and Ben' })).toBeVisible();
  await anaPage.getByRole('main').getByRole('button', { name: 'Send', exact: true }).click();
  await expect(anaPage).toHaveURL(
    new RegExp(`/send-receive\\?to=${ben.username}&back=%2Fprofile%2F[^&]+$`),
  );
  await anaContext.close();
});

test('at 390 px the transaction rows keep title, amount and date whole', async ({
  page,
  request,
  inspect,
}) => {
  const user = await createUserWithWallet(request, 'rows');
  const other = await createUserWithWallet(request, 'rows_to');
  await pay(request, user, other, '123.456789', 'a long amount');
  await page.setViewportSize({ width: 390, height: 844 });
  await openSignedIn(page, user.tokens, '/my-assets');
  const rows = page.getByRole('list', { name: 'Transactions' }).getByRole('button');
  await expect(rows.first()).toBeVisible();
  await expect(rows.first()).toContainText('123.456789 OPT');
  expect(await clippedTexts(page, '[aria-label="Transactions"] button')).toEqual([]);
  await inspect('transaction-rows');
});

test('at 390 px no screen scrolls sideways: notifications with long memos, the notifications menu, the request sheet and the main routes', async ({
  page,
  request,
}) => {
  const ana = await createUserWithWallet(request, 'narrow');
  const ben = await createUserWithWallet(request, 'narrow_to');
  await named(request, ana, 'Ana');
  await named(request, ben, 'Ben');
  const unbroken = 'supercalifragilisticexpialidocious_with_nowhere_to_break_the_line';
  await pay(request, ben, ana, '5', unbroken);
  await pay(request, ben, ana, '1.123456', 'for the concert tickets, the dinner and the taxi home');
  await page.setViewportSize(VIEWPORTS.mobile);
  // Screens that load in parts are measured once every part is there.
  const settled = () => expect(page.locator('[aria-busy="true"]')).toHaveCount(0);

  await openSignedIn(page, ana.tokens, '/notifications');
  await expect(page.getByText(unbroken, { exact: false })).toBeVisible();
  await settled();
  await expectNoSidewaysScroll(page, '/notifications');

  await page.getByRole('button', { name: /^Notifications, \d+ unread$/ }).click();
  await expect(page.getByRole('dialog', { name: 'Notifications' })).toBeVisible();
  await expectNoSidewaysScroll(page, 'the notifications menu');
  await page.keyboard.press('Escape');

  for (const path of [
    '/dashboard',
    '/my-assets',
    '/my-assets/optchain-1/OPT',
    '/my-assets/1/USDT',
    '/my-assets/stake/optchain-1/OPT',
    '/network/following',
    '/distribution',
    '/settings',
    '/help-support',
    '/profile',
    `/profile/${ben.username}`,
  ]) {
    await page.goto(path);
    await expect(page.getByRole('main').getByRole('heading', { level: 1 }).first()).toBeVisible();
    await settled();
    await expectNoSidewaysScroll(page, path);
  }

  await page.goto('/send-receive');
  await expect(page.getByRole('dialog', { name: 'Send/Receive' })).toBeVisible();
  await expectNoSidewaysScroll(page, '/send-receive');

  await page.goto(`/profile/${ben.username}`);
  await page.getByRole('button', { name: 'Request', exact: true }).click();
  const sheet = page.getByRole('dialog', { name: 'Request from Ben' });
  await expect(sheet).toBeVisible();
  await sheet.getByRole('textbox', { name: 'Note (optional)' }).fill(unbroken);
  await sheet.getByRole('button', { name: 'Send request' }).click();
  await expect(sheet.getByText('Amount is required')).toBeVisible();
  await expectNoSidewaysScroll(page, 'the request sheet with an error');
});
