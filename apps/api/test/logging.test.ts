import { Writable } from 'node:stream';
import { endpoints } from '@optwallet/api-client/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../src/lib/logger';
import { type Harness, PASSWORD, createHarness, lastMessage, send, signUp } from './harness';

const lines: string[] = [];
const sink = new Writable({
  write(chunk: Buffer, _encoding, done) {
    lines.push(chunk.toString());
    done();
  },
});

let h: Harness;
beforeAll(async () => {
  h = await createHarness({}, createLogger('info', sink));
});
afterAll(() => h.close());

describe('request logs', () => {
  it('log each request with a request id, and never a password, code, token or link', async () => {
    const s = await signUp(h, 'logs@example.com');
    await send(h, endpoints.resendMagicLink, {
      body: { type: 'email', identifier: 'logs@example.com', platform_type: 'payments' },
    });
    const { link, code } = await lastMessage(h, 'logs@example.com');
    const token = new URL(link ?? '').searchParams.get('token') ?? '';
    await h.app.request(`/api/resetPassword?token=${token}`);
    const all = lines.join('');
    const requests = lines
      .map((l) => JSON.parse(l) as Record<string, unknown>)
      .filter((l) => l.msg === 'request');
    expect(requests.length).toBeGreaterThanOrEqual(4);
    expect(requests.every((r) => typeof r.requestId === 'string' && r.requestId !== '')).toBe(true);
    for (const secret of [PASSWORD, s.token, s.refresh, token, code ?? 'no-code']) {
      expect(all).not.toContain(secret);
    }
  });

  it('redacts secret-looking keys if an object reaches a log call', () => {
    const before = lines.length;
    h.deps.logger.info(
      { password: 'hunter2!!', body: { mnemonic: 'abandon abandon' }, token: 'tkn' },
      'oops',
    );
    const line = lines.slice(before).join('');
    expect(line).not.toContain('hunter2!!');
    expect(line).not.toContain('abandon abandon');
    expect(line).not.toContain('tkn');
  });
});
