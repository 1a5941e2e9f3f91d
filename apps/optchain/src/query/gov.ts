import {
  QueryParamsRequest as V1ParamsRequest,
  QueryParamsResponse as V1ParamsResponse,
  QueryProposalRequest as V1ProposalRequest,
  QueryProposalsRequest as V1ProposalsRequest,
  QueryProposalsResponse as V1ProposalsResponse,
} from 'cosmjs-types/cosmos/gov/v1/query';
import {
  QueryParamsRequest,
  QueryParamsResponse,
  QueryProposalRequest,
  QueryProposalsRequest,
  QueryProposalsResponse,
} from 'cosmjs-types/cosmos/gov/v1beta1/query';
import { decBytes, decText } from '../chain/legacy-dec';
import { GOV_PARAMS as P, isGovParamsType } from '../chain/module-params';
import { DENOM } from '../chain/params';
import { type Handler } from './handler';
import { pageOf } from './paginate';
import { invalidArgument, notFound } from './query-error';

const duration = (seconds: number) => ({ seconds: BigInt(seconds), nanos: 0 });
const coins = (amount: bigint) => [{ denom: DENOM, amount: amount.toString() }];

/** v1 Params: its Dec fields are plain strings holding the decimal text. */
const v1Params = {
  minDeposit: coins(P.minDeposit),
  maxDepositPeriod: duration(P.maxDepositPeriodSeconds),
  votingPeriod: duration(P.votingPeriodSeconds),
  quorum: decText(P.quorum),
  threshold: decText(P.threshold),
  vetoThreshold: decText(P.vetoThreshold),
  minInitialDepositRatio: decText(P.minInitialDepositRatio),
  proposalCancelRatio: decText(P.proposalCancelRatio),
  proposalCancelDest: P.proposalCancelDest,
  expeditedVotingPeriod: duration(P.expeditedVotingPeriodSeconds),
  expeditedThreshold: decText(P.expeditedThreshold),
  expeditedMinDeposit: coins(P.expeditedMinDeposit),
  burnVoteQuorum: P.burnVoteQuorum,
  burnProposalDepositPrevote: P.burnProposalDepositPrevote,
  burnVoteVeto: P.burnVoteVeto,
  minDepositRatio: decText(P.minDepositRatio),
};

/** The SDK's answer to a proposal id it does not hold (there are none here). */
function proposalNotFound(id: bigint): Error {
  if (id === 0n) return invalidArgument('proposal id can not be 0');
  return notFound(`proposal ${id} doesn't exist`);
}

/**
 * x/gov v1 and v1beta1: the params (SDK 0.50 defaults), and no proposals (none can be submitted).
 * v1 answers the asked section and `params`; v1beta1 the asked section, the others zero-valued.
 */
export function govQueries(): Record<string, Handler> {
  return {
    '/cosmos.gov.v1.Query/Params': (data) => {
      const { paramsType } = V1ParamsRequest.decode(data);
      if (paramsType && !isGovParamsType(paramsType)) {
        return Promise.reject(invalidArgument(`unknown params type: ${paramsType}`));
      }
      return Promise.resolve(
        V1ParamsResponse.encode({
          ...(paramsType === 'voting'
            ? { votingParams: { votingPeriod: v1Params.votingPeriod } }
            : {}),
          ...(paramsType === 'deposit'
            ? {
                depositParams: {
                  minDeposit: v1Params.minDeposit,
                  maxDepositPeriod: v1Params.maxDepositPeriod,
                },
              }
            : {}),
          ...(paramsType === 'tallying'
            ? {
                tallyParams: {
                  quorum: v1Params.quorum,
                  threshold: v1Params.threshold,
                  vetoThreshold: v1Params.vetoThreshold,
                },
              }
            : {}),
          params: v1Params,
        }).finish(),
      );
    },
    '/cosmos.gov.v1beta1.Query/Params': (data) => {
      const { paramsType } = QueryParamsRequest.decode(data);
      if (!isGovParamsType(paramsType)) {
        return Promise.reject(invalidArgument(`${paramsType} is not a valid parameter type`));
      }
      const asked = (type: string) => paramsType === type;
      return Promise.resolve(
        QueryParamsResponse.encode({
          votingParams: {
            votingPeriod: duration(asked('voting') ? P.votingPeriodSeconds : 0),
          },
          depositParams: {
            minDeposit: asked('deposit') ? coins(P.minDeposit) : [],
            maxDepositPeriod: duration(asked('deposit') ? P.maxDepositPeriodSeconds : 0),
          },
          tallyParams: {
            quorum: decBytes(asked('tallying') ? P.quorum : 0n),
            threshold: decBytes(asked('tallying') ? P.threshold : 0n),
            vetoThreshold: decBytes(asked('tallying') ? P.vetoThreshold : 0n),
          },
        }).finish(),
      );
    },
    '/cosmos.gov.v1.Query/Proposals': (data) => {
      const { pagination } = V1ProposalsRequest.decode(data);
      const { pagination: page } = pageOf<never>([], String, pagination);
      return Promise.resolve(
        V1ProposalsResponse.encode({ proposals: [], pagination: page }).finish(),
      );
    },
    '/cosmos.gov.v1beta1.Query/Proposals': (data) => {
      const { pagination } = QueryProposalsRequest.decode(data);
      const { pagination: page } = pageOf<never>([], String, pagination);
      return Promise.resolve(
        QueryProposalsResponse.encode({ proposals: [], pagination: page }).finish(),
      );
    },
    '/cosmos.gov.v1.Query/Proposal': (data) =>
      Promise.reject(proposalNotFound(V1ProposalRequest.decode(data).proposalId)),
    '/cosmos.gov.v1beta1.Query/Proposal': (data) =>
      Promise.reject(proposalNotFound(QueryProposalRequest.decode(data).proposalId)),
  };
}
