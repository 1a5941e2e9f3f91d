import { Hono } from 'hono';
import type { OptchainNode } from '../chain/node';
import { DENOM } from '../chain/params';
import {
  byDelegator,
  byValidator,
  redelegationKey,
  unbondingKey,
  validatorKey,
} from '../query/list-keys';
import { badRequest, notFound } from './errors';
import { pageJson, pageOf } from './pagination';
import {
  accountJson,
  coinJson,
  dec,
  delegationResponseJson,
  redelegationJson,
  unbondingJson,
  validatorJson,
} from './sdk-json';

/** x/bank, x/auth, x/staking and x/distribution queries, read from the open block's state. */
export function stateRoutes(node: OptchainNode): Hono {
  const { views, app } = node;
  const read = <T>(work: () => Promise<T>) => app.serial(work);
  const routes = new Hono();
  const balances = async (address: string) => {
    const amount = await views.balance(address);
    return amount > 0n ? [coinJson(amount)] : [];
  };
  const decCoins = (amount: bigint) => (amount > 0n ? [{ denom: DENOM, amount: dec(amount) }] : []);

  routes.get('/cosmos/bank/v1beta1/balances/:address', async (c) => {
    const page = pageOf(c, await read(() => balances(c.req.param('address'))), (b) => b.denom);
    return c.json({ balances: page.items, pagination: pageJson(page) });
  });
  routes.get('/cosmos/bank/v1beta1/balances/:address/by_denom', async (c) => {
    const denom = c.req.query('denom');
    if (!denom) throw badRequest('invalid denom');
    const amount = denom === DENOM ? await read(() => views.balance(c.req.param('address'))) : 0n;
    return c.json({ balance: { denom, amount: amount.toString() } });
  });
  routes.get('/cosmos/bank/v1beta1/spendable_balances/:address', async (c) => {
    const page = pageOf(c, await read(() => balances(c.req.param('address'))), (b) => b.denom);
    return c.json({ balances: page.items, pagination: pageJson(page) });
  });

  routes.get('/cosmos/auth/v1beta1/accounts/:address', async (c) => {
    const address = c.req.param('address');
    const account = await read(() => Promise.resolve(app.accounts.get(address)));
    if (!account) throw notFound(`account ${address} not found`);
    return c.json({ account: accountJson(account) });
  });

  const validatorOrFail = async (address: string) => {
    const v = await views.validator(address);
    if (!v) throw notFound(`validator ${address} not found`);
    return v;
  };
  routes.get('/cosmos/staking/v1beta1/validators', async (c) => {
    const status = c.req.query('status');
    const all = (await read(() => views.validators())).map((v) => ({
      v,
      json: validatorJson(v, app.genesisTime),
    }));
    const wanted = status ? all.filter((x) => x.json.status === status) : all;
    const page = pageOf(c, wanted, (x) => validatorKey(x.v));
    return c.json({ validators: page.items.map((x) => x.json), pagination: pageJson(page) });
  });
  routes.get('/cosmos/staking/v1beta1/validators/:validator', async (c) => {
    const v = await read(() => validatorOrFail(c.req.param('validator')));
    return c.json({ validator: validatorJson(v, app.genesisTime) });
  });
  routes.get('/cosmos/staking/v1beta1/validators/:validator/delegations', async (c) => {
    const list = await read(() => views.delegations({ validator: c.req.param('validator') }));
    const page = pageOf(c, list, byDelegator);
    return c.json({
      delegation_responses: page.items.map(delegationResponseJson),
      pagination: pageJson(page),
    });
  });
  routes.get('/cosmos/staking/v1beta1/validators/:validator/delegations/:delegator', async (c) => {
    const { validator, delegator } = c.req.param();
    const d = await read(() => views.delegation(delegator, validator));
    if (!d)
      throw notFound(`delegation with delegator ${delegator} not found for validator ${validator}`);
    return c.json({ delegation_response: delegationResponseJson(d) });
  });
  routes.get(
    '/cosmos/staking/v1beta1/validators/:validator/delegations/:delegator/unbonding_delegation',
    async (c) => {
      const { validator, delegator } = c.req.param();
      const [group] = await read(() => views.unbondings({ delegator, validator }));
      if (!group) {
        throw notFound(
          `unbonding delegation with delegator ${delegator} not found for validator ${validator}`,
        );
      }
      return c.json({ unbond: unbondingJson(group) });
    },
  );
  routes.get('/cosmos/staking/v1beta1/delegations/:delegator', async (c) => {
    const list = await read(() => views.delegations({ delegator: c.req.param('delegator') }));
    const page = pageOf(c, list, byValidator);
    return c.json({
      delegation_responses: page.items.map(delegationResponseJson),
      pagination: pageJson(page),
    });
  });
  routes.get('/cosmos/staking/v1beta1/delegators/:delegator/unbonding_delegations', async (c) => {
    const groups = await read(() => views.unbondings({ delegator: c.req.param('delegator') }));
    const page = pageOf(c, groups, unbondingKey);
    return c.json({
      unbonding_responses: page.items.map(unbondingJson),
      pagination: pageJson(page),
    });
  });
  routes.get('/cosmos/staking/v1beta1/delegators/:delegator/redelegations', async (c) => {
    const source = c.req.query('src_validator_addr');
    const destination = c.req.query('dst_validator_addr');
    const groups = await read(() =>
      views.redelegations({
        delegator: c.req.param('delegator'),
        ...(source ? { source } : {}),
        ...(destination ? { destination } : {}),
      }),
    );
    const page = pageOf(c, groups, redelegationKey);
    return c.json({
      redelegation_responses: page.items.map(redelegationJson),
      pagination: pageJson(page),
    });
  });
  routes.get('/cosmos/staking/v1beta1/pool', async (c) => {
    const pool = await read(() => views.pool());
    return c.json({
      pool: { not_bonded_tokens: pool.notBonded.toString(), bonded_tokens: pool.bonded.toString() },
    });
  });
  routes.get('/cosmos/staking/v1beta1/params', (c) =>
    c.json({
      params: {
        unbonding_time: `${app.config.unbondingMs / 1000}s`,
        max_validators: 100,
        max_entries: app.config.maxEntries,
        historical_entries: 10_000,
        bond_denom: DENOM,
        min_commission_rate: '0.000000000000000000',
      },
    }),
  );

  routes.get('/cosmos/distribution/v1beta1/delegators/:delegator/rewards', async (c) => {
    const delegator = c.req.param('delegator');
    const rewards = await read(async () => {
      const stakes = await views.delegations({ delegator });
      return Promise.all(
        stakes.map(async (s) => ({
          validator: s.validator,
          amount: await views.reward(delegator, s.validator),
        })),
      );
    });
    const total = rewards.reduce((sum, r) => sum + r.amount, 0n);
    return c.json({
      rewards: rewards.map((r) => ({ validator_address: r.validator, reward: decCoins(r.amount) })),
      total: decCoins(total),
    });
  });
  routes.get('/cosmos/distribution/v1beta1/delegators/:delegator/rewards/:validator', async (c) => {
    const { delegator, validator } = c.req.param();
    const amount = await read(async () => {
      await validatorOrFail(validator);
      return views.reward(delegator, validator);
    });
    return c.json({ rewards: decCoins(amount) });
  });
  routes.get('/cosmos/distribution/v1beta1/delegators/:delegator/withdraw_address', (c) =>
    c.json({ withdraw_address: c.req.param('delegator') }),
  );
  return routes;
}
