import { createHash, randomBytes } from 'node:crypto';
import { DirectSecp256k1HdWallet } from '@cosmjs/proto-signing';
import { SigningStargateClient } from '@cosmjs/stargate';
import type { APIRequestContext, Page } from '@playwright/test';
import {
  PASSWORD,
  type UserWithWallet,
  WALLET_PASSCODE,
  createUserWithWallet,
  nextMessage,
  outbox,
} from '../support/api';
import { expect, test } from '../support/fixtures';
import { openSignedIn } from '../support/pages';
import { addVirtualAuthenticator } from '../support/passkeys';
import { API_URL, EVM_NODE_PORT, OPT_NODE_ENV, PARTNER_URL, WEB_PORT } from '../support/servers';

/*
 * The Permissions page (issue 47 item 4) against the real API, OptChain node and anvil: its five
 * sections, and one revoke of each kind: a connected app (OAuth), another session, a passkey,
 * an authz grant the wallet gave (a MsgRevoke the wallet key signs) and an ERC-20 approval of
 * its 0x address (approve(spender, 0) the wallet key signs). The fee allowance OptWallet gave
 * the wallet is listed with why it has no revoke.
 */

// Passkeys need a secure context: http only under localhost (as the passkeys journey).
test.use({ baseURL: `http://localhost:${WEB_PORT}` });

const headers = { 'X-App-Version': '1.0.3' };
/** A chain change shows once indexed and the page read again. */
const SHOWN_MS = 30_000;
const SPENDER = `0x${'5e'.repeat(20)}`;

const auth = (user: UserWithWallet) => ({ ...headers, Authorization: `Bearer ${user.token}` });

/** The partner app authorized through the API (the consent screen's Authorize). */
async function connectPartner(request: APIRequestContext, user: UserWithWallet) {
  const verifier = randomBytes(32).toString('base64url');
  const res = await request.post(`${API_URL}/api/oauth/authorize`, {
    headers: auth(user),
    data: {
      client_id: 'partner-example',
      redirect_uri: `${PARTNER_URL}/callback`,
      scopes: 'profile:basic email',
      state: 'permissions-e2e',
      response_type: 'code',
      code_challenge: createHash('sha256').update(verifier).digest('base64url'),
      code_challenge_method: 'S256',
      decision: 'approve',
    },
  });
  expect(res.ok(), await res.text()).toBe(true);
}

/** A second sign-in of the account through the API: another device's session. */
async function signInElsewhere(request: APIRequestContext, user: UserWithWallet) {
  const sent = (await outbox(request, user.email)).length;
  const login = await request.post(`${API_URL}/api/login`, {
    headers,
    data: { type: 'email', identifier: user.email, password: PASSWORD, platform_type: 'payments' },
  });
  expect(login.ok(), await login.text()).toBe(true);
  const { code } = await nextMessage(request, user.email, sent);
  const tokens = await request.post(`${API_URL}/api/authCodeLogin`, {
    headers,
    data: { identifier: user.email, authCode: code, platform_type: 'payments' },
  });
  expect(tokens.ok(), await tokens.text()).toBe(true);
}

/** GenericAuthorization{msg} as protobuf bytes (field 1, a string). */
function genericAuthorization(msg: string): Uint8Array {
  const text = new TextEncoder().encode(msg);
  return Uint8Array.from([0x0a, text.length, ...text]);
}

/** The wallet itself (cosmjs, its phrase) grants another account the right to send its OPT. */
async function grantSendRight(user: UserWithWallet) {
  const signer = await DirectSecp256k1HdWallet.fromMnemonic(user.mnemonic, { prefix: 'opt' });
  const [grantee] = await (
    await DirectSecp256k1HdWallet.generate(12, { prefix: 'opt' })
  ).getAccounts();
  const client = await SigningStargateClient.connectWithSigner(OPT_NODE_ENV.OPT_RPC_URL, signer);
  const result = await client.signAndBroadcast(
    user.nativeAddress,
    [
      {
        typeUrl: '/cosmos.authz.v1beta1.MsgGrant',
        value: {
          granter: user.nativeAddress,
          grantee: grantee?.address ?? '',
          grant: {
            authorization: {
              typeUrl: '/cosmos.authz.v1beta1.GenericAuthorization',
              value: genericAuthorization('/cosmos.bank.v1beta1.MsgSend'),
            },
            expiration: { seconds: BigInt(Math.floor(Date.now() / 1000) + 30 * 86_400), nanos: 0 },
          },
        },
      },
    ],
    { amount: [{ denom: 'uopt', amount: '5000' }], gas: '200000' },
  );
  expect(result.code, result.rawLog).toBe(0);
  client.disconnect();
}

async function evmRpc(request: APIRequestContext, method: string, params: unknown[]) {
  const res = await request.post(`http://127.0.0.1:${EVM_NODE_PORT}`, {
    data: { jsonrpc: '2.0', id: 1, method, params },
  });
  const body = (await res.json()) as { result?: unknown; error?: { message: string } };
  if (body.error) throw new Error(`${method}: ${body.error.message}`);
  return body.result;
}

/**
 * The wallet's 0x address approves SPENDER for 25 USDT, as a dapp would have it do: anvil
 * sends the transaction from that address (impersonated; the API's own tests sign it with the
 * wallet's key).
 */
async function approveUsdt(request: APIRequestContext, user: UserWithWallet) {
  const tokens = await request.get(`${API_URL}/api/wallets/${user.walletId}/tokens`, {
    headers: auth(user),
  });
  const list = ((await tokens.json()) as { tokens: { symbol: string; contractAddress?: string }[] })
    .tokens;
  const usdt = list.find((t) => t.symbol === 'USDT' && t.contractAddress)?.contractAddress ?? '';
  expect(usdt).toMatch(/^0x/);
  const word = (hex: string) => hex.replace(/^0x/, '').padStart(64, '0');
  const data = `0x095ea7b3${word(SPENDER)}${word((25_000_000).toString(16))}`;
  await evmRpc(request, 'anvil_impersonateAccount', [user.evmAddress]);
  const hash = await evmRpc(request, 'eth_sendTransaction', [
    { from: user.evmAddress, to: usdt, data },
  ]);
  await evmRpc(request, 'anvil_stopImpersonatingAccount', [user.evmAddress]);
  await expect
    .poll(async () => Boolean(await evmRpc(request, 'eth_getTransactionReceipt', [hash])))
    .toBe(true);
}

/** Revokes with the wallet key in the dialog a Revoke button opened. */
async function revokeWithWalletKey(page: Page, title: string) {
  const dialog = page.getByRole('dialog', { name: title });
  await dialog.getByLabel('Wallet key').fill(WALLET_PASSCODE);
  await dialog.getByRole('button', { name: 'Revoke' }).click();
  await expect(dialog).toBeHidden({ timeout: SHOWN_MS });
}

test('the Permissions page: five sections, and a revoke of each kind', async ({
  page,
  request,
  inspect,
}) => {
  test.setTimeout(180_000);
  const user = await createUserWithWallet(request, 'permissions');
  await connectPartner(request, user);
  await signInElsewhere(request, user);
  await grantSendRight(user);
  await approveUsdt(request, user);
  await addVirtualAuthenticator(page);

  // Settings links to the page.
  await openSignedIn(page, user.tokens, '/settings');
  await page.getByRole('link', { name: /^Permissions/ }).click();
  await expect(page).toHaveURL(/\/permissions$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Permissions' })).toBeVisible();
  for (const title of [
    'Connected apps',
    'Sessions',
    'Passkeys',
    'Chain grants',
    'Token approvals',
  ]) {
    await expect(page.getByRole('region', { name: title })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: title, exact: true })).toBeVisible();
  }
  const apps = page.getByRole('region', { name: 'Connected apps' });
  const sessions = page.getByRole('region', { name: 'Sessions' });
  const passkeys = page.getByRole('region', { name: 'Passkeys' });
  const grants = page.getByRole('region', { name: 'Chain grants' });
  const approvals = page.getByRole('region', { name: 'Token approvals' });
  await expect(apps.getByRole('listitem', { name: 'Partner Example' })).toBeVisible();
  const thisBrowser = sessions.getByRole('listitem').filter({ hasText: 'This browser' });
  const otherSession = sessions.getByRole('listitem').filter({ hasNotText: 'This browser' });
  await expect(thisBrowser).toBeVisible();
  await expect(otherSession).toBeVisible();
  await expect(grants.getByRole('listitem', { name: 'Send OPT from your wallet' })).toBeVisible();
  await expect(
    grants.getByRole('listitem', { name: 'Network fees paid by OptWallet' }),
  ).toContainText('Only the account that granted a fee allowance can revoke it');
  // The approval shows once the indexer has read its block.
  await expect(async () => {
    await page.reload();
    await expect(
      page
        .getByRole('region', { name: 'Token approvals' })
        .getByRole('listitem', { name: 'May spend 25 USDT' }),
    ).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: SHOWN_MS });
  await inspect('permissions');

  // A connected app.
  await apps.getByRole('button', { name: 'Revoke' }).click();
  await page
    .getByRole('alertdialog', { name: 'Revoke access for Partner Example?' })
    .getByRole('button', { name: 'Revoke access' })
    .click();
  await expect(apps.getByText('No connected apps')).toBeVisible();

  // Another session.
  await otherSession.getByRole('button', { name: 'Sign out' }).click();
  await page
    .getByRole('alertdialog', { name: 'Sign out this session?' })
    .getByRole('button', { name: 'Sign out' })
    .click();
  await expect(sessions.getByRole('listitem')).toHaveCount(1);
  await expect(thisBrowser).toBeVisible();

  // A passkey: added, then removed.
  await passkeys.getByLabel('Passkey name').fill('Chromium Touch ID');
  await passkeys.getByRole('button', { name: 'Add a passkey' }).click();
  await expect(
    passkeys.getByRole('listitem').filter({ hasText: 'Chromium Touch ID' }),
  ).toBeVisible();
  await passkeys.getByRole('button', { name: 'Remove Chromium Touch ID' }).click();
  await page
    .getByRole('alertdialog', { name: 'Remove this passkey?' })
    .getByRole('button', { name: 'Remove' })
    .click();
  await expect(passkeys.getByText('No passkeys yet.')).toBeVisible();

  // An authz grant: the wallet key signs its MsgRevoke.
  await grants
    .getByRole('listitem', { name: 'Send OPT from your wallet' })
    .getByRole('button', { name: 'Revoke' })
    .click();
  await inspect('permissions-revoke-grant');
  await revokeWithWalletKey(page, 'Revoke this grant?');
  await expect(grants.getByRole('listitem', { name: 'Send OPT from your wallet' })).toHaveCount(0);
  await expect(
    grants.getByRole('listitem', { name: 'Network fees paid by OptWallet' }),
  ).toBeVisible();

  // A token approval: the wallet key signs approve(spender, 0).
  await approvals
    .getByRole('listitem', { name: 'May spend 25 USDT' })
    .getByRole('button', { name: 'Revoke' })
    .click();
  await revokeWithWalletKey(page, 'Revoke this approval?');
  await expect(
    approvals.getByText('Your wallet has approved no one to spend its tokens.'),
  ).toBeVisible();
  await inspect('permissions-revoked');
});
