import { DirectSecp256k1HdWallet } from '@cosmjs/proto-signing';
import { QueryClient, SigningStargateClient, setupAuthzExtension } from '@cosmjs/stargate';
import { Comet38Client } from '@cosmjs/tendermint-rpc';
import { endpoints } from '@optwallet/contract';
import { DEFAULT_SEED_VALIDATORS, devnetAddress, toOperatorAddress } from '@optwallet/ledger';
import { GenericAuthorization } from 'cosmjs-types/cosmos/authz/v1beta1/authz';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEV_FEE_PAYER_MNEMONIC, DEV_RESTAKE_MNEMONIC } from '../../src/config/env';
import { send } from '../support/harness';
import { type ChainHarness, createChainHarness, transferOpt } from '../support/node-harness';
import { PASSCODE, userWithWallet } from '../support/wallet-fixture';

/*
 * The Permissions page's Chain grants: the x/authz grants a wallet gave (one it signed itself
 * with cosmjs, and auto-compound's two) and the fee allowance it holds (gasless first sends), as
 * the node holds them; revoking each grant is a MsgRevoke the wallet key signs, read back on the
 * node with cosmjs, unchanged. Revoking one of auto-compound's grants turns auto-compound off.
 */

vi.setConfig({ testTimeout: 120_000 });

const CHAIN = 'optchain-1';
const MSG_SEND = '/cosmos.bank.v1beta1.MsgSend';
const DELEGATE = '/cosmos.staking.v1beta1.MsgDelegate';
const WITHDRAW = '/cosmos.distribution.v1beta1.MsgWithdrawDelegatorReward';
const AURORA = toOperatorAddress(
  devnetAddress(DEFAULT_SEED_VALIDATORS.find((v) => v.moniker === 'aurora')!.label),
);

let h: ChainHarness;
let authz: ReturnType<typeof authzQueries>;
let restake: string;
let feePayer: string;

const authzQueries = (comet: Comet38Client) =>
  QueryClient.withExtensions(comet, setupAuthzExtension);

const addressOf = async (mnemonic: string) =>
  (await (await DirectSecp256k1HdWallet.fromMnemonic(mnemonic, { prefix: 'opt' })).getAccounts())[0]
    ?.address ?? '';

beforeAll(async () => {
  h = await createChainHarness({}, undefined, undefined, {
    feeGrants: { mnemonic: DEV_FEE_PAYER_MNEMONIC, spendLimit: 100_000n, days: 30 },
    restake: { mnemonic: DEV_RESTAKE_MNEMONIC },
  });
  authz = authzQueries(await Comet38Client.connect(h.chain.config.rpcUrl));
  restake = await addressOf(DEV_RESTAKE_MNEMONIC);
  feePayer = await addressOf(DEV_FEE_PAYER_MNEMONIC);
}, 120_000);
afterAll(async () => {
  await h.close();
});

type Person = Awaited<ReturnType<typeof userWithWallet>>;

const grantsOf = (p: Person) =>
  send(h, endpoints.chainGrants, { token: p.token, params: { id: p.walletId } });
const revoke = (p: Person, grantee: string, msgTypeUrl: string, walletPasscode = PASSCODE) =>
  send(h, endpoints.revokeChainGrant, {
    token: p.token,
    params: { id: p.walletId },
    body: { chainId: CHAIN, grantee, msgTypeUrl, walletPasscode },
  });

/** The granter's grants to the grantee on the node (none: empty). */
async function onNode(granter: string, grantee: string) {
  try {
    return (await authz.authz.grants(granter, grantee, '')).grants;
  } catch (error) {
    if (/no authorization found|not found/i.test(String(error))) return [];
    throw error;
  }
}

/** The wallet itself grants `grantee` the right to send for it (cosmjs, the wallet's phrase). */
async function grantSendRight(p: Person, grantee: string) {
  const signer = await DirectSecp256k1HdWallet.fromMnemonic(p.phrase, { prefix: 'opt' });
  const client = await SigningStargateClient.connectWithSigner(h.chain.config.rpcUrl, signer);
  const expiration = { seconds: BigInt(Math.floor(Date.now() / 1000) + 86_400 * 30), nanos: 0 };
  const result = await client.signAndBroadcast(
    p.native,
    [
      {
        typeUrl: '/cosmos.authz.v1beta1.MsgGrant',
        value: {
          granter: p.native,
          grantee,
          grant: {
            authorization: {
              typeUrl: GenericAuthorization.typeUrl,
              value: GenericAuthorization.encode({ msg: MSG_SEND }).finish(),
            },
            expiration,
          },
        },
      },
    ],
    { amount: [{ denom: 'uopt', amount: '5000' }], gas: '200000' },
  );
  expect(result.code, result.rawLog).toBe(0);
  client.disconnect();
}

/** Until the fee payer's allowance to the wallet is on the node (its job grants it). */
async function withAllowance(p: Person) {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const listed = await grantsOf(p);
    if ((listed.data?.allowances.length ?? 0) > 0) return listed;
    if (Date.now() > deadline) throw new Error('no fee allowance granted');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

describe('chain grants', () => {
  it('lists the grants the wallet gave and the allowance it holds; revokes each grant on the node', async () => {
    const ana = await userWithWallet(h, 'grantsana');
    const bob = await userWithWallet(h, 'grantsbob');
    await withAllowance(ana);
    const staked = await transferOpt(h, ana, {
      amount: '100',
      to: AURORA,
      transferType: 'delegate',
    });
    expect(staked.status, JSON.stringify(staked.error)).toBe(200);
    await h.indexed();
    await grantSendRight(ana, bob.native);
    const on = await send(h, endpoints.autoCompoundOn, {
      token: ana.token,
      params: { id: ana.walletId, chainId: CHAIN },
      body: { cap: '20', walletPasscode: PASSCODE },
    });
    expect(on.status, JSON.stringify(on.error)).toBe(200);

    const listed = await grantsOf(ana);
    expect(listed.status).toBe(200);
    expect(listed.data?.grants).toHaveLength(3);
    expect(listed.data?.grants).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ grantee: bob.native, msgTypeUrl: MSG_SEND, autoCompound: false }),
        expect.objectContaining({
          grantee: restake,
          msgTypeUrl: DELEGATE,
          limit: '20',
          autoCompound: true,
        }),
        expect.objectContaining({ grantee: restake, msgTypeUrl: WITHDRAW, autoCompound: true }),
      ]),
    );
    // The allowance (0.1 OPT) paid the stake's fee (0.0075 OPT); the wallet paid its grants'.
    expect(listed.data?.allowances).toEqual([
      expect.objectContaining({
        chainId: CHAIN,
        granter: feePayer,
        byOptWallet: true,
        remaining: '0.0925',
      }),
    ]);

    // A wrong wallet key revokes nothing.
    expect((await revoke(ana, bob.native, MSG_SEND, 'wrong-key!')).status).toBe(400);
    expect(await onNode(ana.native, bob.native)).toHaveLength(1);

    const first = await revoke(ana, bob.native, MSG_SEND);
    expect(first.status, JSON.stringify(first.error)).toBe(200);
    expect(first.data?.grants.map((g) => g.msgTypeUrl).sort()).toEqual([WITHDRAW, DELEGATE]);
    expect(await onNode(ana.native, bob.native)).toEqual([]);
    // Gone: a second revoke finds nothing to revoke.
    expect((await revoke(ana, bob.native, MSG_SEND)).status).toBe(404);

    // One of auto-compound's grants: both go, and auto-compound is off.
    const second = await revoke(ana, restake, WITHDRAW);
    expect(second.status, JSON.stringify(second.error)).toBe(200);
    expect(second.data?.grants).toEqual([]);
    expect(await onNode(ana.native, restake)).toEqual([]);
    const state = await send(h, endpoints.autoCompound, {
      token: ana.token,
      params: { id: ana.walletId, chainId: CHAIN },
    });
    expect(state.data?.status).toBe('off');
  });

  it('answers 404 for someone else’s wallet', async () => {
    const cy = await userWithWallet(h, 'grantscy');
    const dee = await userWithWallet(h, 'grantsdee');
    const res = await send(h, endpoints.chainGrants, {
      token: cy.token,
      params: { id: dee.walletId },
    });
    expect(res.status).toBe(404);
  });
});
