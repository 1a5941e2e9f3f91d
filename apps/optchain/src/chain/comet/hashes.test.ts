import { sha256 } from '@noble/hashes/sha2.js';
import { utf8ToBytes } from '@noble/hashes/utils.js';
import { SignedMsgType } from 'cosmjs-types/tendermint/types/types';
import { describe, expect, it } from 'vitest';
import { timestampOf } from './encoding';
import { EMPTY_MERKLE, headerHash } from './hashes';
import { voteSignBytes } from './vote';

const sum = (text: string) => sha256(utf8ToBytes(text));
/** Go's zero time.Time, which CometBFT's vectors sign: 0001-01-01T00:00:00Z. */
const GO_ZERO_TIME_MS = -62_135_596_800_000;

describe('CometBFT hashes and sign bytes, against CometBFT´s own test vectors', () => {
  it('hashes a header as Header.Hash does (types/block_test.go TestHeaderHash)', () => {
    const zeros = new Uint8Array(32);
    const hash = headerHash({
      version: { block: 1n, app: 2n },
      chainId: 'chainId',
      height: 3n,
      time: timestampOf(Date.UTC(2019, 9, 13, 16, 14, 44)),
      lastBlockId: { hash: zeros, partSetHeader: { total: 6, hash: zeros } },
      lastCommitHash: sum('last_commit_hash'),
      dataHash: sum('data_hash'),
      validatorsHash: sum('validators_hash'),
      nextValidatorsHash: sum('next_validators_hash'),
      consensusHash: sum('consensus_hash'),
      appHash: sum('app_hash'),
      lastResultsHash: sum('last_results_hash'),
      evidenceHash: sum('evidence_hash'),
      proposerAddress: sum('proposer_address').slice(0, 20),
    });
    expect(hash).toBe('F740121F553B5418C3EFBD343C2DBFE9E007BB67B0D020A0741374BAB65242A4');
  });

  it('builds a vote´s sign bytes as VoteSignBytes does (types/vote_test.go vectors 1 and 4)', () => {
    const timestamp = [0x2a, 0xb, 0x8, 0x80, 0x92, 0xb8, 0xc3, 0x98, 0xfe, 0xff, 0xff, 0xff, 0x1];
    const heightAndRound = [0x11, 1, 0, 0, 0, 0, 0, 0, 0, 0x19, 1, 0, 0, 0, 0, 0, 0, 0];
    const precommit = voteSignBytes({
      chainId: '',
      type: SignedMsgType.SIGNED_MSG_TYPE_PRECOMMIT,
      height: 1,
      round: 1,
      blockId: undefined,
      time: GO_ZERO_TIME_MS,
    });
    expect([...precommit]).toEqual([0x21, 0x8, 0x2, ...heightAndRound, ...timestamp]);
    const withChainId = voteSignBytes({
      chainId: 'test_chain_id',
      type: SignedMsgType.SIGNED_MSG_TYPE_UNKNOWN,
      height: 1,
      round: 1,
      blockId: undefined,
      time: GO_ZERO_TIME_MS,
    });
    expect([...withChainId]).toEqual([
      0x2e,
      ...heightAndRound,
      ...timestamp,
      0x32,
      0xd,
      ...utf8ToBytes('test_chain_id'),
    ]);
  });

  it('hashes nothing to sha256 of nothing, as CometBFT´s empty evidence and data', () => {
    expect(EMPTY_MERKLE).toBe('E3B0C44298FC1C149AFBF4C8996FB92427AE41E4649B934CA495991B7852B855');
  });
});
