import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sha256 } from '@noble/hashes/sha2.js';
import { concatBytes } from '@noble/hashes/utils.js';
import { Ed25519 } from '@cosmjs/crypto';
import { Comet38Client, toSeconds, type comet38 } from '@cosmjs/tendermint-rpc';
import { BinaryWriter } from 'cosmjs-types/binary';
import { Timestamp } from 'cosmjs-types/google/protobuf/timestamp';
import { ExecTxResult } from 'cosmjs-types/tendermint/abci/types';
import { BlockID } from 'cosmjs-types/tendermint/types/types';
import { SimpleValidator } from 'cosmjs-types/tendermint/types/validator';
import { Consensus } from 'cosmjs-types/tendermint/version/types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningOptchain } from '../src/start';
import { faucet, freshWallet, startNode } from './support/node';

/*
 * What a light client checks, computed here from CometBFT's algorithms (types/block.go, vote.go,
 * validator_set.go, crypto/merkle) over what unchanged cosmjs parsed, not with the node's code.
 */

function merkle(items: readonly Uint8Array[]): Uint8Array {
  if (items.length === 0) return sha256(new Uint8Array());
  if (items.length === 1) return sha256(concatBytes(Uint8Array.of(0), items[0]!));
  let split = 1;
  while (split * 2 < items.length) split *= 2;
  return sha256(
    concatBytes(Uint8Array.of(1), merkle(items.slice(0, split)), merkle(items.slice(split))),
  );
}

/** gogoproto's StringValue / Int64Value / BytesValue, as `cdcEncode` wraps a header field. */
function cdcEncode(value: string | number | Uint8Array): Uint8Array {
  const w = BinaryWriter.create();
  if (typeof value === 'string') {
    if (value) w.uint32(10).string(value);
  } else if (typeof value === 'number') {
    if (value) w.uint32(8).int64(value);
  } else if (value.length) w.uint32(10).bytes(value);
  return w.finish();
}

const timestamp = (time: comet38.Header['time']) => {
  const { seconds, nanos } = toSeconds(time);
  return Timestamp.fromPartial({ seconds: BigInt(seconds), nanos });
};

const blockIdProto = (id: comet38.BlockId | null) =>
  BlockID.fromPartial({
    hash: id?.hash ?? new Uint8Array(),
    partSetHeader: { total: id?.parts.total ?? 0, hash: id?.parts.hash ?? new Uint8Array() },
  });

/** CometBFT's Header.Hash. */
function headerHash(h: comet38.Header): Uint8Array {
  return merkle([
    Consensus.encode({ block: BigInt(h.version.block), app: BigInt(h.version.app) }).finish(),
    cdcEncode(h.chainId),
    cdcEncode(h.height),
    Timestamp.encode(timestamp(h.time)).finish(),
    BlockID.encode(blockIdProto(h.lastBlockId)).finish(),
    cdcEncode(h.lastCommitHash),
    cdcEncode(h.dataHash),
    cdcEncode(h.validatorsHash),
    cdcEncode(h.nextValidatorsHash),
    cdcEncode(h.consensusHash),
    cdcEncode(h.appHash),
    cdcEncode(h.lastResultsHash),
    cdcEncode(h.evidenceHash),
    cdcEncode(h.proposerAddress),
  ]);
}

/** CometBFT's VoteSignBytes for a precommit at round 0: the CanonicalVote, length-delimited. */
function precommitSignBytes(
  chainId: string,
  height: number,
  id: comet38.BlockId,
  time: comet38.Header['time'],
): Uint8Array {
  const w = BinaryWriter.create();
  w.uint32(8).int32(2); // type: SIGNED_MSG_TYPE_PRECOMMIT
  w.uint32(17).sfixed64(BigInt(height));
  // round 0 is omitted (proto3 default)
  const blockId = w.uint32(34).fork();
  blockId.uint32(10).bytes(id.hash);
  blockId
    .uint32(18)
    .fork()
    .uint32(8)
    .uint32(id.parts.total)
    .uint32(18)
    .bytes(id.parts.hash)
    .ldelim();
  blockId.ldelim();
  Timestamp.encode(timestamp(time), w.uint32(42).fork()).ldelim();
  w.uint32(50).string(chainId);
  return BinaryWriter.create().bytes(w.finish()).finish();
}

describe('blocks a light client can follow, through unchanged cosmjs', () => {
  let node: RunningOptchain;
  let client: Comet38Client;
  let txHeight: number;

  beforeAll(async () => {
    node = await startNode();
    client = await Comet38Client.connect(node.rpcUrl);
    const { address } = await freshWallet();
    txHeight = Number((await faucet(node.restUrl, address)).height);
    while ((await client.status()).syncInfo.latestBlockHeight < txHeight + 1) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }, 60_000);

  afterAll(async () => {
    client?.disconnect();
    await node?.stop();
  });

  it('answers one validator whose key signs every commit over CometBFT´s canonical vote', async () => {
    const { validators, total } = await client.validators({});
    expect(total).toBe(1);
    const [validator] = validators;
    expect(validator?.pubkey?.algorithm).toBe('ed25519');
    expect(validator?.votingPower).toBe(10n);
    const pubkey = validator!.pubkey!.data;
    expect(validator!.address).toEqual(sha256(pubkey).slice(0, 20));

    for (const height of [1, txHeight, txHeight + 1]) {
      const { header, commit } = await client.commit(height);
      expect(header.proposerAddress).toEqual(validator!.address);
      const [sig] = commit.signatures;
      expect(sig?.blockIdFlag).toBe(2);
      expect(sig?.validatorAddress).toEqual(validator!.address);
      const bytes = precommitSignBytes(header.chainId, height, commit.blockId, sig!.timestamp!);
      expect(await Ed25519.verifySignature(sig!.signature!, bytes, pubkey)).toBe(true);
      // Another height's bytes do not verify: the signature covers this block.
      const other = precommitSignBytes(header.chainId, height + 1, commit.blockId, sig!.timestamp!);
      expect(await Ed25519.verifySignature(sig!.signature!, other, pubkey)).toBe(false);
    }
  });

  it('hashes each header as CometBFT does, and chains a block to the one before', async () => {
    const [{ validators }, block, next, results] = await Promise.all([
      client.validators({}),
      client.block(txHeight),
      client.block(txHeight + 1),
      client.blockResults(txHeight),
    ]);
    for (const b of [block, next]) expect(headerHash(b.block.header)).toEqual(b.blockId.hash);
    expect(next.block.header.lastBlockId).toEqual(block.blockId);

    const header = block.block.header;
    const validator = validators[0]!;
    const setHash = merkle([
      SimpleValidator.encode({
        pubKey: { ed25519: validator.pubkey!.data },
        votingPower: validator.votingPower,
      }).finish(),
    ]);
    expect(header.validatorsHash).toEqual(setHash);
    expect(header.nextValidatorsHash).toEqual(setHash);
    expect(block.block.txs).toHaveLength(1);
    expect(header.dataHash).toEqual(merkle(block.block.txs.map((tx) => sha256(tx))));
    expect(header.evidenceHash).toEqual(sha256(new Uint8Array()));
    // The next header commits to this block's results (code, data, gas) and its commit.
    expect(next.block.header.lastResultsHash).toEqual(
      merkle(
        results.results.map((r) =>
          ExecTxResult.encode(
            ExecTxResult.fromPartial({
              code: r.code,
              data: r.data ?? new Uint8Array(),
              gasWanted: r.gasWanted,
              gasUsed: r.gasUsed,
            }),
          ).finish(),
        ),
      ),
    );
    expect(results.results[0]?.code).toBe(0);
    const lastCommit = next.block.lastCommit!;
    expect(lastCommit.blockId).toEqual(block.blockId);
    const commitSigs = lastCommit.signatures.map((s) =>
      BinaryWriter.create()
        .uint32(8)
        .int32(s.blockIdFlag)
        .uint32(18)
        .bytes(s.validatorAddress!)
        .uint32(26)
        .fork()
        .uint32(8)
        .int64(toSeconds(s.timestamp!).seconds)
        .uint32(16)
        .int32(toSeconds(s.timestamp!).nanos ?? 0)
        .ldelim()
        .uint32(34)
        .bytes(s.signature!)
        .finish(),
    );
    expect(next.block.header.lastCommitHash).toEqual(merkle(commitSigs));
  });

  it('keeps its validator key across restarts: the old commits verify with the key it answers', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'optchain-key-'));
    try {
      const first = await startNode({ dataDir });
      const before = await Comet38Client.connect(first.rpcUrl);
      const key = (await before.validators({})).validators[0]!.pubkey!.data;
      const height = (await before.status()).syncInfo.latestBlockHeight;
      const oldCommit = await before.commit(height);
      before.disconnect();
      await first.stop();

      const second = await startNode({ dataDir });
      const after = await Comet38Client.connect(second.rpcUrl);
      expect((await after.validators({})).validators[0]!.pubkey!.data).toEqual(key);
      const again = await after.commit(height);
      expect(again.commit.blockId).toEqual(oldCommit.commit.blockId);
      const sig = again.commit.signatures[0]!;
      const bytes = precommitSignBytes(
        again.header.chainId,
        height,
        again.commit.blockId,
        sig.timestamp!,
      );
      expect(await Ed25519.verifySignature(sig.signature!, bytes, key)).toBe(true);
      after.disconnect();
      await second.stop();
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 120_000);
});
