import { ed25519 } from '@noble/curves/ed25519.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { base64 } from '@scure/base';
import { SignedMsgType } from 'cosmjs-types/tendermint/types/types';
import type { Commit, SealedBlock } from '../block';
import { upperHex } from './encoding';
import { validatorSetHash } from './hashes';
import { voteSignBytes } from './vote';

/** The node's voting power: `cometbft init`'s for a one-validator network. */
const VOTING_POWER = 10n;

/**
 * The node's validator (consensus) key: the one signer of the chain's blocks, as a one-validator
 * CometBFT network. Generated once and kept in the node's database (`optchain_meta`), so a
 * restarted node signs with the same key; the staking module's validators are the app's, apart.
 */
export class ValidatorKey {
  readonly pubKey: Uint8Array;
  /** First 20 bytes of sha256(pubKey), upper-case hex (CometBFT's address). */
  readonly address: string;
  readonly power = VOTING_POWER;
  /** `validators_hash` (and `next_validators_hash`: the set never changes). */
  readonly setHash: string;

  constructor(private readonly secretKey: Uint8Array) {
    this.pubKey = ed25519.getPublicKey(secretKey);
    this.address = upperHex(sha256(this.pubKey).slice(0, 20));
    this.setHash = validatorSetHash([{ pubKey: this.pubKey, power: this.power }]);
  }

  static generate(): ValidatorKey {
    return new ValidatorKey(ed25519.utils.randomSecretKey());
  }

  get secret(): Uint8Array {
    return this.secretKey;
  }

  /**
   * The block's commit: this validator's precommit (round 0) for it, timestamped at the block's
   * time. ed25519 signatures are deterministic, so replay and every read give the same bytes.
   */
  commit(chainId: string, block: Pick<SealedBlock, 'height' | 'time' | 'hash' | 'parts'>): Commit {
    const blockId = { hash: block.hash, parts: block.parts };
    const signBytes = voteSignBytes({
      chainId,
      type: SignedMsgType.SIGNED_MSG_TYPE_PRECOMMIT,
      height: block.height,
      round: 0,
      blockId,
      time: block.time,
    });
    return {
      height: block.height,
      blockId,
      signatures: [
        {
          validatorAddress: this.address,
          time: block.time,
          signature: base64.encode(ed25519.sign(signBytes, this.secretKey)),
        },
      ],
    };
  }
}
