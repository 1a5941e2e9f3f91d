import {
  calculateFee,
  GasPrice,
  QueryClient,
  setupAuthzExtension,
  setupFeegrantExtension,
  setupStakingExtension,
  type StdFee,
} from '@cosmjs/stargate';
import { Comet38Client } from '@cosmjs/tendermint-rpc';
import { GenericAuthorization } from 'cosmjs-types/cosmos/authz/v1beta1/authz';
import { MsgWithdrawDelegatorReward } from 'cosmjs-types/cosmos/distribution/v1beta1/tx';
import { BasicAllowance } from 'cosmjs-types/cosmos/feegrant/v1beta1/feegrant';
import { AuthorizationType, StakeAuthorization } from 'cosmjs-types/cosmos/staking/v1beta1/authz';
import { MsgDelegate } from 'cosmjs-types/cosmos/staking/v1beta1/tx';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningOptchain } from '../src/start';
import {
  attribute,
  balanceOf,
  clients,
  faucet,
  freshWallet,
  matching,
  OPT,
  startNode,
  VALIDATORS,
} from './support/node';
import { anyOf, grantAllowance } from './support/grants';

const GAS_PRICE = GasPrice.fromString('0.025uopt');
/** A send's 200 000 gas at the minimum gas price: 5 000 uopt. */
const SEND_FEE = calculateFee(200_000, GAS_PRICE);
const paidBy = (granter: string, fee: StdFee = SEND_FEE): StdFee => ({ ...fee, granter });
const coin = (amount: bigint) => ({ denom: 'uopt', amount: String(amount) });
const uopt = (amount: bigint) => [coin(amount)];
const inAnHour = () => ({ seconds: BigInt(Math.floor(Date.now() / 1000) + 3600), nanos: 0 });

describe('x/feegrant and x/authz through unchanged cosmjs', () => {
  let node: RunningOptchain;
  let comet: Comet38Client;
  let queries: ReturnType<typeof queryClient>;
  const queryClient = (client: Comet38Client) =>
    QueryClient.withExtensions(
      client,
      setupAuthzExtension,
      setupFeegrantExtension,
      setupStakingExtension,
    );
  beforeAll(async () => {
    node = await startNode();
    comet = await Comet38Client.connect(node.rpcUrl);
    queries = queryClient(comet);
  });
  afterAll(async () => {
    comet.disconnect();
    await node.stop();
  });

  const rest = async (path: string) => {
    const response = await fetch(`${node.restUrl}${path}`);
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };

  it('a basic allowance pays a fresh account’s send: the granter pays, the limit shrinks, past it or revoked the send is refused', async () => {
    const granter = await freshWallet();
    const grantee = await freshWallet();
    const recipient = await freshWallet();
    const { reader, signer } = await clients(node.rpcUrl, granter.wallet);
    const { signer: granteeSigner } = await clients(node.rpcUrl, grantee.wallet);
    await faucet(node.restUrl, granter.address);

    const grant = await signer.signAndBroadcast(
      granter.address,
      [
        grantAllowance(
          granter.address,
          grantee.address,
          anyOf(BasicAllowance, {
            spendLimit: uopt(12_000n),
            expiration: inAnHour(),
          }),
        ),
      ],
      'auto',
    );
    expect(grant.code).toBe(0);
    expect(attribute(grant.events, 'set_feegrant', 'grantee')).toEqual([grantee.address]);
    // The grant gives the grantee an account (as the feegrant keeper does), with nothing on it.
    expect(await reader.getAccount(grantee.address)).toMatchObject({ sequence: 0 });
    expect(await balanceOf(reader, grantee.address)).toBe(0n);
    const { allowance } = await queries.feegrant.allowance(granter.address, grantee.address);
    expect(allowance).toMatchObject({ granter: granter.address, grantee: grantee.address });
    expect(
      BasicAllowance.decode(allowance?.allowance?.value ?? new Uint8Array()).spendLimit,
    ).toEqual(uopt(12_000n));

    // The grantee holds exactly what it sends; its fee comes out of the granter's allowance.
    await signer.sendTokens(granter.address, grantee.address, uopt(OPT), SEND_FEE);
    const granterBefore = await balanceOf(reader, granter.address);
    const send = await granteeSigner.sendTokens(
      grantee.address,
      recipient.address,
      uopt(OPT),
      paidBy(granter.address),
    );
    expect(send.code).toBe(0);
    expect(await balanceOf(reader, grantee.address)).toBe(0n);
    expect(await balanceOf(reader, recipient.address)).toBe(OPT);
    expect(await balanceOf(reader, granter.address)).toBe(granterBefore - 5_000n);
    expect(attribute(send.events, 'use_feegrant', 'grantee')).toEqual([grantee.address]);
    expect(attribute(send.events, 'tx', 'fee_payer')).toEqual([granter.address]);
    const after = await queries.feegrant.allowances(grantee.address);
    expect(
      BasicAllowance.decode(after.allowances[0]?.allowance?.value ?? new Uint8Array()).spendLimit,
    ).toEqual(uopt(7_000n));
    expect(await rest(`/cosmos/feegrant/v1beta1/issued/${granter.address}`)).toMatchObject({
      status: 200,
      body: {
        allowances: [
          {
            granter: granter.address,
            grantee: grantee.address,
            allowance: {
              '@type': '/cosmos.feegrant.v1beta1.BasicAllowance',
              spend_limit: uopt(7_000n),
            },
          },
        ],
        pagination: { next_key: null, total: '1' },
      },
    });

    // 7 500 uopt (300 000 gas) is more than the 7 000 left: refused at CheckTx, nothing paid.
    await expect(
      granteeSigner.sendTokens(
        grantee.address,
        recipient.address,
        uopt(1n),
        paidBy(granter.address, calculateFee(300_000, GAS_PRICE)),
      ),
    ).rejects.toMatchObject({
      code: 2,
      codespace: 'feegrant',
      log: `${granter.address} does not allow to pay fees for ${grantee.address}: basic allowance: fee limit exceeded`,
    });

    const revoke = await signer.signAndBroadcast(
      granter.address,
      [
        {
          typeUrl: '/cosmos.feegrant.v1beta1.MsgRevokeAllowance',
          value: { granter: granter.address, grantee: grantee.address },
        },
      ],
      'auto',
    );
    expect(attribute(revoke.events, 'revoke_feegrant', 'granter')).toEqual([granter.address]);
    await expect(
      granteeSigner.sendTokens(
        grantee.address,
        recipient.address,
        uopt(1n),
        paidBy(granter.address),
      ),
    ).rejects.toMatchObject({
      code: 38,
      codespace: 'sdk',
      log: expect.stringMatching(/fee-grant not found/) as unknown,
    });
    await expect(queries.feegrant.allowance(granter.address, grantee.address)).rejects.toThrow(
      /fee-grant not found/,
    );
    expect(await rest(`/cosmos/feegrant/v1beta1/allowances/${grantee.address}`)).toMatchObject({
      body: { allowances: [] },
    });
  });

  it('a restake account withdraws and delegates for a delegator through MsgExec, within max tokens and the allow list, until revoked', async () => {
    const delegator = await freshWallet();
    const restake = await freshWallet();
    const { signer } = await clients(node.rpcUrl, delegator.wallet);
    const { signer: restaker } = await clients(node.rpcUrl, restake.wallet);
    await faucet(node.restUrl, delegator.address);
    await faucet(node.restUrl, restake.address);
    const cygnus = VALIDATORS.cygnus;
    await signer.delegateTokens(delegator.address, cygnus, coin(100n * OPT), 'auto');

    const stake = StakeAuthorization.encode({
      maxTokens: coin(5n * OPT),
      allowList: { address: [cygnus] },
      authorizationType: AuthorizationType.AUTHORIZATION_TYPE_DELEGATE,
    }).finish();
    const withdrawGeneric = GenericAuthorization.encode({
      msg: MsgWithdrawDelegatorReward.typeUrl,
    }).finish();
    const grant = (typeUrl: string, value: Uint8Array) => ({
      typeUrl: '/cosmos.authz.v1beta1.MsgGrant',
      value: {
        granter: delegator.address,
        grantee: restake.address,
        grant: { authorization: { typeUrl, value }, expiration: inAnHour() },
      },
    });
    const granted = await signer.signAndBroadcast(
      delegator.address,
      [
        grant(StakeAuthorization.typeUrl, stake),
        grant(GenericAuthorization.typeUrl, withdrawGeneric),
      ],
      'auto',
    );
    expect(granted.code).toBe(0);
    expect(attribute(granted.events, 'cosmos.authz.v1beta1.EventGrant', 'msg_type_url')).toEqual([
      `"${MsgDelegate.typeUrl}"`,
      `"${MsgWithdrawDelegatorReward.typeUrl}"`,
    ]);
    expect(await rest(`/cosmos/tx/v1beta1/txs/${granted.transactionHash}`)).toMatchObject({
      body: {
        tx: {
          body: {
            messages: [
              {
                '@type': '/cosmos.authz.v1beta1.MsgGrant',
                granter: delegator.address,
                grantee: restake.address,
                grant: {
                  authorization: {
                    '@type': StakeAuthorization.typeUrl,
                    max_tokens: coin(5n * OPT),
                    allow_list: { address: [cygnus] },
                    authorization_type: 'AUTHORIZATION_TYPE_DELEGATE',
                  },
                  expiration: matching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/),
                },
              },
              {
                grant: {
                  authorization: {
                    '@type': GenericAuthorization.typeUrl,
                    msg: MsgWithdrawDelegatorReward.typeUrl,
                  },
                },
              },
            ],
          },
        },
      },
    });
    const listed = await queries.authz.grants(delegator.address, restake.address, '');
    // In the store's key order: by message type (distribution's before staking's).
    expect(listed.grants.map((g) => g.authorization?.typeUrl)).toEqual([
      GenericAuthorization.typeUrl,
      StakeAuthorization.typeUrl,
    ]);
    expect((await queries.authz.granterGrants(delegator.address)).grants).toHaveLength(2);
    expect((await queries.authz.granteeGrants(restake.address)).grants).toHaveLength(2);

    const withdraw = {
      typeUrl: MsgWithdrawDelegatorReward.typeUrl,
      value: MsgWithdrawDelegatorReward.encode({
        delegatorAddress: delegator.address,
        validatorAddress: cygnus,
      }).finish(),
    };
    const delegate = (amount: bigint, validator = cygnus) => ({
      typeUrl: MsgDelegate.typeUrl,
      value: MsgDelegate.encode({
        delegatorAddress: delegator.address,
        validatorAddress: validator,
        amount: coin(amount),
      }).finish(),
    });
    const exec = (msgs: { typeUrl: string; value: Uint8Array }[], fee: StdFee | 'auto' = 'auto') =>
      restaker.signAndBroadcast(
        restake.address,
        [{ typeUrl: '/cosmos.authz.v1beta1.MsgExec', value: { grantee: restake.address, msgs } }],
        fee,
      );
    /** An exec of one delegate: 500 000 gas (the exec's 200 000 and the delegate's 300 000). */
    const EXEC_DELEGATE_FEE = calculateFee(500_000, GAS_PRICE);
    const stakeOf = async () =>
      BigInt(
        (await queries.staking.delegation(delegator.address, cygnus)).delegationResponse?.balance
          ?.amount ?? '0',
      );
    const maxTokensLeft = async () => {
      const { grants } = await queries.authz.grants(
        delegator.address,
        restake.address,
        MsgDelegate.typeUrl,
      );
      return StakeAuthorization.decode(grants[0]?.authorization?.value ?? new Uint8Array())
        .maxTokens;
    };

    const compounded = await exec([withdraw, delegate(OPT)]);
    expect(compounded.code).toBe(0);
    expect(await stakeOf()).toBe(101n * OPT);
    expect(attribute(compounded.events, 'delegate', 'delegator')).toEqual([delegator.address]);
    expect(attribute(compounded.events, 'delegate', 'authz_msg_index')).toEqual(['1']);
    expect(await maxTokensLeft()).toEqual(coin(4n * OPT));

    // Past max tokens, or to a validator off the allow list: the exec fails in its block.
    expect(await exec([delegate(5n * OPT)], EXEC_DELEGATE_FEE)).toMatchObject({
      code: 1,
      rawLog: 'failed to execute message; message index: 0: negative coin amount: -1000000uopt',
    });
    expect(await exec([delegate(OPT, VALIDATORS.aurora)], EXEC_DELEGATE_FEE)).toMatchObject({
      code: 4,
      rawLog: matching(/cannot delegate\/undelegate to optvaloper1\w+ validator: unauthorized$/),
    });
    expect(await stakeOf()).toBe(101n * OPT);

    // Spending exactly what is left deletes the stake authorization.
    expect((await exec([delegate(4n * OPT)])).code).toBe(0);
    expect(await stakeOf()).toBe(105n * OPT);
    await expect(
      queries.authz.grants(delegator.address, restake.address, MsgDelegate.typeUrl),
    ).rejects.toThrow(/no authorization found/);

    await signer.signAndBroadcast(
      delegator.address,
      [
        {
          typeUrl: '/cosmos.authz.v1beta1.MsgRevoke',
          value: {
            granter: delegator.address,
            grantee: restake.address,
            msgTypeUrl: MsgWithdrawDelegatorReward.typeUrl,
          },
        },
      ],
      'auto',
    );
    // Nothing is granted any more: simulating the exec ("auto" fee) already fails with authz 2.
    await expect(exec([withdraw])).rejects.toThrow(/authorization not found/);
    expect(await rest(`/cosmos/authz/v1beta1/grants/granter/${delegator.address}`)).toMatchObject({
      status: 200,
      body: { grants: [], pagination: { next_key: null, total: '0' } },
    });
  });
});
