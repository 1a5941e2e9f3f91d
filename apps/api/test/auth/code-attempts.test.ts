import { endpoints } from '@optwallet/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { oneTimeCodes } from '../../src/db/schema';
import { CODE_MAX_ATTEMPTS, type CodePurpose } from '../../src/lib/codes';
import {
  type Harness,
  PASSWORD,
  createHarness,
  lastMessage,
  send,
  signUp,
} from '../support/harness';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

const P = 'payments' as const;
/** Guesses in flight at once, as the audit sent them (under the per-identifier limit of 10). */
const IN_FLIGHT = 8;

const otherThan = (code: string) => (code === '000000' ? '111111' : '000000');

async function attemptsOf(userId: string, purpose: CodePurpose): Promise<number[]> {
  const rows = await h.deps.db
    .select({ attempts: oneTimeCodes.attempts })
    .from(oneTimeCodes)
    .where(and(eq(oneTimeCodes.userId, userId), eq(oneTimeCodes.purpose, purpose)));
  return rows.map((r) => r.attempts);
}

/**
 * 8 wrong guesses at once, then the right code: the 5-check limit must hold under any
 * interleaving, so the code is dead by then and was checked exactly 5 times.
 */
async function raceWrongGuesses(guess: (code: string) => Promise<number>, code: string) {
  const statuses = await Promise.all(
    Array.from({ length: IN_FLIGHT }, () => guess(otherThan(code))),
  );
  expect(statuses.every((s) => s === 401 || s === 422)).toBe(true);
  return guess(code);
}

describe('the 5-check limit of a one-time code holds under concurrent guesses', () => {
  it('2-step sign-in code (POST /authCodeLogin)', async () => {
    const s = await signUp(h, 'race-login@example.com');
    await send(h, endpoints.login, {
      body: {
        type: 'email',
        identifier: 'race-login@example.com',
        password: PASSWORD,
        platform_type: P,
      },
    });
    const { code } = await lastMessage(h, 'race-login@example.com');
    const guess = async (authCode: string) =>
      (
        await send(h, endpoints.authCodeLogin, {
          body: { identifier: 'race-login@example.com', authCode, platform_type: P },
        })
      ).status;
    expect(await raceWrongGuesses(guess, code ?? '')).toBe(401);
    expect(await attemptsOf(s.id, 'login')).toContain(CODE_MAX_ATTEMPTS);
    expect(Math.max(...(await attemptsOf(s.id, 'login')))).toBe(CODE_MAX_ATTEMPTS);
  });

  it('password reset code (POST /validateResetPasswordOTP)', async () => {
    const s = await signUp(h, 'race-reset@example.com');
    await send(h, endpoints.forgotPassword, {
      body: { type: 'email', identifier: 'race-reset@example.com' },
    });
    const { code } = await lastMessage(h, 'race-reset@example.com');
    const guess = async (authCode: string) =>
      (
        await send(h, endpoints.validateResetPasswordOtp, {
          body: { identifier: 'race-reset@example.com', authCode },
        })
      ).status;
    expect(await raceWrongGuesses(guess, code ?? '')).toBe(401);
    expect(await attemptsOf(s.id, 'reset')).toEqual([CODE_MAX_ATTEMPTS]);
  });

  it('phone verification code (POST /user/phone/verify)', async () => {
    const s = await signUp(h, 'race-phone@example.com');
    const phone = '+4915112345670';
    await send(h, endpoints.phoneSendCode, { token: s.token, body: { phone_number: phone } });
    const { code } = await lastMessage(h, phone);
    const guess = async (attempt: string) =>
      (
        await send(h, endpoints.phoneVerify, {
          token: s.token,
          body: { phone_number: phone, code: attempt },
        })
      ).status;
    expect(await raceWrongGuesses(guess, code ?? '')).toBe(422);
    expect(await attemptsOf(s.id, 'phone')).toEqual([CODE_MAX_ATTEMPTS]);
    const me = await send(h, endpoints.user, { token: s.token });
    expect(me.data?.phone_number).toBeNull();
  });

  it('password change code (POST /user/change-password)', async () => {
    const s = await signUp(h, 'race-change@example.com');
    await send(h, endpoints.initiatePasswordChange, {
      token: s.token,
      body: { current_password: PASSWORD },
    });
    const { code } = await lastMessage(h, 'race-change@example.com');
    const guess = async (attempt: string) =>
      (
        await send(h, endpoints.changePassword, {
          token: s.token,
          body: {
            code: attempt,
            password: 'Another#pass2',
            password_confirmation: 'Another#pass2',
          },
        })
      ).status;
    expect(await raceWrongGuesses(guess, code ?? '')).toBe(422);
    expect(await attemptsOf(s.id, 'change_password')).toEqual([CODE_MAX_ATTEMPTS]);
  });
});
