import { Hono } from 'hono';
import { decText } from '../chain/legacy-dec';
import { GOV_PARAMS as P, isGovParamsType } from '../chain/module-params';
import { badRequest, notFound } from './errors';
import { coinJson } from './sdk-json';
import { pageJson, pageOf } from './pagination';

const seconds = (s: number) => `${s}s`;

const votingParams = { voting_period: seconds(P.votingPeriodSeconds) };
const depositParams = {
  min_deposit: [coinJson(P.minDeposit)],
  max_deposit_period: seconds(P.maxDepositPeriodSeconds),
};
const tallyParams = {
  quorum: decText(P.quorum),
  threshold: decText(P.threshold),
  veto_threshold: decText(P.vetoThreshold),
};
const params = {
  min_deposit: depositParams.min_deposit,
  max_deposit_period: depositParams.max_deposit_period,
  voting_period: votingParams.voting_period,
  ...tallyParams,
  min_initial_deposit_ratio: decText(P.minInitialDepositRatio),
  proposal_cancel_ratio: decText(P.proposalCancelRatio),
  proposal_cancel_dest: P.proposalCancelDest,
  expedited_voting_period: seconds(P.expeditedVotingPeriodSeconds),
  expedited_threshold: decText(P.expeditedThreshold),
  expedited_min_deposit: [coinJson(P.expeditedMinDeposit)],
  burn_vote_quorum: P.burnVoteQuorum,
  burn_proposal_deposit_prevote: P.burnProposalDepositPrevote,
  burn_vote_veto: P.burnVoteVeto,
  min_deposit_ratio: decText(P.minDepositRatio),
};

/** v1beta1's sections are not nullable: the ones not asked for come zero-valued. */
const zeroTally = { quorum: decText(0n), threshold: decText(0n), veto_threshold: decText(0n) };

/** The id in the path, as the gateway parses a uint64 (then the SDK's refusal of 0). */
function proposalNotFound(text: string): Error {
  if (!/^\d{1,20}$/.test(text)) {
    return badRequest(
      `type mismatch, parameter: proposal_id, error: strconv.ParseUint: parsing "${text}": invalid syntax`,
    );
  }
  if (BigInt(text) === 0n) return badRequest('proposal id can not be 0');
  return notFound(`proposal ${BigInt(text)} doesn't exist: key not found`);
}

/**
 * x/gov v1 and v1beta1: the params (SDK 0.50 defaults) and no proposals (none can be submitted).
 * v1 answers the asked section (the others null) and `params`; v1beta1 the asked section and
 * the others zero-valued.
 */
export function govRoutes(): Hono {
  const routes = new Hono();
  routes.get('/cosmos/gov/v1/params/:type', (c) => {
    const type = c.req.param('type');
    if (!isGovParamsType(type)) throw badRequest(`unknown params type: ${type}`);
    return c.json({
      voting_params: type === 'voting' ? votingParams : null,
      deposit_params: type === 'deposit' ? depositParams : null,
      tally_params: type === 'tallying' ? tallyParams : null,
      params,
    });
  });
  routes.get('/cosmos/gov/v1beta1/params/:type', (c) => {
    const type = c.req.param('type');
    if (!isGovParamsType(type)) throw badRequest(`${type} is not a valid parameter type`);
    return c.json({
      voting_params: type === 'voting' ? votingParams : { voting_period: '0s' },
      deposit_params:
        type === 'deposit' ? depositParams : { min_deposit: [], max_deposit_period: '0s' },
      tally_params: type === 'tallying' ? tallyParams : zeroTally,
    });
  });
  for (const version of ['v1', 'v1beta1']) {
    routes.get(`/cosmos/gov/${version}/proposals`, (c) => {
      const page = pageOf(c, [], String);
      return c.json({ proposals: page.items, pagination: pageJson(page) });
    });
    routes.get(`/cosmos/gov/${version}/proposals/:id`, (c) => {
      throw proposalNotFound(c.req.param('id'));
    });
  }
  return routes;
}
