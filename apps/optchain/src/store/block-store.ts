import { base64 } from '@scure/base';
import {
  legacyPartsOf,
  type CometHeader,
  type Commit,
  type DeliveredTx,
  type PartSetHeader,
  type SealedBlock,
  type TxResult,
} from '../chain/block';
import type { AbciEvent } from '../chain/events';
import type { Db, Query } from './db';
import { parseQuery, toSql } from './search-query';

/**
 * The node's durable state: the block log (every block's time, devnet offset, transactions,
 * results and events), with each event attribute indexed for tx_search and block_search. The
 * ledger state is not stored: the engine replays the log at start. One block is one database
 * transaction, so a crash loses at most the block being written. `summed_payouts_from`: the first
 * height settled with payouts summed per recipient (a log written before keeps replaying its
 * blocks one record per payout). `validator_key`: the node's ed25519 validator key (hex seed),
 * generated once. `comet`: a block's CometBFT header fields, part set header and last commit
 * (null for a block written before the node had a validator key).
 */
const SCHEMA = `
CREATE TABLE IF NOT EXISTS optchain_meta (
  id integer PRIMARY KEY CHECK (id = 1),
  chain_id text NOT NULL,
  genesis_time bigint NOT NULL
);
CREATE TABLE IF NOT EXISTS optchain_blocks (
  height bigint PRIMARY KEY,
  time_ms bigint NOT NULL,
  offset_ms bigint NOT NULL,
  hash text NOT NULL,
  last_hash text NOT NULL,
  data_hash text NOT NULL,
  app_hash text NOT NULL,
  num_txs integer NOT NULL,
  events jsonb NOT NULL
);
CREATE INDEX IF NOT EXISTS optchain_blocks_hash ON optchain_blocks (hash);
CREATE TABLE IF NOT EXISTS optchain_txs (
  hash text PRIMARY KEY,
  height bigint NOT NULL,
  idx integer NOT NULL,
  tx text NOT NULL,
  result jsonb NOT NULL
);
CREATE INDEX IF NOT EXISTS optchain_txs_height ON optchain_txs (height, idx);
CREATE TABLE IF NOT EXISTS optchain_tx_attrs (
  tx_hash text NOT NULL,
  key text NOT NULL,
  value text NOT NULL
);
CREATE INDEX IF NOT EXISTS optchain_tx_attrs_key_value ON optchain_tx_attrs (key, value);
CREATE INDEX IF NOT EXISTS optchain_tx_attrs_hash ON optchain_tx_attrs (tx_hash);
CREATE TABLE IF NOT EXISTS optchain_block_attrs (
  height bigint NOT NULL,
  key text NOT NULL,
  value text NOT NULL
);
CREATE INDEX IF NOT EXISTS optchain_block_attrs_key_value ON optchain_block_attrs (key, value);
ALTER TABLE optchain_meta ADD COLUMN IF NOT EXISTS summed_payouts_from bigint;
ALTER TABLE optchain_meta ADD COLUMN IF NOT EXISTS validator_key text;
ALTER TABLE optchain_blocks ADD COLUMN IF NOT EXISTS comet jsonb;
UPDATE optchain_meta SET summed_payouts_from = (SELECT coalesce(max(height), 0) + 1 FROM optchain_blocks)
  WHERE summed_payouts_from IS NULL;
`;

/** A result as JSON (the store's and the RPC's shape share it). */
export interface StoredResult {
  code: number;
  codespace: string;
  log: string;
  data: string;
  gas_wanted: string;
  gas_used: string;
  events: AbciEvent[];
}

export interface StoredTx {
  hash: string;
  height: number;
  index: number;
  bytes: Uint8Array;
  result: StoredResult;
}

export type StoredBlock = Omit<SealedBlock, 'txs'> & { txs: { hash: string; bytes: Uint8Array }[] };

export function resultJson(result: TxResult): StoredResult {
  return {
    code: result.code,
    codespace: result.codespace,
    log: result.log,
    data: base64.encode(result.data),
    gas_wanted: result.gasWanted.toString(),
    gas_used: result.gasUsed.toString(),
    events: result.events,
  };
}

interface BlockRow {
  height: string | number;
  time_ms: string | number;
  offset_ms: string | number;
  hash: string;
  last_hash: string;
  data_hash: string;
  app_hash: string;
  events: AbciEvent[] | string;
  comet: CometColumn | string | null;
}

/** What the `comet` column holds. */
interface CometColumn {
  header: CometHeader;
  parts: PartSetHeader;
  lastCommit: Commit;
}

interface TxRow {
  hash: string;
  height: string | number;
  idx: number;
  tx: string;
  result: StoredResult | string;
}

/** Index rows written by one statement. */
const ATTRS_PER_INSERT = 1_000;

const json = <T>(value: T | string): T =>
  typeof value === 'string' ? (JSON.parse(value) as T) : value;

const toTx = (row: TxRow): StoredTx => ({
  hash: row.hash,
  height: Number(row.height),
  index: row.idx,
  bytes: base64.decode(row.tx),
  result: json(row.result),
});

const attrsOf = (events: readonly AbciEvent[]) =>
  events.flatMap((e) =>
    e.attributes.filter((a) => a.index).map((a) => ({ key: `${e.type}.${a.key}`, value: a.value })),
  );

export interface ChainMeta {
  chainId: string;
  genesisTime: number;
  summedPayoutsFrom: number;
  /** The validator key's 32-byte secret, hex; undefined until the node has made one. */
  validatorKey: string | undefined;
}

export interface Page<T> {
  total: number;
  items: T[];
}

export class BlockStore {
  private constructor(private readonly db: Db) {}

  static async open(db: Db): Promise<BlockStore> {
    await db.transaction(async (query) => {
      for (const statement of SCHEMA.split(';')
        .map((s) => s.trim())
        .filter(Boolean)) {
        await query(statement);
      }
    });
    return new BlockStore(db);
  }

  get engine(): Db['engine'] {
    return this.db.engine;
  }

  async meta(): Promise<ChainMeta | undefined> {
    const [row] = await this.db.query<{
      chain_id: string;
      genesis_time: string | number;
      summed_payouts_from: string | number;
      validator_key: string | null;
    }>(
      'SELECT chain_id, genesis_time, summed_payouts_from, validator_key FROM optchain_meta WHERE id = 1',
    );
    return (
      row && {
        chainId: row.chain_id,
        genesisTime: Number(row.genesis_time),
        summedPayoutsFrom: Number(row.summed_payouts_from),
        validatorKey: row.validator_key ?? undefined,
      }
    );
  }

  /** Keeps the node's validator key (once: a key already there is never replaced). */
  async saveValidatorKey(secretHex: string): Promise<void> {
    await this.db.query(
      'UPDATE optchain_meta SET validator_key = $1 WHERE id = 1 AND validator_key IS NULL',
      [secretHex],
    );
  }

  async initMeta(chainId: string, genesisTime: number): Promise<ChainMeta> {
    await this.db.query(
      'INSERT INTO optchain_meta (id, chain_id, genesis_time, summed_payouts_from) VALUES (1, $1, $2, 1)',
      [chainId, genesisTime],
    );
    return { chainId, genesisTime, summedPayoutsFrom: 1, validatorKey: undefined };
  }

  /** Writes a block, its transactions and their index rows in one transaction. */
  async append(block: SealedBlock): Promise<void> {
    await this.db.transaction(async (query: Query) => {
      await query(
        `INSERT INTO optchain_blocks (height, time_ms, offset_ms, hash, last_hash, data_hash, app_hash, num_txs, events, comet)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9::jsonb, $10::jsonb)`,
        [
          block.height,
          block.time,
          block.offsetMs,
          block.hash,
          block.lastBlockHash,
          block.dataHash,
          block.appHash,
          block.txs.length,
          JSON.stringify(block.events),
          block.comet
            ? JSON.stringify({
                header: block.comet.header,
                parts: block.parts,
                lastCommit: block.comet.lastCommit,
              } satisfies CometColumn)
            : null,
        ],
      );
      if (block.txs.length > 0) {
        const txs = block.txs.map((t: DeliveredTx, idx) => ({
          hash: t.hash,
          height: block.height,
          idx,
          tx: base64.encode(t.bytes),
          result: resultJson(t.result),
        }));
        await query(
          `INSERT INTO optchain_txs (hash, height, idx, tx, result)
           SELECT x.hash, x.height, x.idx, x.tx, x.result
           FROM json_to_recordset($1::json) AS x(hash text, height bigint, idx integer, tx text, result jsonb)`,
          [JSON.stringify(txs)],
        );
        const attrs = block.txs.flatMap((t) =>
          attrsOf(t.result.events).map((a) => ({ tx_hash: t.hash, ...a })),
        );
        await query(
          `INSERT INTO optchain_tx_attrs (tx_hash, key, value)
           SELECT x.tx_hash, x.key, x.value FROM json_to_recordset($1::json) AS x(tx_hash text, key text, value text)`,
          [JSON.stringify(attrs)],
        );
      }
      // A block's events index in slices, the event loop free between two (a devnet advance's
      // blocks hold thousands of events: requests are answered meanwhile).
      const blockAttrs = attrsOf(block.events);
      for (let from = 0; from < blockAttrs.length; from += ATTRS_PER_INSERT) {
        if (from > 0) await new Promise((resolve) => setImmediate(resolve));
        await query(
          `INSERT INTO optchain_block_attrs (height, key, value)
           SELECT $1, x.key, x.value FROM json_to_recordset($2::json) AS x(key text, value text)`,
          [block.height, JSON.stringify(blockAttrs.slice(from, from + ATTRS_PER_INSERT))],
        );
      }
    });
  }

  private toBlock(row: BlockRow, txs: { hash: string; bytes: Uint8Array }[]): StoredBlock {
    const comet = row.comet === null ? undefined : json<CometColumn>(row.comet);
    return {
      height: Number(row.height),
      time: Number(row.time_ms),
      offsetMs: Number(row.offset_ms),
      hash: row.hash,
      lastBlockHash: row.last_hash,
      dataHash: row.data_hash,
      appHash: row.app_hash,
      events: json(row.events),
      parts: comet?.parts ?? legacyPartsOf(row.hash),
      comet: comet && { header: comet.header, lastCommit: comet.lastCommit },
      txs,
    };
  }

  /** Blocks from `from` on, `limit` at a time, with their transactions: the replay reads these. */
  async blocks(from: number, limit: number): Promise<StoredBlock[]> {
    const rows = await this.db.query<BlockRow>(
      'SELECT * FROM optchain_blocks WHERE height >= $1 ORDER BY height LIMIT $2',
      [from, limit],
    );
    const last = rows.at(-1);
    if (!last) return [];
    const txs = await this.db.query<TxRow>(
      'SELECT hash, height, idx, tx FROM optchain_txs WHERE height >= $1 AND height <= $2 ORDER BY height, idx',
      [from, Number(last.height)],
    );
    const byHeight = new Map<number, { hash: string; bytes: Uint8Array }[]>();
    for (const tx of txs) {
      const list = byHeight.get(Number(tx.height)) ?? [];
      list.push({ hash: tx.hash, bytes: base64.decode(tx.tx) });
      byHeight.set(Number(tx.height), list);
    }
    return rows.map((row) => this.toBlock(row, byHeight.get(Number(row.height)) ?? []));
  }

  async block(height: number): Promise<StoredBlock | undefined> {
    return (await this.blocks(height, 1)).find((b) => b.height === height);
  }

  async blockByHash(hash: string): Promise<StoredBlock | undefined> {
    const [row] = await this.db.query<{ height: string | number }>(
      'SELECT height FROM optchain_blocks WHERE hash = $1',
      [hash.toUpperCase()],
    );
    return row && this.block(Number(row.height));
  }

  async blockMetas(min: number, max: number): Promise<(StoredBlock & { numTxs: number })[]> {
    const rows = await this.db.query<BlockRow & { num_txs: number }>(
      'SELECT * FROM optchain_blocks WHERE height >= $1 AND height <= $2 ORDER BY height DESC',
      [min, max],
    );
    return rows.map((row) => ({ ...this.toBlock(row, []), numTxs: row.num_txs }));
  }

  async blockResults(height: number): Promise<StoredTx[]> {
    const rows = await this.db.query<TxRow>(
      'SELECT * FROM optchain_txs WHERE height = $1 ORDER BY idx',
      [height],
    );
    return rows.map(toTx);
  }

  async tx(hash: string): Promise<StoredTx | undefined> {
    const [row] = await this.db.query<TxRow>('SELECT * FROM optchain_txs WHERE hash = $1', [
      hash.toUpperCase(),
    ]);
    return row && toTx(row);
  }

  /** tx_search: transactions whose events match every condition, oldest first unless `desc`. */
  async searchTxs(
    query: string,
    page: number,
    perPage: number,
    desc: boolean,
  ): Promise<Page<StoredTx>> {
    const filter = toSql(parseQuery(query), {
      attrTable: 'optchain_tx_attrs',
      link: 'a.tx_hash = t.hash',
      builtins: { 'tx.hash': 't.hash', 'tx.height': 't.height' },
    });
    const [count] = await this.db.query<{ total: string | number }>(
      `SELECT count(*) AS total FROM optchain_txs t WHERE ${filter.where}`,
      filter.params,
    );
    const n = filter.params.length;
    const rows = await this.db.query<TxRow>(
      `SELECT * FROM optchain_txs t WHERE ${filter.where}
       ORDER BY t.height ${desc ? 'DESC' : 'ASC'}, t.idx ${desc ? 'DESC' : 'ASC'} LIMIT $${n + 1} OFFSET $${n + 2}`,
      [...filter.params, perPage, (page - 1) * perPage],
    );
    return { total: Number(count?.total ?? 0), items: rows.map(toTx) };
  }

  /** block_search: blocks whose finalize-block events match every condition. */
  async searchBlocks(
    query: string,
    page: number,
    perPage: number,
    desc: boolean,
  ): Promise<Page<StoredBlock>> {
    const filter = toSql(parseQuery(query), {
      attrTable: 'optchain_block_attrs',
      link: 'a.height = t.height',
      builtins: { 'block.height': 't.height' },
    });
    const [count] = await this.db.query<{ total: string | number }>(
      `SELECT count(*) AS total FROM optchain_blocks t WHERE ${filter.where}`,
      filter.params,
    );
    const n = filter.params.length;
    const rows = await this.db.query<BlockRow>(
      `SELECT * FROM optchain_blocks t WHERE ${filter.where}
       ORDER BY t.height ${desc ? 'DESC' : 'ASC'} LIMIT $${n + 1} OFFSET $${n + 2}`,
      [...filter.params, perPage, (page - 1) * perPage],
    );
    const blocks = await Promise.all(rows.map((row) => this.block(Number(row.height))));
    return { total: Number(count?.total ?? 0), items: blocks.filter((b) => b !== undefined) };
  }

  close(): Promise<void> {
    return this.db.close();
  }
}
