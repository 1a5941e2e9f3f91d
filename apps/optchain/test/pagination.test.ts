import { randomBytes } from 'node:crypto';
import { DirectSecp256k1Wallet, type EncodeObject } from '@cosmjs/proto-signing';
import {
  createProtobufRpcClient,
  QueryClient,
  setupStakingExtension,
  SigningStargateClient,
  StargateClient,
} from '@cosmjs/stargate';
import { Comet38Client } from '@cosmjs/tendermint-rpc';
import { TxRaw } from 'cosmjs-types/cosmos/tx/v1beta1/tx';
import { QueryClientImpl } from 'cosmjs-types/cosmos/staking/v1beta1/query';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningOptchain } from '../src/start';
import { clients, faucet, freshWallet, OPT, startNode, VALIDATORS } from './support/node';

type Json = Record<string, unknown>;
const STAKE_FEE = { amount: [{ denom: 'uopt', amount: '7500' }], gas: '300000' };

describe('pagination of the list queries (REST and gRPC over abci_query)', () => {
  let node: RunningOptchain;
  let comet: Comet38Client;
  let reader: StargateClient;
  const get = async (path: string) => {
    const response = await fetch(`${node.restUrl}${path}`);
    return { status: response.status, body: (await response.json()) as Json };
  };
  const monikers = (body: Json) =>
    (body.validators as { description: { moniker: string } }[]).map((v) => v.description.moniker);
  beforeAll(async () => {
    node = await startNode();
    comet = await Comet38Client.connect(node.rpcUrl);
    reader = await StargateClient.connect(node.rpcUrl);
  });
  afterAll(async () => {
    comet.disconnect();
    await node.stop();
  });

  it('REST: limit=2 walks every validator by next_key; offset, count_total, reverse; key with offset is 400', async () => {
    const whole = await get('/cosmos/staking/v1beta1/validators');
    const all = monikers(whole.body);
    expect(all).toHaveLength(4);
    expect(whole.body.pagination).toEqual({ next_key: null, total: '4' });
    const walked: string[] = [];
    let key: string | null = null;
    let pages = 0;
    do {
      const query: string = key ? `&pagination.key=${encodeURIComponent(key)}` : '';
      const { body } = await get(`/cosmos/staking/v1beta1/validators?pagination.limit=2${query}`);
      walked.push(...monikers(body));
      key = (body.pagination as { next_key: string | null }).next_key;
      pages += 1;
    } while (key);
    expect(walked).toEqual(all);
    expect(pages).toBe(2);

    const counted = await get(
      '/cosmos/staking/v1beta1/validators?pagination.limit=1&pagination.offset=1&pagination.count_total=true',
    );
    expect(monikers(counted.body)).toEqual([all[1]]);
    expect((counted.body.pagination as Json).total).toBe('4');
    const reversed = await get('/cosmos/staking/v1beta1/validators?pagination.reverse=true');
    expect(monikers(reversed.body)).toEqual([...all].reverse());
    const both = await get(
      '/cosmos/staking/v1beta1/validators?pagination.key=YQ&pagination.offset=1',
    );
    expect(both.status).toBe(400);
    expect(both.body.message).toMatch(/either offset or key/);
  });

  it('gRPC: cosmjs walks a validator with 101 delegations by next_key, and pages a delegator by limit', async () => {
    const funder = await freshWallet();
    const { signer } = await clients(node.rpcUrl, funder.wallet);
    await faucet(node.restUrl, funder.address);
    const wallets = await Promise.all(
      Array.from({ length: 101 }, () => DirectSecp256k1Wallet.fromKey(randomBytes(32), 'opt')),
    );
    const addresses = await Promise.all(
      wallets.map(async (w) => (await w.getAccounts())[0]!.address),
    );
    const sends: EncodeObject[] = addresses.map((to) => ({
      typeUrl: '/cosmos.bank.v1beta1.MsgSend',
      value: {
        fromAddress: funder.address,
        toAddress: to,
        amount: [{ denom: 'uopt', amount: String(OPT) }],
      },
    }));
    expect((await signer.signAndBroadcast(funder.address, sends, 'auto')).code).toBe(0);

    const chainId = await reader.getChainId();
    const results = await Promise.all(
      wallets.map(async (wallet, i) => {
        const address = addresses[i]!;
        const account = await reader.getAccount(address);
        const offline = await SigningStargateClient.offline(wallet);
        const delegate: EncodeObject = {
          typeUrl: '/cosmos.staking.v1beta1.MsgDelegate',
          value: {
            delegatorAddress: address,
            validatorAddress: VALIDATORS.draco,
            amount: { denom: 'uopt', amount: '500000' },
          },
        };
        const raw = await offline.sign(address, [delegate], STAKE_FEE, '', {
          accountNumber: BigInt(account!.accountNumber),
          sequence: 0,
          chainId,
        });
        return comet.broadcastTxSync({ tx: TxRaw.encode(raw).finish() });
      }),
    );
    expect(results.map((r) => r.code)).toEqual(results.map(() => 0));

    const staking = QueryClient.withExtensions(comet, setupStakingExtension).staking;
    const delegators: string[] = [];
    let key: Uint8Array | undefined;
    const sizes: number[] = [];
    do {
      const page = await staking.validatorDelegations(VALIDATORS.draco, key);
      sizes.push(page.delegationResponses.length);
      delegators.push(...page.delegationResponses.map((d) => d.delegation.delegatorAddress));
      key = page.pagination?.nextKey.length ? page.pagination.nextKey : undefined;
    } while (key);
    expect(sizes).toEqual([100, 2]); // 101 delegators and draco's own delegation
    expect(new Set(delegators).size).toBe(102);
    expect(delegators).toEqual([...delegators].sort());
    for (const address of addresses) expect(delegators).toContain(address);

    // The delegator side, by limit, offset and count_total, through the generated gRPC client.
    expect(
      (
        await signer.delegateTokens(
          funder.address,
          VALIDATORS.aurora,
          { denom: 'uopt', amount: String(OPT) },
          'auto',
        )
      ).code,
    ).toBe(0);
    expect(
      (
        await signer.delegateTokens(
          funder.address,
          VALIDATORS.cygnus,
          { denom: 'uopt', amount: String(OPT) },
          'auto',
        )
      ).code,
    ).toBe(0);
    const rpc = new QueryClientImpl(createProtobufRpcClient(new QueryClient(comet)));
    const pagination = {
      key: new Uint8Array(),
      offset: 1n,
      limit: 1n,
      countTotal: true,
      reverse: false,
    };
    const second = await rpc.DelegatorDelegations({ delegatorAddr: funder.address, pagination });
    expect(second.delegationResponses.map((d) => d.delegation.validatorAddress)).toEqual(
      [VALIDATORS.aurora, VALIDATORS.cygnus].sort().slice(1),
    );
    expect(second.pagination?.total).toBe(2n);
    expect(second.pagination?.nextKey).toHaveLength(0);
  });
});
