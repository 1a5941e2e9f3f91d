import { readFile } from 'node:fs/promises';
import { expect, test, captureScreens, expectAccessible } from '../support/fixtures';
import { PASSWORD, nextMessage, outbox, uniqueEmail, uniqueUsername } from '../support/api';
import { enterCode } from '../support/pages';
import { WEB_URL } from '../support/servers';
import { openSignedIn } from '../support/pages';
import { createSocialUser, ensureWallet, notifyAt, signInByApi } from '../support/social';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/** Midnight of the day `time` falls in, in this machine's zone (the browser's too). */
function startOfLocalDay(time: number): number {
  const day = new Date(time);
  day.setHours(0, 0, 0, 0);
  return day.getTime();
}

test('A finds B (3 characters: the message; more: results) and follows; B is notified, finds A among followers and follows back; unfollow flips the row', async ({
  browser,
  page,
  request,
  inspect,
}, testInfo) => {
  const a = await createSocialUser(request, 'amy');
  const b = await createSocialUser(request, 'bert');

  await openSignedIn(page, a.tokens, '/network/following');
  await expect(page.getByRole('heading', { name: 'Network' })).toBeVisible();
  await expect(page.getByText('You are not following anyone yet')).toBeVisible();
  await inspect('network-following-empty');

  await page.getByRole('button', { name: 'Add Contacts', exact: true }).click();
  const modal = page.getByRole('dialog', { name: 'Add Contacts' });
  await expect(modal.getByText('Search Contact Here')).toBeVisible();
  await inspect('add-contacts');
  const box = modal.getByRole('searchbox', { name: 'Search contacts' });
  await box.fill(b.username.slice(0, 3));
  await modal.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(modal.getByText('Please search atleast 4 characters for a contacts')).toBeVisible();
  await box.fill(b.username);
  await expect(modal.getByText(`@${b.username}`)).toBeVisible();
  await inspect('add-contacts-results');

  await modal.getByRole('button', { name: `Follow ${b.name}` }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm.getByRole('heading', { name: 'Confirm Follow' })).toBeVisible();
  await expect(confirm.getByText('Are you sure you want to follow this user?')).toBeVisible();
  await inspect('confirm-follow');
  await confirm.getByRole('button', { name: 'Follow' }).click();
  await expect(page.getByText('User Followed successfully')).toBeVisible();
  await expect(modal.getByRole('button', { name: `Unfollow ${b.name}` })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await modal.getByRole('button', { name: 'Close' }).click();
  // The following tab reloaded after the follow.
  await expect(page.getByRole('list', { name: 'Following' }).getByText(b.name)).toBeVisible();
  await inspect('network-following');

  // B, in a browser of their own.
  const bContext = await browser.newContext({ baseURL: WEB_URL });
  const bPage = await bContext.newPage();
  await openSignedIn(bPage, b.tokens, '/network/followers');
  await expect(bPage.getByRole('list', { name: 'Followers' }).getByText(a.name)).toBeVisible();
  await bPage.getByRole('button', { name: 'Notifications, 1 unread' }).click();
  const panel = bPage.getByRole('dialog', { name: 'Notifications' });
  await expect(panel.getByText(`${a.name} started following you.`)).toBeVisible();
  await expectAccessible(bPage);
  await captureScreens(bPage, testInfo, 'notifications-menu');
  // The notification leads to A's profile and is read from then on.
  await panel.getByRole('button', { name: /New follower/ }).click();
  await expect(bPage).toHaveURL(new RegExp(`/profile/[^/]+$`));
  await expect(bPage.getByRole('heading', { name: a.name })).toBeVisible();
  await expect(bPage.getByRole('button', { name: 'Notifications', exact: true })).toBeVisible();

  await bPage.goto('/network/followers');
  const followers = bPage.getByRole('list', { name: 'Followers' });
  await followers.getByRole('button', { name: `Follow ${a.name}` }).click();
  await bPage.getByRole('alertdialog').getByRole('button', { name: 'Follow' }).click();
  await expect(bPage.getByText('User Followed successfully')).toBeVisible();
  await expect(followers.getByRole('button', { name: `Unfollow ${a.name}` })).toBeVisible();
  await expectAccessible(bPage);
  await captureScreens(bPage, testInfo, 'network-followers');
  await bContext.close();

  // A now has B among followers; unfollowing from there flips the row back to Follow.
  await page.goto('/network/followers');
  const aFollowers = page.getByRole('list', { name: 'Followers' });
  await aFollowers.getByRole('button', { name: `Unfollow ${b.name}` }).click();
  const unfollow = page.getByRole('alertdialog');
  await expect(unfollow.getByRole('heading', { name: 'Confirm Unfollow' })).toBeVisible();
  await expect(unfollow.getByText('Are you sure you want to unfollow this user?')).toBeVisible();
  await unfollow.getByRole('button', { name: 'Unfollow' }).click();
  await expect(page.getByText('User Unfollowed successfully')).toBeVisible();
  await expect(aFollowers.getByRole('button', { name: `Follow ${b.name}` })).toHaveAttribute(
    'aria-pressed',
    'false',
  );
  await page.getByRole('tab', { name: /Following/ }).click();
  await expect(page.getByText('You are not following anyone yet')).toBeVisible();
});

test('A invites an unknown email (the outbox holds the invite) and a newcomer who signs up through A’s link appears under referrals', async ({
  browser,
  page,
  request,
  inspect,
}) => {
  const a = await createSocialUser(request, 'inviter');
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await openSignedIn(page, a.tokens, '/network/referrals');
  await expect(page.getByText('No referrals yet')).toBeVisible();
  const link = `${WEB_URL}/c/${a.username}`;
  await expect(page.getByTestId('invite-link')).toHaveText(link);
  await page.getByRole('button', { name: 'Copy Invite Link' }).click();
  await expect(page.getByText('Invite link copied to clipboard')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
  await inspect('network-referrals-empty');

  const friend = uniqueEmail('friend');
  await page.getByRole('button', { name: 'Add contacts', exact: true }).click();
  const modal = page.getByRole('dialog', { name: 'Add Contacts' });
  await modal.getByRole('searchbox', { name: 'Search contacts' }).fill(friend);
  await modal.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(modal.getByText(friend)).toBeVisible();
  await inspect('add-contacts-invite');
  await modal.getByRole('button', { name: 'Invite', exact: true }).click();
  await expect(page.getByText('Contact invited successfully')).toBeVisible();
  const [invite] = await outbox(request, friend);
  expect(invite?.subject).toContain('invited you to OptWallet');
  expect(invite?.link).toBe(link);
  await modal.getByRole('button', { name: 'Close' }).click();

  // A newcomer opens the link signed out: sign-up with A as referrer, code, onboarding.
  const newcomer = await browser.newContext({ baseURL: WEB_URL });
  const nPage = await newcomer.newPage();
  const email = uniqueEmail('newcomer');
  await nPage.goto(`/c/${a.username}`);
  await nPage.getByRole('link', { name: 'Create an account' }).click();
  await expect(nPage).toHaveURL(new RegExp(`/signup\\?referral=${a.username}$`));
  await nPage.getByLabel('Email or phone number').fill(email);
  await nPage.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await nPage.getByLabel('Confirm password').fill(PASSWORD);
  await nPage.getByText('I am at least 18 years old').click();
  await nPage.getByText('I accept the Terms of Service and the Privacy Policy').click();
  await nPage.getByRole('button', { name: 'Create account' }).click();
  await expect(nPage).toHaveURL(/\/verify-otp$/);
  const { code } = await nextMessage(request, email);
  if (!code) throw new Error('the sign-up mail carries no code');
  await enterCode(nPage, code);
  await nPage.getByRole('button', { name: 'Verify' }).click();
  await expect(nPage).toHaveURL(/\/onboarding$/);
  await nPage.getByLabel('First name').fill('Nora');
  await nPage.getByLabel('Last name').fill('Newcomer');
  await nPage.getByLabel('Username').fill(uniqueUsername('nora'));
  await expect(nPage.getByText('Username is available')).toBeVisible();
  await nPage.getByLabel('Country').click();
  await nPage.keyboard.type('Germany');
  await nPage.keyboard.press('Enter');
  await nPage.getByRole('button', { name: 'Continue' }).click();
  await expect(nPage).toHaveURL(/\/setup-wallet$/);
  await newcomer.close();

  await page.reload();
  const referrals = page.getByRole('list', { name: 'Referrals' });
  await expect(referrals.getByText('Nora Newcomer')).toBeVisible();
  const today = new Intl.DateTimeFormat('en-US', {
    month: 'long',
    day: 'numeric',
    year: 'numeric',
  }).format(new Date());
  await expect(referrals.getByText(`Joined ${today}`)).toBeVisible();
  await expect(page.getByText('1 joined through your link')).toBeVisible();
  await inspect('network-referrals');
});

test('notifications group by day (Today, Yesterday, Last Week, Older); opening one marks it read for good; mark all read; clear all after confirming', async ({
  page,
  request,
  inspect,
}) => {
  const u = await createSocialUser(request, 'notes');
  // Today's and yesterday's notes are minutes from the day's edge: in the first minutes after
  // midnight "3 minutes ago" is yesterday. The page's clock starts late enough into its day.
  const now = Math.max(Date.now(), startOfLocalDay(Date.now()) + 15 * MINUTE);
  await page.clock.install({ time: now });
  await notifyAt(request, u.email, 'Old news', new Date(now - 30 * DAY), 'From last month.');
  await notifyAt(
    request,
    u.email,
    'Last week news',
    new Date(now - 4 * DAY),
    'From a few days ago.',
  );
  await notifyAt(
    request,
    u.email,
    'Yesterday news',
    new Date(now - DAY - 5 * MINUTE),
    'From yesterday.',
  );
  await notifyAt(request, u.email, 'Fresh news', new Date(now - 3 * MINUTE), 'Just now.');

  await openSignedIn(page, u.tokens, '/notifications');
  await expect(page.getByRole('heading', { name: 'Notifications', level: 1 })).toBeVisible();
  await expect(page.getByText('4 unread')).toBeVisible();
  const main = page.getByRole('main');
  // The day groups are one level under the page's h1.
  await expect(main.getByRole('heading', { level: 2 })).toHaveText([
    'Today',
    'Yesterday',
    'Last Week',
    'Older',
  ]);
  await expect(main.getByText('a few minutes ago')).toBeVisible();
  const older = new Intl.DateTimeFormat('en-US', {
    month: 'long',
    day: 'numeric',
    year: 'numeric',
  }).format(new Date(now - 30 * DAY));
  await expect(main.getByText(older)).toBeVisible();
  await expect(main.getByRole('region', { name: 'Yesterday' })).toContainText(
    /[A-Z]{3} \d{2}, \d{4} - \d{2}:\d{2} (AM|PM)/,
  );
  await inspect('notifications');

  await main.getByRole('button', { name: /Unread: Old news/ }).click();
  await expect(page.getByText('3 unread')).toBeVisible();
  await page.reload();
  await expect(page.getByText('3 unread')).toBeVisible();
  await expect(main.getByRole('button', { name: /Old news/ })).not.toHaveAccessibleName(/Unread/);

  // The header menu: newest first, unread count, mark all read.
  await page.getByRole('button', { name: 'Notifications, 3 unread' }).click();
  const panel = page.getByRole('dialog', { name: 'Notifications' });
  await expect(panel.getByText('Fresh news')).toBeVisible();
  await expect(panel.getByText('3 unread')).toBeVisible();
  await inspect('notifications-menu');
  await panel.getByRole('button', { name: 'Mark all read' }).click();
  await expect(page.getByRole('button', { name: 'Notifications', exact: true })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByText('3 unread')).toHaveCount(0);

  await page.getByRole('button', { name: 'Clear all' }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(
    confirm.getByText('Are you sure you want to delete all your notifications?'),
  ).toBeVisible();
  await confirm.getByRole('button', { name: 'Clear all' }).click();
  await expect(main.getByText('No notifications yet')).toBeVisible();
  await page.reload();
  await expect(main.getByText('No notifications yet')).toBeVisible();
  await inspect('notifications-empty');
});

test('own profile shows the QR of the invite link and downloads it as a PNG; a public profile offers follow, send and block', async ({
  page,
  request,
  inspect,
}) => {
  const me = await createSocialUser(request, 'quinn');
  const other = await createSocialUser(request, 'paula');
  await openSignedIn(page, me.tokens, '/profile');
  await expect(page.getByRole('heading', { name: me.name })).toBeVisible();
  await expect(page.getByRole('main').getByText(`@${me.username}`)).toBeVisible();
  const link = `${WEB_URL}/c/${me.username}`;
  await expect(page.getByRole('img', { name: `QR code of the invite link ${link}` })).toBeVisible();
  await inspect('profile');

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download QR' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`optwallet-${me.username}.png`);
  const bytes = await readFile(await file.path());
  expect([...bytes.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

  await page.goto('/followers');
  await expect(page.getByRole('heading', { name: me.name })).toBeVisible();

  await page.goto(`/profile/${other.username}`);
  await expect(page.getByRole('heading', { name: other.name })).toBeVisible();
  await expect(page.getByTestId('followers-count')).toHaveText('0');
  await inspect('public-profile');
  await page.getByRole('button', { name: 'Follow', exact: true }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Follow' }).click();
  await expect(page.getByText('User Followed successfully')).toBeVisible();
  await expect(page.getByTestId('followers-count')).toHaveText('1');

  await page.getByRole('button', { name: 'Block' }).click();
  const block = page.getByRole('alertdialog');
  await expect(block.getByRole('heading', { name: 'Block user' })).toBeVisible();
  await block.getByRole('button', { name: 'Block' }).click();
  await expect(page.getByText('User blocked')).toBeVisible();
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Unblock' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Follow', exact: true })).toHaveCount(0);
  // Blocking removed the follow.
  await expect(page.getByTestId('followers-count')).toHaveText('0');
  await page.getByRole('button', { name: 'Unblock' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Unblock' }).click();
  await expect(page.getByText('User unblocked')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Follow', exact: true })).toBeVisible();

  await page.getByRole('main').getByRole('button', { name: 'Send', exact: true }).click();
  await expect(page).toHaveURL(
    new RegExp(`/send-receive\\?to=${other.username}&back=%2Fprofile%2F${other.username}$`),
  );
});

test('a staff user with a wallet sees Admin, which opens the admin session; a plain user does not', async ({
  page,
  request,
  inspect,
}) => {
  const staff = await signInByApi(request, 'staff@optwallet.dev', 'OptWallet#2026');
  await ensureWallet(request, staff);
  await openSignedIn(page, staff, '/admin');
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await expect(nav.getByRole('button', { name: 'Admin' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Admin', level: 1 })).toBeVisible();
  await inspect('admin');
  const popup = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Open admin console' }).click();
  const admin = await popup;
  // Issue 26: the address carries a one-time code the app bought, never the access token.
  await admin.waitForURL(/\/admin\/session\?code=/);
  expect(admin.url()).not.toContain(staff.access_token);
  await expect(admin.getByRole('heading', { name: 'OptWallet Admin' })).toBeVisible();
  await expect(admin.getByText('(Admin)')).toBeVisible();
  // The same address (history, a copied link) opens nothing a second time.
  await admin.reload();
  await expect(admin.getByText('This admin link is invalid, used or expired.')).toBeVisible();
  await admin.close();

  const plain = await createSocialUser(request, 'plain');
  await openSignedIn(page, plain.tokens, '/admin');
  await expect(page.getByText('Forbidden', { exact: true })).toBeVisible();
  await expect(page.getByText('Your account has no staff role.')).toBeVisible();
  await expect(
    page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('button', { name: 'Admin' }),
  ).toHaveCount(0);
  await inspect('admin-plain-user');
});
