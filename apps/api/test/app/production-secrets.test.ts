import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { HDKey } from '@scure/bip32';
import { mnemonicToSeedSync } from '@scure/bip39';
import { http, createWalletClient, parseEther } from 'viem';
import { mnemonicToAccount } from 'viem/accounts';
import { anvil as anvilChain } from 'viem/chains';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseUrl } from '../../src/config/env';
import { type AnvilNode, ANVIL_CHAIN_ID, freePort, startAnvil } from '../../src/chains/evm/anvil';
import {
  type ApiProcess,
  client,
  freshPostgres,
  startApi,
  withPglite,
  withPostgres,
} from '../support/api-process';
import { OUTSIDER } from '../support/evm-node';
import { type FakeSmsProvider, codeIn, startFakeSmsProvider } from '../support/fake-sms-provider';
import { type Secret, buildApi, dumpTables, rawFiles, secretsIn } from '../support/secret-search';
import { type SmtpMailbox, startSmtpMailbox } from '../support/smtp-mailbox';

/**
 * The server as production runs it: the build's main.js under node, NODE_ENV=production (no
 * devnet: no outbox page, no seed, no faucet), every secret configured, mail through a real SMTP
 * server and texts through a fake of the SMS provider, an EVM node at EVM_RPC_URL. A person signs
 * up, signs in with the mailed 2-step code, resets the password by link and by code, signs in by
 * magic link, sets up a wallet and sends ETH; another signs up by phone. Every code and link is
 * read from what the mail server and the provider received. Then no secret may be in clear in
 * any table, in the database's files (PGlite) or in the API's log.
 */

const EMAIL = 'prod-person@example.com';
const PHONE = '+14155550142';
const PASSWORDS = ['Prod#pass-one1', 'Prod#pass-two2', 'Prod#pass-three3'] as const;
const PHONE_PASSWORD = 'Prod#phone-pass4';
const WALLET_KEY = 'Prod#wallet-key5';
const CONFIG_SECRETS = {
  JWT_SECRET: 'jwt-production-secret-0f7a1c3e5b9d2468ace13579bdf0',
  WALLET_SEAL_KEY: 'seal-production-key-9e8d7c6b5a4f3e2d1c0b9a8f7e6d',
  SMS_TOKEN: 'ACtest:sms-production-token-5c4b3a29',
};

const secrets: Secret[] = [];
const keep = (name: string, value: string | undefined, kind: Secret['kind'] = 'text') => {
  if (!value) throw new Error(`${name}: nothing to keep`);
  secrets.push({ name, value, kind });
  return value;
};

let smtp: SmtpMailbox;
let sms: FakeSmsProvider;
let node: AnvilNode;
let api: ApiProcess;
let build: { main: string; dir: string };
let dataDir: string;
let postgres: { url: string; drop: () => Promise<void> } | undefined;
/** The magic link's session: the wallet is set up in it. */
let session = '';

beforeAll(async () => {
  [smtp, sms, build, node] = await Promise.all([
    startSmtpMailbox(),
    startFakeSmsProvider(),
    buildApi(),
    freePort().then((port) => startAnvil({ port })),
  ]);
  dataDir = mkdtempSync(path.join(tmpdir(), 'optwallet-production-'));
  const serverUrl = testDatabaseUrl();
  postgres = serverUrl ? await freshPostgres(serverUrl) : undefined;
  api = await startApi(
    {
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: '0',
      DATA_DIR: dataDir,
      ...(postgres ? { DATABASE_URL: postgres.url } : {}),
      ...CONFIG_SECRETS,
      SMTP_URL: smtp.url,
      SMS_URL: sms.url,
      SMS_FROM: '+15005550006',
      EVM_RPC_URL: node.url,
      EVM_CHAIN_ID: String(ANVIL_CHAIN_ID),
      EVM_POLL_MS: '200',
      // Outside devnet OPT's chains must be named; this test needs none (no OPT is served).
      OPT_RPC_URL: 'off',
      OPT_TESTNET_RPC_URL: 'off',
    },
    { built: build.main },
  );
}, 180_000);

afterAll(async () => {
  await api?.stop();
  await Promise.all([smtp?.close(), sms?.close(), node?.stop(), postgres?.drop()]);
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  if (build) rmSync(build.dir, { recursive: true, force: true });
});

type Json = Record<string, unknown>;
const open = () => client(api.url);
async function ok(call: Promise<{ status: number; json: Json }>, what: string): Promise<Json> {
  const res = await call;
  if (res.status !== 200) throw new Error(`${what}: ${res.status} ${JSON.stringify(res.json)}`);
  return res.json;
}
const tokenOf = (json: Json, what: string) => {
  keep(`${what} access token`, String(json.access_token));
  // The signature is the part of a JWT that nobody else can make.
  keep(`${what} access token signature`, String(json.access_token).split('.')[2]);
  keep(`${what} refresh token`, String(json.refresh_token));
  return String(json.access_token);
};
const linkToken = (text: string, what: string) => {
  const link = /https?:\/\/\S+token=([A-Za-z0-9_-]+)/.exec(text);
  return keep(what, link?.[1]);
};
const P = 'payments';

describe('production mode: the built API with SMTP, an SMS provider and an EVM node', () => {
  it('runs every sign-in flow from mail and texts alone', async () => {
    expect(api.output()).not.toMatch(/devnet seed|dev\/outbox/);
    expect((await open().call('GET', '/dev/outbox')).status).toBe(404);
    keep('password', PASSWORDS[0]);

    // Sign-up: the code comes by mail and confirms the account.
    let since = smtp.mark();
    await ok(
      open().call('POST', '/register', {
        type: 'email',
        identifier: EMAIL,
        password: PASSWORDS[0],
        password_confirmation: PASSWORDS[0],
        age_consent: true,
        terms_consent: true,
        platform_type: P,
      }),
      'register',
    );
    const signUpCode = keep('sign-up code', codeIn((await smtp.mailTo(EMAIL, since)).text), 'code');
    tokenOf(
      await ok(
        open().call('POST', '/authCodeLogin', {
          identifier: EMAIL,
          authCode: signUpCode,
          platform_type: P,
        }),
        'sign-up code',
      ),
      'sign-up',
    );

    // Sign-in with the password and the mailed 2-step code, remembering the device.
    since = smtp.mark();
    const challenge = await ok(
      open().call('POST', '/login', {
        type: 'email',
        identifier: EMAIL,
        password: PASSWORDS[0],
        platform_type: P,
      }),
      'login',
    );
    expect(challenge.two_factor).toBe(true);
    const loginCode = keep('2-step code', codeIn((await smtp.mailTo(EMAIL, since)).text), 'code');
    const remembered = await ok(
      open().call('POST', '/authCodeLogin', {
        identifier: EMAIL,
        authCode: loginCode,
        remember_me: true,
        platform_type: P,
      }),
      '2-step code',
    );
    tokenOf(remembered, '2-step');
    const rememberToken = keep('remember token', String(remembered.remember_token));
    const trusted = await ok(
      open().call('POST', '/login', {
        type: 'email',
        identifier: EMAIL,
        password: PASSWORDS[0],
        remember_token: rememberToken,
        platform_type: P,
      }),
      'login on a remembered device',
    );
    expect(trusted.two_factor).toBe(false);
    tokenOf(trusted, 'remembered');
    const refreshed = await ok(
      open().call('POST', '/refreshToken', {
        refresh_token: String(trusted.refresh_token),
        platform_type: P,
      }),
      'refresh',
    );
    tokenOf(refreshed, 'refreshed');

    // Reset by the mailed link.
    since = smtp.mark();
    await ok(
      open().call('POST', '/forgotPassword', { type: 'email', identifier: EMAIL }),
      'forgot',
    );
    const resetMail = await smtp.mailTo(EMAIL, since);
    keep('reset code (unused)', codeIn(resetMail.text), 'code');
    const resetToken = linkToken(resetMail.text, 'reset link token');
    await ok(open().call('GET', `/resetPassword?token=${resetToken}`), 'reset link check');
    keep('password after the first reset', PASSWORDS[1]);
    await ok(
      open().call('POST', '/resetPassword', {
        token: resetToken,
        password: PASSWORDS[1],
        password_confirmation: PASSWORDS[1],
      }),
      'reset by link',
    );

    // Reset by the mailed code.
    since = smtp.mark();
    await ok(
      open().call('POST', '/forgotPassword', { type: 'email', identifier: EMAIL }),
      'forgot',
    );
    const codeMail = await smtp.mailTo(EMAIL, since);
    linkToken(codeMail.text, 'reset link token (unused)');
    const resetCode = keep('reset code', codeIn(codeMail.text), 'code');
    const validated = await ok(
      open().call('POST', '/validateResetPasswordOTP', { identifier: EMAIL, authCode: resetCode }),
      'reset code',
    );
    keep('password after the second reset', PASSWORDS[2]);
    await ok(
      open().call('POST', '/resetPassword', {
        token: keep('reset token from the code', String(validated.token)),
        password: PASSWORDS[2],
        password_confirmation: PASSWORDS[2],
      }),
      'reset by code',
    );

    // Magic link.
    since = smtp.mark();
    await ok(
      open().call('POST', '/resendMagicLinkV1', {
        type: 'email',
        identifier: EMAIL,
        platform_type: P,
      }),
      'magic link',
    );
    const magicToken = linkToken((await smtp.mailTo(EMAIL, since)).text, 'magic link token');
    const magic = await ok(
      open().call('POST', '/magicLogin', { token: magicToken, platform_type: P }),
      'magic login',
    );
    session = tokenOf(magic, 'magic link');
    const me = await ok(client(api.url, session).call('GET', '/user'), 'user');
    expect(me.email).toBe(EMAIL);

    // A second person signs up by phone: the code comes by text.
    keep('phone password', PHONE_PASSWORD);
    const textsBefore = sms.mark();
    await ok(
      open().call('POST', '/register', {
        type: 'phone',
        identifier: PHONE,
        password: PHONE_PASSWORD,
        password_confirmation: PHONE_PASSWORD,
        age_consent: true,
        terms_consent: true,
        platform_type: P,
      }),
      'phone register',
    );
    const phoneCode = keep(
      'texted code',
      codeIn((await sms.textTo(PHONE, textsBefore)).body),
      'code',
    );
    const phoneSession = await ok(
      open().call('POST', '/authCodeLogin', {
        identifier: PHONE,
        authCode: phoneCode,
        platform_type: P,
      }),
      'phone code',
    );
    tokenOf(phoneSession, 'phone');
    const phoneMe = await ok(
      client(api.url, String(phoneSession.access_token)).call('GET', '/user'),
      'phone user',
    );
    expect(phoneMe.phone_number).toBe(PHONE);
  });

  it('sets up a wallet and sends ETH on the configured node', async () => {
    const me = client(api.url, session);
    const phrase = keep(
      'phrase',
      String((await ok(me.call('GET', '/wallets/mnemonic'), 'phrase')).mnemonic),
      'phrase',
    );
    keep('wallet key', WALLET_KEY);
    keep(
      'EVM private key',
      Buffer.from(mnemonicToAccount(phrase).getHdKey().privateKey ?? []).toString('hex'),
    );
    const native = HDKey.fromMasterSeed(mnemonicToSeedSync(phrase)).derive("m/44'/118'/0'/0/0");
    keep('OPT private key', Buffer.from(native.privateKey ?? []).toString('hex'));
    const wallet = await ok(
      me.call('POST', '/wallets', { walletPasscode: WALLET_KEY, mnemonic: phrase }),
      'wallet',
    );
    const addresses = wallet.addresses as { chainId: string; address: string }[];
    const evm = addresses.find((a) => a.chainId === '1')?.address as `0x${string}`;
    expect(evm).toMatch(/^0x[0-9a-fA-F]{40}$/);

    // Someone outside the product pays 1 ETH in; the wallet sends 0.25 back.
    const outsider = createWalletClient({
      account: OUTSIDER,
      chain: anvilChain,
      transport: http(node.url),
    });
    await outsider.sendTransaction({ to: evm, value: parseEther('1') });
    const sent = await ok(
      me.call(
        'POST',
        `/wallets/${String(wallet.id)}/transfer`,
        {
          chainId: '1',
          symbol: 'ETH',
          amount: '0.25',
          to: OUTSIDER.address,
          transferType: 'send',
          description: 'rent',
          walletPasscode: WALLET_KEY,
        },
        { 'Idempotency-Key': 'prod-send-1' },
      ),
      'ETH send',
    );
    expect(sent.transactionHash).toMatch(/^0x[0-9a-f]{64}$/);
    let status = '';
    for (let tries = 0; status !== 'success' && tries < 100; tries += 1) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      const history = await ok(
        me.call('GET', `/wallets/${String(wallet.id)}/transactions?page=1&limit=10&chainId=1`),
        'history',
      );
      const row = (history.transactions as { type: string; status: string }[]).find(
        (t) => t.type === 'send',
      );
      status = row?.status ?? '';
    }
    expect(status).toBe('success');
  }, 60_000);

  it('keeps no secret in clear in any table, the database files or the log', async () => {
    await api.stop();
    for (const [name, value] of Object.entries(CONFIG_SECRETS)) keep(name, value);
    keep('SMTP password', smtp.password);
    expect(secrets.length).toBeGreaterThanOrEqual(30);

    const log = api.output();
    const logLines = log.split('\n').filter(Boolean);
    expect(logLines.length).toBeGreaterThan(20);
    expect(log).toContain('"msg":"request"');
    expect(secretsIn(log, secrets)).toEqual([]);

    const dump = postgres
      ? await withPostgres(postgres.url, dumpTables)
      : await withPglite(dataDir, dumpTables);
    expect(secretsIn(dump.text, secrets)).toEqual([]);
    // The search sees the data: the people and the redacted outbox are there.
    expect(dump.text).toContain(EMAIL);
    expect(dump.text).toContain('[redacted]');

    let files = { files: 0, bytes: 0 };
    if (!postgres) {
      const raw = await rawFiles(dataDir);
      files = raw;
      expect(raw.contents.some((c) => c.text.includes(EMAIL))).toBe(true);
      const found = raw.contents.flatMap((c) =>
        secretsIn(c.text, secrets).map((name) => `${name} in ${path.relative(dataDir, c.file)}`),
      );
      expect(found).toEqual([]);
    }
    console.log(
      `production secrets search: ${secrets.length} secrets; ${logLines.length} log lines; ` +
        `${dump.tables.length} tables, ${dump.rows} rows (${postgres ? 'Postgres' : 'PGlite'}); ` +
        (postgres
          ? "raw files: the server's own (not searched)"
          : `${files.files} raw files, ${(files.bytes / 1e6).toFixed(1)} MB`),
    );
  }, 120_000);
});
