import { Writable } from 'node:stream';
import { endpoints } from '@optwallet/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '../../src/db/schema';
import { createLogger } from '../../src/lib/logger';
import { createMailer } from '../../src/lib/outbox';
import { SmsDeliveryError, httpSmsGateway } from '../../src/lib/sms-gateway';
import {
  type FakeSmsProvider,
  SMS_PATH,
  codeIn,
  startFakeSmsProvider,
} from '../support/fake-sms-provider';
import { type Harness, PASSWORD, createHarness, registerBody, send } from '../support/harness';

const lines: string[] = [];
const logger = createLogger(
  'info',
  new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  }),
);
const logged = () => lines.map((l) => JSON.parse(l) as Record<string, unknown>);

const PHONE = '+14155550123';
const FROM = '+15005550006';
const TOKEN = 'ACtest:provider-secret';

let provider: FakeSmsProvider;
let h: Harness;
beforeAll(async () => {
  provider = await startFakeSmsProvider();
  const sms = httpSmsGateway({
    url: provider.url,
    token: TOKEN,
    from: FROM,
    logger,
    minTimeoutMs: 5,
  });
  // Outside devnet, as production runs: the outbox keeps no code, the provider gets the text.
  h = await createHarness(
    { devnet: false },
    logger,
    createMailer({ smtpUrl: undefined, from: 'OptWallet <no-reply@optwallet.dev>', sms }),
  );
});
afterAll(async () => {
  await h?.close();
  await provider?.close();
});

const phoneLogin = () =>
  send(h, endpoints.login, {
    body: { type: 'phone', identifier: PHONE, password: PASSWORD, platform_type: 'payments' },
  });

describe('texts go to the SMS provider (a Twilio-style HTTP API)', () => {
  it('a phone sign-up gets its code by text and confirms the account with it', async () => {
    const since = provider.mark();
    const registered = await send(h, endpoints.register, {
      body: registerBody(PHONE, { type: 'phone' }),
    });
    expect(registered.status).toBe(200);
    const text = await provider.textTo(PHONE, since);
    expect(text).toMatchObject({
      path: SMS_PATH,
      authorization: `Basic ${Buffer.from(TOKEN).toString('base64')}`,
      contentType: 'application/x-www-form-urlencoded',
      from: FROM,
    });
    const code = codeIn(text.body);
    const login = await send(h, endpoints.authCodeLogin, {
      body: { identifier: PHONE, authCode: code, platform_type: 'payments' },
    });
    expect(login.status).toBe(200);
    const me = await send(h, endpoints.user, { token: login.data?.access_token ?? '' });
    expect(me.data?.phone_number).toBe(PHONE);
    await h.settled();
    const [row] = await h.deps.db.select().from(outbox).where(eq(outbox.recipient, PHONE));
    expect(row?.status).toBe('sent');
    expect(JSON.stringify(row)).not.toContain(code);
  });

  it('retries a provider answering 503 and 429 until it takes the text', async () => {
    const since = provider.mark();
    const before = provider.requests.length;
    provider.failNext(503, 429);
    const login = await phoneLogin();
    expect(login.status).toBe(200);
    expect(login.data).toMatchObject({ two_factor: true, type: 'phone' });
    expect(provider.requests.length - before).toBe(3);
    expect(codeIn((await provider.textTo(PHONE, since)).body)).toMatch(/^\d{6}$/);
    const retries = logged().filter((l) => l.msg === 'sms attempt failed');
    expect(retries.map((l) => l.reason)).toEqual([
      'SMS provider answered 503',
      'SMS provider answered 429',
    ]);
  });

  it('a refused text is not retried: the user gets the generic error, the log the status, nobody the code', async () => {
    const before = provider.requests.length;
    const logBefore = lines.length;
    provider.failNext(400);
    const login = await phoneLogin();
    expect(login.status).toBe(503);
    expect(login.error).toEqual({
      message: "We couldn't process this time. Please try again later.",
    });
    expect(provider.requests.length - before).toBe(1);
    const code = codeIn(provider.requests.at(-1)?.body ?? '');
    const failure = logged()
      .slice(logBefore)
      .find((l) => l.msg === 'message delivery failed');
    expect(failure).toMatchObject({
      channel: 'sms',
      err: { message: 'SMS provider answered 400' },
    });
    expect(lines.slice(logBefore).join('')).not.toContain(code);
    const rows = await h.deps.db.select().from(outbox).where(eq(outbox.status, 'failed'));
    expect(rows.map((r) => r.error)).toEqual(['SMS provider answered 400']);
    expect(JSON.stringify(rows)).not.toContain(code);
  });

  it('an unreachable provider is tried 3 times, then fails with a reason and no details', async () => {
    const closed = await startFakeSmsProvider();
    await closed.close();
    const gateway = httpSmsGateway({
      url: closed.url,
      token: TOKEN,
      from: FROM,
      logger,
      minTimeoutMs: 5,
    });
    const logBefore = lines.length;
    const sent = gateway.send({ to: PHONE, body: 'Your code is 123456.' });
    await expect(sent).rejects.toBeInstanceOf(SmsDeliveryError);
    await expect(sent).rejects.toThrow('SMS provider unreachable');
    const attempts = logged()
      .slice(logBefore)
      .filter((l) => l.msg === 'sms attempt failed');
    expect(attempts.length).toBe(3);
  });

  it('a token without a colon is sent as a Bearer token', async () => {
    const gateway = httpSmsGateway({ url: provider.url, token: 'tok_123', from: FROM, logger });
    await gateway.send({ to: '+14155550199', body: 'hello' });
    expect(provider.requests.at(-1)).toMatchObject({
      authorization: 'Bearer tok_123',
      to: '+14155550199',
      body: 'hello',
    });
  });
});
