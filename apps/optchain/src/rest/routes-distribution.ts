import { Hono } from 'hono';
import { decText } from '../chain/legacy-dec';
import { DISTRIBUTION_PARAMS as P } from '../chain/module-params';
import type { OptchainNode } from '../chain/node';
import { DENOM } from '../chain/params';
import { byValidator } from '../query/list-keys';
import { unknown } from './errors';
import { dec } from './sdk-json';

/** DecCoins of uopt: empty for zero, as the SDK's. */
const decCoins = (amount: bigint) => (amount > 0n ? [{ denom: DENOM, amount: dec(amount) }] : []);
const noValidator = (address: string) => unknown(`${address}: validator does not exist`);

/**
 * x/distribution's params, community pool, a validator's outstanding rewards, commission and
 * distribution info, a delegator's validators (a delegator's rewards are in routes-state.ts).
 */
export function distributionRoutes(node: OptchainNode): Hono {
  const { app, views } = node;
  const read = <T>(work: () => Promise<T>) => app.serial(work);
  const routes = new Hono();
  const outstandingOrFail = async (operator: string) => {
    const outstanding = await read(() => views.outstanding(operator));
    if (!outstanding) throw noValidator(operator);
    return outstanding;
  };

  routes.get('/cosmos/distribution/v1beta1/params', (c) =>
    c.json({
      params: {
        community_tax: decText(P.communityTax),
        base_proposer_reward: decText(P.baseProposerReward),
        bonus_proposer_reward: decText(P.bonusProposerReward),
        withdraw_addr_enabled: P.withdrawAddrEnabled,
      },
    }),
  );
  routes.get('/cosmos/distribution/v1beta1/community_pool', (c) => c.json({ pool: [] }));
  routes.get('/cosmos/distribution/v1beta1/validators/:validator/commission', async (c) => {
    const { commission } = await outstandingOrFail(c.req.param('validator'));
    return c.json({ commission: { commission: decCoins(commission) } });
  });
  routes.get(
    '/cosmos/distribution/v1beta1/validators/:validator/outstanding_rewards',
    async (c) => {
      const { rewards } = await outstandingOrFail(c.req.param('validator'));
      return c.json({ rewards: { rewards: decCoins(rewards) } });
    },
  );
  routes.get('/cosmos/distribution/v1beta1/validators/:validator', async (c) => {
    const operator = c.req.param('validator');
    const info = await read(() => views.distributionInfo(operator));
    if (info === 'no validator') throw noValidator(operator);
    if (info === 'no delegation') throw unknown('delegation does not exist');
    return c.json({
      operator_address: info.account,
      self_bond_rewards: decCoins(info.selfBondReward),
      commission: decCoins(info.commission),
    });
  });
  routes.get('/cosmos/distribution/v1beta1/delegators/:delegator/validators', async (c) => {
    const stakes = await read(() => views.delegations({ delegator: c.req.param('delegator') }));
    const validators = stakes.map(byValidator).sort((a, b) => a.localeCompare(b));
    return c.json({ validators });
  });
  return routes;
}
