import { endpoints } from '@optwallet/contract';
import { REMEMBER_TOKEN_COOKIE_PREFIX } from '@optwallet/domain';
import type { Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import { clientIp } from '../../lib/session/require-auth';
import { mount } from '../../lib/endpoint';
import { type AppEnv, createRouter } from '../../lib/http';
import type { Deps } from '../../deps';
import {
  NEUTRAL_SENT,
  REMEMBER_COOKIE_MAX_AGE_SECONDS,
  authCodeLogin,
  changePassword,
  checkMagicLink,
  checkResetToken,
  forgotPassword,
  initiatePasswordChange,
  login,
  magicLogin,
  resetPassword,
  sendMagicLink,
  setupPassword,
  validateResetCode,
} from './service';
import { logout, rotateRefreshToken } from './refresh-tokens';
import { register } from './sign-up';
import { endOneSession, endOtherSessions, listSessions } from './session-list';
import {
  continueSession,
  forgetWalletSession,
  hintWalletSession,
  sessionHint,
} from './session-hint';
import {
  addPasskey,
  listPasskeys,
  passkeyLogin,
  passkeyLoginOptions,
  passkeyRegistrationOptions,
  removePasskey,
  renamePasskey,
} from './passkeys';

/** The browser a sign-in comes from (its User-Agent), named in the Sessions list. */
const deviceOf = (c: Context<AppEnv>) => c.req.header('user-agent');

/** Sign-up, login, codes, magic links, resets and refresh (product §7 login-type calls). */
export function authRoutes(deps: Deps) {
  const router = createRouter();

  mount(router, deps, 'register', endpoints.register, ({ c, body }) =>
    register(deps, body, clientIp(c)),
  );
  mount(router, deps, 'login', endpoints.login, async ({ c, body }) => {
    const result = await login(deps, body, clientIp(c), getCookie(c), deviceOf(c));
    return result.two_factor ? result : hintWalletSession(c, deps, result);
  });

  mount(router, deps, 'authCodeLogin', endpoints.authCodeLogin, async ({ c, body }) => {
    const { userId, ...result } = await authCodeLogin(deps, body, clientIp(c), deviceOf(c));
    if (result.remember_token) {
      setCookie(c, `${REMEMBER_TOKEN_COOKIE_PREFIX}_${userId}`, result.remember_token, {
        path: '/',
        maxAge: REMEMBER_COOKIE_MAX_AGE_SECONDS,
        // Only the server reads it (login sends it back by itself); no script ever needs it.
        httpOnly: true,
        sameSite: 'Lax',
        secure: deps.config.nodeEnv === 'production',
      });
    }
    return hintWalletSession(c, deps, result);
  });

  mount(router, deps, 'resendMagicLink', endpoints.resendMagicLink, async ({ c, body }) => {
    await sendMagicLink(deps, body, clientIp(c));
    return { message: NEUTRAL_SENT };
  });
  mount(router, deps, 'checkMagicLink', endpoints.checkMagicLink, ({ query }) =>
    checkMagicLink(deps, query.token),
  );
  mount(router, deps, 'magicLogin', endpoints.magicLogin, async ({ c, body }) =>
    hintWalletSession(c, deps, await magicLogin(deps, body.token, deviceOf(c))),
  );

  mount(router, deps, 'forgotPassword', endpoints.forgotPassword, async ({ c, body }) => {
    await forgotPassword(deps, body, clientIp(c));
    return { message: NEUTRAL_SENT };
  });
  mount(
    router,
    deps,
    'validateResetPasswordOtp',
    endpoints.validateResetPasswordOtp,
    ({ c, body }) => validateResetCode(deps, body, clientIp(c)),
  );
  mount(router, deps, 'checkResetPasswordToken', endpoints.checkResetPasswordToken, ({ query }) =>
    checkResetToken(deps, query.token),
  );
  mount(router, deps, 'resetPassword', endpoints.resetPassword, async ({ body }) => {
    await resetPassword(deps, body);
    return { message: 'Your password has been reset. Please log in.' };
  });
  mount(router, deps, 'setupPassword', endpoints.setupPassword, async ({ c, body }) => {
    await setupPassword(deps, c.get('auth').userId, body);
    return { message: 'Your password has been set.' };
  });

  mount(router, deps, 'refreshToken', endpoints.refreshToken, async ({ c, body }) =>
    hintWalletSession(c, deps, await rotateRefreshToken(deps, body.refresh_token)),
  );
  mount(router, deps, 'logout', endpoints.logout, async ({ c, body }) => {
    await logout(deps, body.refresh_token);
    forgetWalletSession(c, deps);
    return { message: 'You are signed out.' };
  });

  // "Continue as" on the consent app (session-hint.ts).
  mount(router, deps, 'sessionHint', endpoints.sessionHint, ({ c }) => sessionHint(c, deps));
  mount(router, deps, 'continueSession', endpoints.continueSession, ({ c }) =>
    continueSession(c, deps),
  );

  mount(
    router,
    deps,
    'initiatePasswordChange',
    endpoints.initiatePasswordChange,
    async ({ c, body }) => ({
      message: await initiatePasswordChange(deps, c.get('auth').userId, body.current_password),
    }),
  );
  mount(router, deps, 'changePassword', endpoints.changePassword, async ({ c, body }) => {
    await changePassword(deps, c.get('auth'), body);
    return { message: 'Your password has been changed.' };
  });

  // Passkeys: the Origin header names the app the browser runs (devnet: its loopback name).
  mount(router, deps, 'passkeyLoginOptions', endpoints.passkeyLoginOptions, ({ c }) =>
    passkeyLoginOptions(deps, clientIp(c), c.req.header('origin')),
  );
  mount(router, deps, 'passkeyLogin', endpoints.passkeyLogin, async ({ c, body }) =>
    hintWalletSession(c, deps, await passkeyLogin(deps, body, clientIp(c), deviceOf(c))),
  );
  mount(router, deps, 'passkeys', endpoints.passkeys, ({ c }) =>
    listPasskeys(deps, c.get('auth').userId),
  );
  mount(router, deps, 'passkeyRegistrationOptions', endpoints.passkeyRegistrationOptions, ({ c }) =>
    passkeyRegistrationOptions(deps, c.get('auth').userId, c.req.header('origin')),
  );
  mount(router, deps, 'addPasskey', endpoints.addPasskey, ({ c, body }) =>
    addPasskey(deps, c.get('auth').userId, body),
  );
  mount(router, deps, 'renamePasskey', endpoints.renamePasskey, ({ c, params, body }) =>
    renamePasskey(deps, c.get('auth').userId, params.id, body.name),
  );
  mount(router, deps, 'deletePasskey', endpoints.deletePasskey, async ({ c, params }) => {
    await removePasskey(deps, c.get('auth').userId, params.id);
    return { message: 'The passkey was removed.' };
  });

  // The Permissions page's Sessions (session-list.ts).
  mount(router, deps, 'sessions', endpoints.sessions, ({ c }) => listSessions(deps, c.get('auth')));
  mount(router, deps, 'endSession', endpoints.endSession, async ({ c, params }) => {
    await endOneSession(deps, c.get('auth').userId, params.id);
    return { message: 'The session was signed out.' };
  });
  mount(router, deps, 'endOtherSessions', endpoints.endOtherSessions, ({ c }) =>
    endOtherSessions(deps, c.get('auth')),
  );

  return router;
}
