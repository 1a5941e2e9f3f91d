import { hex } from '@scure/base';
import {
  GetLatestValidatorSetRequest,
  GetLatestValidatorSetResponse,
  GetValidatorSetByHeightRequest,
  GetValidatorSetByHeightResponse,
  type Validator as CometValidator,
} from 'cosmjs-types/cosmos/base/tendermint/v1beta1/query';
import { PubKey as Ed25519PubKey } from 'cosmjs-types/cosmos/crypto/ed25519/keys';
import {
  QueryHistoricalInfoRequest,
  QueryHistoricalInfoResponse,
} from 'cosmjs-types/cosmos/staking/v1beta1/query';
import type { Header } from 'cosmjs-types/tendermint/types/types';
import { toTimestamp } from 'cosmjs-types/helpers';
import type { PageRequest } from 'cosmjs-types/cosmos/base/query/v1beta1/pagination';
import type { Validator } from '@optwallet/ledger';
import { consensusBech32, consensusKey } from '../chain/keys';
import { COMET_BLOCK_PROTOCOL } from '../chain/params';
import type { StoredBlock } from '../store/block-store';
import { type Handler, type QuerySources } from './handler';
import { pageOf } from './paginate';
import { validatorKey } from './list-keys';
import { validatorProto } from './proto-views';
import { invalidArgument, notFound } from './query-error';

const bytes = (upperHex: string) => hex.decode(upperHex.toLowerCase());

/** CometBFT voting power: tokens over the SDK's power reduction (10^6). */
export const votingPower = (v: Validator) => v.tokens / 1_000_000n;

/** A block's header as `tendermint.types.Header` (the proposer: the set's largest validator). */
function headerProto(chainId: string, block: StoredBlock, set: readonly Validator[]): Header {
  const proposer = set[0] ? consensusKey(set[0].operatorAddress).address : '';
  return {
    version: { block: BigInt(COMET_BLOCK_PROTOCOL), app: 0n },
    chainId,
    height: BigInt(block.height),
    time: toTimestamp(new Date(block.time)),
    lastBlockId: {
      hash: bytes(block.lastBlockHash),
      partSetHeader: {
        total: block.lastBlockHash ? 1 : 0,
        hash: bytes([...block.lastBlockHash].reverse().join('')),
      },
    },
    lastCommitHash: bytes(block.lastBlockHash),
    dataHash: bytes(block.dataHash),
    validatorsHash: new Uint8Array(),
    nextValidatorsHash: new Uint8Array(),
    consensusHash: new Uint8Array(),
    appHash: bytes(block.appHash),
    lastResultsHash: new Uint8Array(),
    evidenceHash: new Uint8Array(),
    proposerAddress: bytes(proposer),
  };
}

function cometValidator(v: Validator): CometValidator {
  return {
    address: consensusBech32(v.operatorAddress),
    pubKey: {
      typeUrl: '/cosmos.crypto.ed25519.PubKey',
      value: Ed25519PubKey.encode({ key: consensusKey(v.operatorAddress).pubKey }).finish(),
    },
    votingPower: votingPower(v),
    proposerPriority: 0n,
  };
}

/**
 * Validator sets by height: staking's HistoricalInfo (the header from the block log, the bonded
 * set as the block opened) and cosmos.base.tendermint's validator sets, for the heights the
 * node's history holds (the last `historical_entries`).
 */
export function validatorSetQueries({ app, views, store }: QuerySources): Record<string, Handler> {
  const latest = () => app.last?.height ?? 0;
  const setPage = (height: number, request: PageRequest | undefined) => {
    const set = views.validatorSetAt(height);
    if (!set) throw notFound(`validator set for height ${height} not found`);
    const { items, ...page } = pageOf(set, validatorKey, request);
    return { blockHeight: BigInt(height), validators: items.map(cometValidator), ...page };
  };
  return {
    '/cosmos.staking.v1beta1.Query/HistoricalInfo': async (data) => {
      const { height } = QueryHistoricalInfoRequest.decode(data);
      if (height < 0n) throw invalidArgument('height cannot be negative');
      const set = views.validatorSetAt(Number(height));
      const block =
        set && height <= BigInt(latest()) ? await store.block(Number(height)) : undefined;
      if (!set || !block) throw notFound(`historical info for height ${height} not found`);
      return QueryHistoricalInfoResponse.encode({
        hist: {
          header: headerProto(app.chainId, block, set),
          valset: set.map((v) => validatorProto(v, app.genesisTime)),
        },
      }).finish();
    },
    '/cosmos.base.tendermint.v1beta1.Service/GetLatestValidatorSet': (data) => {
      const { pagination } = GetLatestValidatorSetRequest.decode(data);
      return Promise.resolve(
        GetLatestValidatorSetResponse.encode(setPage(latest(), pagination)).finish(),
      );
    },
    '/cosmos.base.tendermint.v1beta1.Service/GetValidatorSetByHeight': (data) => {
      const { height, pagination } = GetValidatorSetByHeightRequest.decode(data);
      if (height > BigInt(latest())) {
        throw invalidArgument('requested block height is bigger then the chain length');
      }
      return Promise.resolve(
        GetValidatorSetByHeightResponse.encode(setPage(Number(height), pagination)).finish(),
      );
    },
  };
}
