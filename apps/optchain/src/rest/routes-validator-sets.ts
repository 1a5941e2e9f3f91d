import { base64 } from '@scure/base';
import { Hono, type Context } from 'hono';
import type { Validator } from '@optwallet/ledger';
import { consensusBech32, consensusKey } from '../chain/keys';
import type { OptchainNode } from '../chain/node';
import { validatorKey } from '../query/list-keys';
import { votingPower } from '../query/validator-sets';
import { badRequest, notFound } from './errors';
import { headerJson } from './header-json';
import { pageJson, pageOf } from './pagination';
import { validatorJson } from './sdk-json';

const cometValidatorJson = (v: Validator) => ({
  address: consensusBech32(v.operatorAddress),
  pub_key: {
    '@type': '/cosmos.crypto.ed25519.PubKey',
    key: base64.encode(consensusKey(v.operatorAddress).pubKey),
  },
  voting_power: votingPower(v).toString(),
  proposer_priority: '0',
});

function heightOf(text: string): number {
  if (!/^\d{1,15}$/.test(text)) {
    throw badRequest(
      `type mismatch, parameter: height, error: strconv.ParseInt: parsing "${text}": invalid syntax`,
    );
  }
  return Number(text);
}

/**
 * Validator sets by height: staking's historical info (the header from the block log, the bonded
 * set as the block opened) and cosmos.base.tendermint's validator sets, for the heights the
 * node's history holds (the last `historical_entries`).
 */
export function validatorSetRoutes(node: OptchainNode): Hono {
  const { app, views, store } = node;
  const routes = new Hono();
  const latest = () => app.last?.height ?? 0;
  const setJson = (c: Context, height: number) => {
    const set = views.validatorSetAt(height);
    if (!set) throw notFound(`validator set for height ${height} not found`);
    const page = pageOf(c, set, validatorKey);
    return c.json({
      block_height: String(height),
      validators: page.items.map(cometValidatorJson),
      pagination: pageJson(page),
    });
  };

  routes.get('/cosmos/staking/v1beta1/historical_info/:height', async (c) => {
    const height = heightOf(c.req.param('height'));
    const set = views.validatorSetAt(height);
    const block = set && height <= latest() ? await store.block(height) : undefined;
    if (!set || !block) throw notFound(`historical info for height ${height} not found`);
    return c.json({
      hist: {
        header: headerJson(node.chainId, block, node.app.validator),
        valset: set.map((v) => validatorJson(v, app.genesisTime)),
      },
    });
  });
  routes.get('/cosmos/base/tendermint/v1beta1/validatorsets/latest', (c) => setJson(c, latest()));
  routes.get('/cosmos/base/tendermint/v1beta1/validatorsets/:height', (c) => {
    const height = heightOf(c.req.param('height'));
    if (height > latest()) {
      throw badRequest('requested block height is bigger then the chain length');
    }
    return setJson(c, height);
  });
  return routes;
}
