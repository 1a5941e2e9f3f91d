import { endpoints } from '@optwallet/contract';
import { isBlockedCountry } from '@optwallet/domain';
import { and, eq, ne, sql } from 'drizzle-orm';
import { users } from '../../db/schema';
import { HttpError, conflict, invalid, isUniqueViolation, notFound } from '../../lib/errors';
import { mount } from '../../lib/endpoint';
import { createRouter } from '../../lib/http';
import type { Deps } from '../../deps';
import { sendEmailCode, sendPhoneCode, verifyEmail, verifyPhone } from './identities';
import { avatarUrl, normalizePhoto, removeAvatar, saveAvatar } from './avatars';
import { COUNTRIES, isKnownCountry } from './countries';
import { profileOf } from './profile';
import {
  findUserById,
  findUserByIdOrUsername,
  findUserByIdentifier,
  hasBlocked,
  findUserWithRoles,
  toUserDto,
} from './users';

/** An ISO code from the list that is not blocked (product §6), upper-cased; else a 422 on country. */
function allowedCountry(code: string): string {
  const country = code.toUpperCase();
  if (!isKnownCountry(country)) throw invalid('country', 'Please choose a country from the list');
  if (isBlockedCountry(country))
    throw invalid('country', 'OptWallet is not available in this country');
  return country;
}

export function usersRoutes(deps: Deps) {
  const router = createRouter();

  const currentUser = async (
    userId: string,
    options: { hideEmail?: boolean; partner?: boolean; liveSession?: string } = {},
  ) => {
    const found = await findUserWithRoles(deps.db, userId, options.liveSession);
    if (!found) throw new HttpError(401, 'Unauthenticated');
    return toUserDto(found.user, found.roles, false, options);
  };

  mount(
    router,
    deps,
    'user',
    endpoints.user,
    ({ c }) => {
      const auth = c.get('auth');
      const partner = auth.sessionType === 'oauth';
      // An ended session and a deleted user both answer 401: no second statement is needed.
      return currentUser(auth.userId, {
        partner,
        hideEmail: partner && !auth.scopes.includes('email'),
        liveSession: c.get('sessionToCheck')?.sessionId,
      });
    },
    { oauthScope: 'profile:basic', sessionCheckedInStatement: true },
  );

  mount(router, deps, 'countries', endpoints.countries, () => Promise.resolve(COUNTRIES));

  mount(router, deps, 'onboardUser', endpoints.onboardUser, async ({ c, body }) => {
    const userId = c.get('auth').userId;
    const country = allowedCountry(body.country);
    const [taken] = await deps.db
      .select({ id: users.id })
      .from(users)
      .where(
        and(sql`lower(${users.username}) = ${body.username.toLowerCase()}`, ne(users.id, userId)),
      )
      .limit(1);
    if (taken) throw conflict('The username has already been taken.', 'username');
    const me = await findUserById(deps.db, userId);
    if (!me) throw new HttpError(401, 'Unauthenticated');
    const email = body.email?.trim().toLowerCase();
    if (email && me.email && email !== me.email)
      throw invalid('email', 'Your email is already set');
    // Someone's verified email is refused at once; any other stays pending until its code is back.
    const owner = email ? await findUserByIdentifier(deps.db, 'email', email) : undefined;
    if (owner && owner.id !== userId) throw conflict('The email has already been taken.', 'email');
    const now = deps.clock();
    try {
      await deps.db
        .update(users)
        .set({
          firstName: body.first_name,
          lastName: body.last_name,
          username: body.username,
          country,
          onboardedAt: me.onboardedAt ?? now,
          updatedAt: now,
        })
        .where(eq(users.id, userId));
    } catch (error) {
      // Two people racing for one username: the unique index decides.
      if (isUniqueViolation(error))
        throw conflict('The username has already been taken.', 'username');
      throw error;
    }
    if (email && !me.email) await sendEmailCode(deps, userId, email);
    return currentUser(userId);
  });

  // /user/profile must be declared before /user/{tab} (registration order decides).
  mount(router, deps, 'ownProfile', endpoints.ownProfile, ({ c }) => {
    const me = c.get('auth').userId;
    return profileOf(deps.db, me, me);
  });
  mount(router, deps, 'updateProfile', endpoints.updateProfile, async ({ c, body }) => {
    const userId = c.get('auth').userId;
    await deps.db
      .update(users)
      .set({
        firstName: body.first_name,
        lastName: body.last_name,
        bio: body.bio === '' ? null : body.bio,
        country: allowedCountry(body.country),
        updatedAt: deps.clock(),
      })
      .where(eq(users.id, userId));
    return currentUser(userId);
  });
  mount(router, deps, 'updateAvatar', endpoints.updateAvatar, async ({ c, body }) => {
    const userId = c.get('auth').userId;
    const photo = await normalizePhoto(Buffer.from(body.image, 'base64'), body.content_type);
    await saveAvatar(
      deps.db,
      userId,
      photo,
      avatarUrl(deps.config.apiPublicUrl, photo),
      deps.clock(),
    );
    return currentUser(userId);
  });
  mount(router, deps, 'deleteAvatar', endpoints.deleteAvatar, async ({ c }) => {
    const userId = c.get('auth').userId;
    await removeAvatar(deps.db, userId, deps.clock());
    return currentUser(userId);
  });
  mount(router, deps, 'profile', endpoints.profile, async ({ c, params }) => {
    const me = c.get('auth').userId;
    const target = await findUserByIdOrUsername(deps.db, params.id);
    if (!target) throw notFound('User not found');
    // Someone who blocked the caller is not findable by them.
    if (await hasBlocked(deps.db, target.id, me)) throw notFound('User not found');
    return profileOf(deps.db, me, target.id);
  });

  mount(router, deps, 'emailSendCode', endpoints.emailSendCode, async ({ c, body }) => ({
    message: await sendEmailCode(deps, c.get('auth').userId, body.email),
  }));
  mount(router, deps, 'emailVerify', endpoints.emailVerify, async ({ c, body }) => {
    const userId = c.get('auth').userId;
    await verifyEmail(deps, userId, body.code);
    return currentUser(userId);
  });
  mount(router, deps, 'phoneSendCode', endpoints.phoneSendCode, async ({ c, body }) => ({
    message: await sendPhoneCode(deps, c.get('auth').userId, body.phone_number),
  }));
  mount(router, deps, 'phoneVerify', endpoints.phoneVerify, async ({ c, body }) => {
    const userId = c.get('auth').userId;
    await verifyPhone(deps, userId, body.phone_number, body.code);
    return currentUser(userId);
  });

  return router;
}
