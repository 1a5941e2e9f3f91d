import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningOptchain } from '../src/start';
import {
  advance,
  clients,
  faucet,
  freshWallet,
  matching,
  OPT,
  startNode,
  VALIDATORS,
} from './support/node';
import { shapeDifferences } from './support/shape';

const FIXTURES = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures', 'sdk-0.50');
const recorded = (name: string): unknown =>
  JSON.parse(readFileSync(path.join(FIXTURES, name), 'utf8'));

describe('Cosmos REST answers have the shapes a real SDK 0.50 node gives', () => {
  let node: RunningOptchain;
  let delegator: string;
  let delegateHash: string;
  const get = async (route: string) => {
    const response = await fetch(`${node.restUrl}${route}`);
    expect(response.status, route).toBe(200);
    return (await response.json()) as Record<string, unknown>;
  };

  beforeAll(async () => {
    node = await startNode();
    const { wallet, address } = await freshWallet();
    delegator = address;
    await faucet(node.restUrl, address);
    const { signer } = await clients(node.rpcUrl, wallet);
    const result = await signer.delegateTokens(
      address,
      VALIDATORS.aurora,
      { denom: 'uopt', amount: String(50n * OPT) },
      'auto',
    );
    delegateHash = result.transactionHash;
    await advance(node.restUrl, 3_600);
  });
  afterAll(() => node.stop());

  it('staking: validators, one validator, a delegation', async () => {
    const validators = await get('/cosmos/staking/v1beta1/validators');
    expect(shapeDifferences(recorded('staking-validators.json'), validators)).toEqual([]);
    expect(
      (validators.validators as { description: { moniker: string } }[]).map(
        (v) => v.description.moniker,
      ),
    ).toEqual(['aurora', 'borealis', 'cygnus', 'draco']);
    const one = await get(`/cosmos/staking/v1beta1/validators/${VALIDATORS.aurora}`);
    expect(shapeDifferences(recorded('staking-validator.json'), one)).toEqual([]);
    expect(one.validator).toMatchObject({
      status: 'BOND_STATUS_BONDED',
      commission: { commission_rates: { rate: '0.050000000000000000' } },
    });
    const delegation = await get(
      `/cosmos/staking/v1beta1/validators/${VALIDATORS.aurora}/delegations/${delegator}`,
    );
    expect(shapeDifferences(recorded('staking-delegation.json'), delegation)).toEqual([]);
    expect(delegation.delegation_response).toMatchObject({
      delegation: { shares: '50000000.000000000000000000' },
      balance: { denom: 'uopt', amount: '50000000' },
    });
  });

  it('auth account and distribution rewards', async () => {
    const account = await get(`/cosmos/auth/v1beta1/accounts/${delegator}`);
    expect(shapeDifferences(recorded('auth-account.json'), account)).toEqual([]);
    expect(account.account).toMatchObject({ address: delegator, sequence: '1' });
    const rewards = await get(`/cosmos/distribution/v1beta1/delegators/${delegator}/rewards`);
    expect(shapeDifferences(recorded('distribution-rewards.json'), rewards)).toEqual([]);
    expect(rewards.total).toEqual([{ denom: 'uopt', amount: matching(/^\d+\.0{18}$/) }]);
  });

  it('a transaction by hash and by events query, and the latest block', async () => {
    const byHash = await get(`/cosmos/tx/v1beta1/txs/${delegateHash}`);
    expect(shapeDifferences(recorded('tx-delegate.json'), byHash.tx_response)).toEqual([]);
    expect(byHash.tx_response).toMatchObject({ txhash: delegateHash, code: 0 });
    expect(byHash.tx).toMatchObject({
      body: {
        messages: [
          { '@type': '/cosmos.staking.v1beta1.MsgDelegate', delegator_address: delegator },
        ],
      },
    });

    const query = encodeURIComponent(`delegate.delegator='${delegator}'`);
    const search = await get(`/cosmos/tx/v1beta1/txs?query=${query}`);
    expect(search.total).toBe('1');
    expect(
      shapeDifferences(recorded('tx-delegate.json'), (search.tx_responses as unknown[])[0]),
    ).toEqual([]);
    const legacy = await get(`/cosmos/tx/v1beta1/txs?events=${query}`);
    expect(legacy.total).toBe('1');

    const latest = await get('/cosmos/base/tendermint/v1beta1/blocks/latest');
    const block = latest.block as { header: unknown };
    expect(shapeDifferences(recorded('block-header.json'), block.header)).toEqual([]);
  });

  it('answers what it cannot find as the gateway does: 404 with a gRPC code and a message', async () => {
    const response = await fetch(
      `${node.restUrl}/cosmos/auth/v1beta1/accounts/${(await freshWallet()).address}`,
    );
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({
      code: 5,
      message: matching(/not found/),
      details: [],
    });
    const empty = await fetch(`${node.restUrl}/cosmos/tx/v1beta1/txs`);
    expect(empty.status).toBe(400);
    expect(await empty.json()).toMatchObject({ message: 'query cannot be empty' });
  });
});
