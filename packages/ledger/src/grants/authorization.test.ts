import { describe, expect, it } from 'vitest';
import { chainEnv, openChain } from '../context';
import { alice, bob, CHAIN, GENESIS, makeChain } from '../test-support';
import {
  acceptAuthorization,
  pruneExpiredGrants,
  revokeGrant,
  saveGrant,
  useGrant,
} from './authorization';
import type { Authorization } from './types';

const DELEGATE = '/cosmos.staking.v1beta1.MsgDelegate';
const SEND = '/cosmos.bank.v1beta1.MsgSend';

async function fixture() {
  const fx = makeChain();
  const ctx = await openChain(
    fx.state,
    chainEnv(fx.config, CHAIN, GENESIS, () => 'n'),
  );
  return { ...fx, ctx };
}

const stake = (maxTokens?: bigint): Extract<Authorization, { kind: 'stake' }> => ({
  kind: 'stake',
  authorizationType: 'delegate',
  ...(maxTokens === undefined ? {} : { maxTokens }),
  validators: { list: 'allow', addresses: ['optvaloper1a'] },
});
const delegate = (amount: bigint, validator = 'optvaloper1a') =>
  ({ typeUrl: DELEGATE, kind: 'delegate', validator, amount }) as const;

describe('authorizations (x/authz)', () => {
  it('a stake authorization counts max tokens down and is deleted when spent', async () => {
    const { ctx, state } = await fixture();
    const grant = { chainId: CHAIN, granter: alice, grantee: bob, msgTypeUrl: DELEGATE };
    await saveGrant(ctx, { ...grant, authorization: stake(100n) });
    await useGrant(ctx, { granter: alice, grantee: bob, action: delegate(60n) });
    expect((await state.getAuthzGrant(CHAIN, alice, bob, DELEGATE))?.authorization).toEqual(
      stake(40n),
    );
    await expect(
      useGrant(ctx, { granter: alice, grantee: bob, action: delegate(41n) }),
    ).rejects.toMatchObject({ code: 'max_tokens_exceeded', message: 'negative coin amount: -1' });
    await useGrant(ctx, { granter: alice, grantee: bob, action: delegate(40n) });
    await expect(
      useGrant(ctx, { granter: alice, grantee: bob, action: delegate(1n) }),
    ).rejects.toMatchObject({ code: 'authorization_not_found' });
  });

  it('allow and deny lists choose the validators; a send authorization its recipients', () => {
    expect(() => acceptAuthorization(stake(), delegate(1n, 'optvaloper1b'))).toThrow(
      'cannot delegate/undelegate to optvaloper1b validator',
    );
    const deny: Authorization = {
      ...stake(),
      validators: { list: 'deny', addresses: ['optvaloper1a'] },
    };
    expect(() => acceptAuthorization(deny, delegate(1n))).toThrow('cannot delegate/undelegate');
    expect(acceptAuthorization(deny, delegate(1n, 'optvaloper1b'))).toEqual({
      delete: false,
      updated: deny,
    });
    const send: Authorization = { kind: 'send', spendLimit: 10n, allowList: [bob] };
    const sendTo = (to: string, amount: bigint) =>
      ({ typeUrl: SEND, kind: 'send', to, amount }) as const;
    expect(() => acceptAuthorization(send, sendTo(alice, 1n))).toThrow(`cannot send to ${alice}`);
    expect(() => acceptAuthorization(send, sendTo(bob, 11n))).toThrow('more than spend limit');
    expect(acceptAuthorization(send, sendTo(bob, 10n))).toEqual({ delete: true });
  });

  it('refuses a grant to oneself or expiring by now; revoke and expiry remove grants', async () => {
    const { ctx, state } = await fixture();
    const generic: Authorization = { kind: 'generic', msg: SEND };
    const grant = {
      chainId: CHAIN,
      granter: alice,
      grantee: bob,
      msgTypeUrl: SEND,
      authorization: generic,
    };
    await expect(saveGrant(ctx, { ...grant, grantee: alice })).rejects.toMatchObject({
      code: 'grantee_is_granter',
    });
    await expect(saveGrant(ctx, { ...grant, expiration: ctx.time })).rejects.toMatchObject({
      code: 'authorization_expiration_in_past',
    });
    await saveGrant(ctx, { ...grant, expiration: ctx.time + 1_000 });
    await pruneExpiredGrants(ctx, ctx.time + 999);
    expect(await state.listAuthzGrants(CHAIN, { grantee: bob })).toHaveLength(1);
    await pruneExpiredGrants(ctx, ctx.time + 1_000);
    expect(await state.listAuthzGrants(CHAIN, { grantee: bob })).toEqual([]);
    await saveGrant(ctx, grant);
    await revokeGrant(ctx, { granter: alice, grantee: bob, msgTypeUrl: SEND });
    await expect(
      revokeGrant(ctx, { granter: alice, grantee: bob, msgTypeUrl: SEND }),
    ).rejects.toMatchObject({ code: 'authorization_not_found' });
  });
});
