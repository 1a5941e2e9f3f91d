import { createHash, randomBytes } from 'node:crypto';
import { endpoints } from '@optwallet/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { oauthCodes, userRoles, users } from '../../src/db/schema';
import { PARTNER_CLIENT_ID, PARTNER_REDIRECT_URI, seedDevnet } from '../../src/modules/devnet/seed';
import { registerClient } from '../../src/modules/oauth/service';
import { signAccessToken } from '../../src/lib/session/access-tokens';
import { type Harness, createHarness, onboarded, send } from '../support/harness';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
  await seedDevnet(h.deps);
});
afterAll(() => h.close());

function pkce() {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}

const query = {
  client_id: PARTNER_CLIENT_ID,
  redirect_uri: PARTNER_REDIRECT_URI,
  scopes: 'profile:basic email',
  state: 'xyz',
};

describe('GET /oauth/authorize', () => {
  it('answers what the consent page shows: client, scopes with texts, user', async () => {
    const u = await onboarded(h, 'o_viewer');
    const res = await send(h, endpoints.oauthAuthorizeInfo, { token: u.token, query });
    expect(res.data?.client).toMatchObject({ id: PARTNER_CLIENT_ID, name: 'Partner Example' });
    expect(res.data?.scopes).toEqual([
      { name: 'profile:basic', description: 'Read your basic profile' },
      { name: 'email', description: 'Read your email address' },
    ]);
    expect(res.data?.user.id).toBe(u.id);
    expect(res.data?.remembered).toBe(false);
  });

  it('remembers a consent that covers every scope asked for, not a wider request', async () => {
    const u = await onboarded(h, 'o_remembered');
    await send(h, endpoints.oauthAuthorize, {
      token: u.token,
      body: {
        ...query,
        response_type: 'code',
        code_challenge: pkce().challenge,
        code_challenge_method: 'S256',
      },
    });
    const same = await send(h, endpoints.oauthAuthorizeInfo, { token: u.token, query });
    expect(same.data?.remembered).toBe(true);
    const narrower = await send(h, endpoints.oauthAuthorizeInfo, {
      token: u.token,
      query: { ...query, scopes: 'email' },
    });
    expect(narrower.data?.remembered).toBe(true);
    const wider = await send(h, endpoints.oauthAuthorizeInfo, {
      token: u.token,
      query: { ...query, scopes: 'profile:basic email wallet:read' },
    });
    expect(wider.data?.remembered).toBe(false);
  });

  it('refuses an unknown client, a redirect_uri that is not an exact match, and unknown scopes (422)', async () => {
    const u = await onboarded(h, 'o_invalid');
    const client = await send(h, endpoints.oauthAuthorizeInfo, {
      token: u.token,
      query: { ...query, client_id: 'nope' },
    });
    expect(client.error?.errors).toHaveProperty('client_id');
    const uri = await send(h, endpoints.oauthAuthorizeInfo, {
      token: u.token,
      query: { ...query, redirect_uri: `${PARTNER_REDIRECT_URI}/extra` },
    });
    expect(uri.status).toBe(422);
    expect(uri.error?.errors).toHaveProperty('redirect_uri');
    const scopes = await send(h, endpoints.oauthAuthorizeInfo, {
      token: u.token,
      query: { ...query, scopes: 'account:write' },
    });
    expect(scopes.error?.errors).toHaveProperty('scopes');
  });

  it('needs a signed-in user (401)', async () => {
    expect((await send(h, endpoints.oauthAuthorizeInfo, { query })).status).toBe(401);
  });
});

/**
 * Approves `scopes` for the partner: the code, its token request (`exchange`), and `token()`
 * which sends it and answers the partner's access token.
 */
async function partnerToken(userToken: string, scopes = 'profile:basic email') {
  const { verifier, challenge } = pkce();
  const auth = await send(h, endpoints.oauthAuthorize, {
    token: userToken,
    body: {
      ...query,
      scopes,
      response_type: 'code',
      code_challenge: challenge,
      code_challenge_method: 'S256',
    },
  });
  const code = new URL(auth.data?.redirect_url ?? '').searchParams.get('code') ?? '';
  const exchange = {
    grant_type: 'authorization_code' as const,
    code,
    redirect_uri: PARTNER_REDIRECT_URI,
    client_id: PARTNER_CLIENT_ID,
    code_verifier: verifier,
  };
  return {
    code,
    exchange,
    token: async () =>
      (await send(h, endpoints.oauthToken, { body: exchange })).data?.access_token ?? '',
  };
}

describe('code + PKCE exchange', () => {
  it('issues a single-use code and exchanges it for an oauth-type token with the scopes', async () => {
    const u = await onboarded(h, 'o_flow');
    const { verifier, challenge } = pkce();
    const auth = await send(h, endpoints.oauthAuthorize, {
      token: u.token,
      body: {
        ...query,
        response_type: 'code',
        code_challenge: challenge,
        code_challenge_method: 'S256',
      },
    });
    const redirect = new URL(auth.data?.redirect_url ?? '');
    expect(`${redirect.origin}${redirect.pathname}`).toBe(PARTNER_REDIRECT_URI);
    expect(redirect.searchParams.get('state')).toBe('xyz');
    const code = redirect.searchParams.get('code') ?? '';
    const tokenBody = {
      grant_type: 'authorization_code' as const,
      code,
      redirect_uri: PARTNER_REDIRECT_URI,
      client_id: PARTNER_CLIENT_ID,
      code_verifier: verifier,
    };
    const wrongVerifier = await send(h, endpoints.oauthToken, {
      body: { ...tokenBody, code_verifier: pkce().verifier },
    });
    expect(wrongVerifier.status).toBe(400);
    const token = await send(h, endpoints.oauthToken, { body: tokenBody });
    expect(token.data).toMatchObject({
      token_type: 'Bearer',
      scope: 'profile:basic email',
      expires_in: 900,
    });
    const partnerToken = token.data?.access_token ?? '';
    const [, payload = ''] = partnerToken.split('.');
    expect(JSON.parse(Buffer.from(payload, 'base64url').toString())).not.toHaveProperty(
      'platformType',
    );
    const me = await send(h, endpoints.user, { token: partnerToken });
    expect(me.data).toMatchObject({ id: u.id, email: u.email });
    const follow = await send(h, endpoints.follow, { token: partnerToken, params: { id: u.id } });
    expect(follow.status).toBe(403);
  });

  it('never shows a partner the user’s pending (unverified) email, even with the email scope', async () => {
    const u = await onboarded(h, 'o_pending');
    await h.deps.db
      .update(users)
      .set({ pendingEmail: 'not-yet-mine@example.com' })
      .where(eq(users.id, u.id));
    const { exchange: tokenBody } = await partnerToken(u.token);
    const token = await send(h, endpoints.oauthToken, { body: tokenBody });
    const seen = await send(h, endpoints.user, { token: token.data?.access_token ?? '' });
    expect(seen.data).toMatchObject({ email: u.email, pending_email: null });
    const own = await send(h, endpoints.user, { token: u.token });
    expect(own.data?.pending_email).toBe('not-yet-mine@example.com');
  });

  it('a replayed code is refused and ends the tokens already issued from it (RFC 6749 §4.1.2)', async () => {
    const u = await onboarded(h, 'o_replay');
    const first = await partnerToken(u.token);
    const other = await partnerToken(u.token);
    const token = await send(h, endpoints.oauthToken, { body: first.exchange });
    const otherToken = await send(h, endpoints.oauthToken, { body: other.exchange });
    const stolen = token.data?.access_token ?? '';
    expect((await send(h, endpoints.user, { token: stolen })).status).toBe(200);

    // Someone presents the same code again: refused, and the token it gave stops at once.
    const again = await send(h, endpoints.oauthToken, { body: first.exchange });
    expect(again.status).toBe(400);
    expect((await send(h, endpoints.user, { token: stolen })).status).toBe(401);
    // Only that code's tokens: another exchange under the same grant keeps working.
    expect(
      (await send(h, endpoints.user, { token: otherToken.data?.access_token ?? '' })).status,
    ).toBe(200);
  });

  it('accepts the token request form-encoded (RFC 6749)', async () => {
    const u = await onboarded(h, 'o_form');
    const { verifier, challenge } = pkce();
    const auth = await send(h, endpoints.oauthAuthorize, {
      token: u.token,
      body: {
        ...query,
        scopes: 'profile:basic',
        response_type: 'code',
        code_challenge: challenge,
        code_challenge_method: 'S256',
      },
    });
    const code = new URL(auth.data?.redirect_url ?? '').searchParams.get('code') ?? '';
    const res = await h.app.request('/api/oauth/token', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'authorization_code',
        code,
        redirect_uri: PARTNER_REDIRECT_URI,
        client_id: PARTNER_CLIENT_ID,
        code_verifier: verifier,
      }),
    });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { scope: string; access_token: string };
    expect(body.scope).toBe('profile:basic');
    const me = await send(h, endpoints.user, { token: body.access_token });
    expect(me.data?.email).toBeNull();
  });

  it('refuses a request without state (422) and issues no code, as the README says', async () => {
    const u = await onboarded(h, 'o_nostate');
    const { challenge } = pkce();
    const { state: _state, ...withoutState } = query;
    const info = await send(h, endpoints.oauthAuthorizeInfo, {
      token: u.token,
      query: withoutState,
    });
    expect(info.status).toBe(422);
    expect(info.error?.errors).toEqual({ state: ['The partner app must send a state.'] });
    for (const state of [undefined, '']) {
      const res = await send(h, endpoints.oauthAuthorize, {
        token: u.token,
        body: {
          ...withoutState,
          ...(state === undefined ? {} : { state }),
          response_type: 'code',
          code_challenge: challenge,
          code_challenge_method: 'S256',
        },
      });
      expect(res.status).toBe(422);
      expect(res.error?.errors).toHaveProperty('state');
    }
    const codes = await h.deps.db.select().from(oauthCodes).where(eq(oauthCodes.userId, u.id));
    expect(codes).toEqual([]);
  });

  it('answers a deny with error=access_denied and the state', async () => {
    const u = await onboarded(h, 'o_deny');
    const res = await send(h, endpoints.oauthAuthorize, {
      token: u.token,
      body: {
        ...query,
        response_type: 'code',
        code_challenge: pkce().challenge,
        code_challenge_method: 'S256',
        decision: 'deny',
      },
    });
    const url = new URL(res.data?.redirect_url ?? '');
    expect(url.searchParams.get('error')).toBe('access_denied');
    expect(url.searchParams.get('code')).toBeNull();
  });

  it('refuses an expired code', async () => {
    const u = await onboarded(h, 'o_expired');
    const { exchange } = await partnerToken(u.token);
    h.clock.advance(11 * 60_000);
    const res = await send(h, endpoints.oauthToken, { body: exchange });
    expect(res.status).toBe(400);
  });

  it('answers 422 for a missing PKCE challenge', async () => {
    const u = await onboarded(h, 'o_nopkce');
    const res = await send(h, endpoints.oauthAuthorize, {
      token: u.token,
      body: { ...query, response_type: 'code' },
    });
    expect(res.status).toBe(422);
    expect(res.error?.errors).toHaveProperty('code_challenge');
  });
});

describe('connected apps (GET /oauth/grants, DELETE /oauth/grants/{id})', () => {
  it('lists an app once it is authorized, with the scopes granted; a later approval widens them; Deny adds nothing', async () => {
    const u = await onboarded(h, 'g_list');
    const before = await send(h, endpoints.oauthGrants, { token: u.token });
    expect(before.data?.data).toEqual([]);
    await send(h, endpoints.oauthAuthorize, {
      token: u.token,
      body: {
        ...query,
        response_type: 'code',
        code_challenge: pkce().challenge,
        code_challenge_method: 'S256',
        decision: 'deny',
      },
    });
    expect((await send(h, endpoints.oauthGrants, { token: u.token })).data?.data).toEqual([]);

    await partnerToken(u.token, 'profile:basic');
    h.clock.advance(1000);
    await partnerToken(u.token, 'email wallet:read');
    const list = (await send(h, endpoints.oauthGrants, { token: u.token })).data?.data ?? [];
    expect(list).toHaveLength(1);
    expect(list[0]?.client).toMatchObject({ id: PARTNER_CLIENT_ID, name: 'Partner Example' });
    expect(list[0]?.scopes.map((s) => s.name)).toEqual(['profile:basic', 'email', 'wallet:read']);
    expect(list[0]?.scopes[2]?.description).toBe('Read your wallet information');
    expect(Date.parse(list[0]?.updated_at ?? '')).toBeGreaterThan(
      Date.parse(list[0]?.created_at ?? ''),
    );

    const other = await onboarded(h, 'g_other');
    expect((await send(h, endpoints.oauthGrants, { token: other.token })).data?.data).toEqual([]);
  });

  it('revoking makes the partner token useless at once, kills unexchanged codes, and a new approval works again', async () => {
    const u = await onboarded(h, 'g_revoke');
    const first = await partnerToken(u.token);
    const token = await first.token();
    expect((await send(h, endpoints.user, { token })).status).toBe(200);
    const pendingCode = await partnerToken(u.token);

    const [grant] = (await send(h, endpoints.oauthGrants, { token: u.token })).data?.data ?? [];
    const revoked = await send(h, endpoints.revokeOAuthGrant, {
      token: u.token,
      params: { id: grant?.id ?? '' },
    });
    expect(revoked.data).toEqual({ message: 'Access revoked' });

    const after = await send(h, endpoints.user, { token });
    expect(after.status).toBe(401);
    const late = await send(h, endpoints.oauthToken, { body: pendingCode.exchange });
    expect(late.status).toBe(400);
    expect(late.error?.error).toBe('invalid_grant');
    expect((await send(h, endpoints.oauthGrants, { token: u.token })).data?.data).toEqual([]);
    const twice = await send(h, endpoints.revokeOAuthGrant, {
      token: u.token,
      params: { id: grant?.id ?? '' },
    });
    expect(twice.status).toBe(404);

    h.clock.advance(1000);
    const again = await (await partnerToken(u.token)).token();
    expect((await send(h, endpoints.user, { token: again })).status).toBe(200);
    expect((await send(h, endpoints.user, { token })).status).toBe(401);
  });

  it('refuses to revoke another user’s grant (404) and keeps partner tokens out of the list (403)', async () => {
    const owner = await onboarded(h, 'g_owner');
    const token = await (await partnerToken(owner.token)).token();
    const [grant] = (await send(h, endpoints.oauthGrants, { token: owner.token })).data?.data ?? [];
    const stranger = await onboarded(h, 'g_stranger');
    const res = await send(h, endpoints.revokeOAuthGrant, {
      token: stranger.token,
      params: { id: grant?.id ?? '' },
    });
    expect(res.status).toBe(404);
    expect((await send(h, endpoints.user, { token })).status).toBe(200);
    expect((await send(h, endpoints.oauthGrants, { token })).status).toBe(403);
    expect(
      (await send(h, endpoints.revokeOAuthGrant, { token, params: { id: grant?.id ?? '' } }))
        .status,
    ).toBe(403);
  });

  it('refuses a partner token that names no grant (401)', async () => {
    const u = await onboarded(h, 'g_nogrant');
    // Signed with the server's key over the user's own live session, but naming no grant.
    const [, claims = ''] = u.token.split('.');
    const { sid } = JSON.parse(Buffer.from(claims, 'base64url').toString()) as { sid: string };
    const forged = await signAccessToken(h.deps, u.id, {
      sid,
      scope: 'profile:basic',
      client_id: PARTNER_CLIENT_ID,
    });
    expect((await send(h, endpoints.user, { token: forged })).status).toBe(401);
  });
});

describe('registering a partner (registerClient, used by the oauth:register script)', () => {
  it('makes a new client usable with its exact redirect URI, and updates it under the same id', async () => {
    const u = await onboarded(h, 'r_partner');
    const client = {
      id: 'acme-shop',
      name: 'Acme Shop',
      redirectUris: ['https://acme.example/cb'],
      scopes: ['profile:basic'],
    };
    await registerClient(h.deps.db, client, h.clock.now());
    const q = {
      client_id: 'acme-shop',
      redirect_uri: 'https://acme.example/cb',
      scopes: 'profile:basic',
      state: 's',
    };
    const info = await send(h, endpoints.oauthAuthorizeInfo, { token: u.token, query: q });
    expect(info.data?.client).toEqual({
      id: 'acme-shop',
      name: 'Acme Shop',
      logo_url: null,
      website: null,
    });
    const email = await send(h, endpoints.oauthAuthorizeInfo, {
      token: u.token,
      query: { ...q, scopes: 'email' },
    });
    expect(email.status).toBe(422);

    await registerClient(
      h.deps.db,
      {
        ...client,
        name: 'Acme',
        scopes: ['profile:basic', 'email'],
        website: 'https://acme.example',
      },
      h.clock.now(),
    );
    const updated = await send(h, endpoints.oauthAuthorizeInfo, {
      token: u.token,
      query: { ...q, scopes: 'email' },
    });
    expect(updated.data?.client).toMatchObject({ name: 'Acme', website: 'https://acme.example' });
  });

  it('refuses redirect URIs that are not absolute http(s) URLs, and unknown scopes', async () => {
    const base = {
      id: 'bad-app',
      name: 'Bad',
      redirectUris: ['https://bad.example/cb'],
      scopes: ['email'],
    };
    await expect(
      registerClient(h.deps.db, { ...base, redirectUris: ['/cb'] }, h.clock.now()),
    ).rejects.toThrow(/redirect URI|http/);
    await expect(
      registerClient(h.deps.db, { ...base, redirectUris: ['javascript:alert(1)'] }, h.clock.now()),
    ).rejects.toThrow(/http/);
    await expect(
      registerClient(h.deps.db, { ...base, scopes: ['admin'] }, h.clock.now()),
    ).rejects.toThrow(/Unknown scopes: admin/);
  });
});

describe('the admin entry', () => {
  it('gives a partner token no admin code, even for a staff user (403)', async () => {
    const staff = await onboarded(h, 'a_staff');
    await h.deps.db.insert(userRoles).values({ userId: staff.id, role: 'Compliance Officer' });
    const partner = await (await partnerToken(staff.token)).token();
    expect(partner).not.toBe('');
    expect((await send(h, endpoints.adminSessionCode, { token: partner })).status).toBe(403);
    expect((await send(h, endpoints.adminSessionCode, { token: staff.token })).status).toBe(200);
  });
});
