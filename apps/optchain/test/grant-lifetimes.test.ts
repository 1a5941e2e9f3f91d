import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  calculateFee,
  GasPrice,
  QueryClient,
  setupAuthzExtension,
  setupFeegrantExtension,
  type StdFee,
} from '@cosmjs/stargate';
import { Comet38Client } from '@cosmjs/tendermint-rpc';
import { GenericAuthorization } from 'cosmjs-types/cosmos/authz/v1beta1/authz';
import { MsgSend } from 'cosmjs-types/cosmos/bank/v1beta1/tx';
import {
  AllowedMsgAllowance,
  BasicAllowance,
  PeriodicAllowance,
} from 'cosmjs-types/cosmos/feegrant/v1beta1/feegrant';
import { afterEach, describe, expect, it } from 'vitest';
import type { RunningOptchain } from '../src/start';
import { advance, clients, faucet, freshWallet, OPT, startNode } from './support/node';
import { anyOf, grantAllowance } from './support/grants';

const SEND_FEE = calculateFee(200_000, GasPrice.fromString('0.025uopt'));
const paidBy = (granter: string): StdFee => ({ ...SEND_FEE, granter });
const uopt = (amount: bigint) => [{ denom: 'uopt', amount: String(amount) }];
const SEND = '/cosmos.bank.v1beta1.MsgSend';

/** Three funded wallets: a granter, a grantee and someone to send to. */
async function people(node: RunningOptchain) {
  const [granter, grantee, other] = await Promise.all([
    freshWallet(),
    freshWallet(),
    freshWallet(),
  ]);
  await faucet(node.restUrl, granter.address);
  await faucet(node.restUrl, grantee.address);
  const { signer } = await clients(node.rpcUrl, granter.wallet);
  const { signer: granteeSigner } = await clients(node.rpcUrl, grantee.wallet);
  return { granter, grantee, other, signer, granteeSigner };
}

describe('grant lifetimes: expiry by block time, periods, allowed messages, a restart', () => {
  const cleanups: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });
  const start = async (dataDir?: string) => {
    const node = await startNode(dataDir ? { dataDir } : {});
    const comet = await Comet38Client.connect(node.rpcUrl);
    cleanups.push(async () => {
      comet.disconnect();
      await node.stop();
    });
    const queries = QueryClient.withExtensions(comet, setupAuthzExtension, setupFeegrantExtension);
    return { node, queries };
  };

  it('an allowance and a grant stop at their expiration (block time): refused, no longer listed', async () => {
    const { node, queries } = await start();
    const { granter, grantee, other, signer, granteeSigner } = await people(node);
    const expiration = { seconds: BigInt(Math.floor(Date.now() / 1000) + 3600), nanos: 0 };
    const granted = await signer.signAndBroadcast(
      granter.address,
      [
        grantAllowance(
          granter.address,
          grantee.address,
          anyOf(BasicAllowance, { spendLimit: [], expiration }),
        ),
        {
          typeUrl: '/cosmos.authz.v1beta1.MsgGrant',
          value: {
            granter: granter.address,
            grantee: grantee.address,
            grant: {
              authorization: {
                typeUrl: GenericAuthorization.typeUrl,
                value: GenericAuthorization.encode({ msg: SEND }).finish(),
              },
              expiration,
            },
          },
        },
      ],
      'auto',
    );
    expect(granted.code).toBe(0);
    const send = { fromAddress: granter.address, toAddress: other.address, amount: uopt(OPT) };
    const exec = () =>
      granteeSigner.signAndBroadcast(
        grantee.address,
        [
          {
            typeUrl: '/cosmos.authz.v1beta1.MsgExec',
            value: {
              grantee: grantee.address,
              msgs: [{ typeUrl: SEND, value: MsgSend.encode(send).finish() }],
            },
          },
        ],
        calculateFee(400_000, GasPrice.fromString('0.025uopt')),
      );
    // Within the hour, an unlimited allowance pays and the generic grant sends for the granter.
    expect((await exec()).code).toBe(0);
    expect(
      (
        await granteeSigner.sendTokens(
          grantee.address,
          other.address,
          uopt(1n),
          paidBy(granter.address),
        )
      ).code,
    ).toBe(0);

    await advance(node.restUrl, 2 * 3600);
    await expect(
      granteeSigner.sendTokens(grantee.address, other.address, uopt(1n), paidBy(granter.address)),
    ).rejects.toMatchObject({
      code: 38,
      log: expect.stringMatching(/fee-grant not found/) as unknown,
    });
    expect(await exec()).toMatchObject({
      code: 2,
      rawLog: expect.stringMatching(
        /failed to get grant with given granter.*authorization not found$/,
      ) as unknown,
    });
    expect((await queries.feegrant.allowances(grantee.address)).allowances).toEqual([]);
    expect((await queries.authz.granteeGrants(grantee.address)).grants).toEqual([]);
  });

  it('an allowed-message allowance refuses a transaction with another message type (feegrant 7)', async () => {
    const { node } = await start();
    const { granter, grantee, other, signer, granteeSigner } = await people(node);
    const inner = anyOf(BasicAllowance, { spendLimit: uopt(OPT) });
    await signer.signAndBroadcast(
      granter.address,
      [
        grantAllowance(
          granter.address,
          grantee.address,
          anyOf(AllowedMsgAllowance, {
            allowance: inner,
            allowedMessages: ['/cosmos.staking.v1beta1.MsgDelegate'],
          }),
        ),
      ],
      'auto',
    );
    await expect(
      granteeSigner.sendTokens(grantee.address, other.address, uopt(1n), paidBy(granter.address)),
    ).rejects.toMatchObject({
      code: 7,
      codespace: 'feegrant',
      log: `${granter.address} does not allow to pay fees for ${grantee.address}: message does not exist in allowed messages: message not allowed`,
    });
  });

  it('a periodic allowance pays up to its period budget, refilled when the period has passed', async () => {
    const { node } = await start();
    const { granter, grantee, other, signer, granteeSigner } = await people(node);
    await signer.signAndBroadcast(
      granter.address,
      [
        grantAllowance(
          granter.address,
          grantee.address,
          anyOf(PeriodicAllowance, {
            basic: { spendLimit: [] },
            period: { seconds: 86_400n, nanos: 0 },
            periodSpendLimit: uopt(6_000n),
            periodCanSpend: uopt(6_000n),
            periodReset: { seconds: 0n, nanos: 0 },
          }),
        ),
      ],
      'auto',
    );
    const send = () =>
      granteeSigner.sendTokens(grantee.address, other.address, uopt(1n), paidBy(granter.address));
    expect((await send()).code).toBe(0);
    await expect(send()).rejects.toMatchObject({
      code: 2,
      codespace: 'feegrant',
      log: expect.stringMatching(/: period limit: fee limit exceeded$/) as unknown,
    });
    const response = await fetch(
      `${node.restUrl}/cosmos/feegrant/v1beta1/allowance/${granter.address}/${grantee.address}`,
    );
    expect(await response.json()).toMatchObject({
      allowance: {
        allowance: {
          '@type': PeriodicAllowance.typeUrl,
          basic: { spend_limit: [], expiration: null },
          period: '86400s',
          period_spend_limit: uopt(6_000n),
          period_can_spend: uopt(1_000n),
        },
      },
    });
    await advance(node.restUrl, 86_400);
    expect((await send()).code).toBe(0);
  });

  it('allowances and grants survive a restart: the replayed log rebuilds them', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'optchain-grants-'));
    cleanups.push(() => Promise.resolve(rmSync(dataDir, { recursive: true, force: true })));
    const first = await start(dataDir);
    const { granter, grantee, other, signer, granteeSigner } = await people(first.node);
    await signer.signAndBroadcast(
      granter.address,
      [
        grantAllowance(
          granter.address,
          grantee.address,
          anyOf(BasicAllowance, { spendLimit: uopt(20_000n) }),
        ),
        {
          typeUrl: '/cosmos.authz.v1beta1.MsgGrant',
          value: {
            granter: granter.address,
            grantee: grantee.address,
            grant: {
              authorization: {
                typeUrl: GenericAuthorization.typeUrl,
                value: GenericAuthorization.encode({ msg: SEND }).finish(),
              },
            },
          },
        },
      ],
      'auto',
    );
    await granteeSigner.sendTokens(
      grantee.address,
      other.address,
      uopt(1n),
      paidBy(granter.address),
    );
    const before = await first.queries.feegrant.allowance(granter.address, grantee.address);
    const grantsBefore = await first.queries.authz.granteeGrants(grantee.address);
    expect(grantsBefore.grants).toHaveLength(1);
    await cleanups.pop()?.();

    const second = await start(dataDir);
    const after = await second.queries.feegrant.allowance(granter.address, grantee.address);
    expect(after).toEqual(before);
    expect(await second.queries.authz.granteeGrants(grantee.address)).toEqual(grantsBefore);
    expect(
      BasicAllowance.decode(after.allowance?.allowance?.value ?? new Uint8Array()).spendLimit,
    ).toEqual(uopt(15_000n));
  });
});
