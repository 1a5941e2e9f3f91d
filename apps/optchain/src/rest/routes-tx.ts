import { base64, hex } from '@scure/base';
import { Hono } from 'hono';
import { z } from 'zod';
import { TxInCacheError, type OptchainNode } from '../chain/node';
import { decodeTx } from '../tx/decode';
import type { StoredTx } from '../store/block-store';
import { QueryError as SearchError } from '../store/search-query';
import { TxError } from '../tx/tx-error';
import { badRequest, notFound } from './errors';
import { txJson } from './sdk-json';

const broadcastBody = z.object({
  tx_bytes: z.string().min(1),
  mode: z
    .enum(['BROADCAST_MODE_SYNC', 'BROADCAST_MODE_ASYNC', 'BROADCAST_MODE_UNSPECIFIED'])
    .default('BROADCAST_MODE_SYNC'),
});
/** What an asynchronous broadcast answers besides its hash: nothing of CheckTx. */
const EMPTY_CHECK = {
  code: 0,
  codespace: '',
  log: '',
  data: new Uint8Array(),
  gasWanted: 0n,
  gasUsed: 0n,
};
const simulateBody = z.object({ tx_bytes: z.string().min(1) });

const rfc3339 = (ms: number) => new Date(ms).toISOString().replace(/\.\d{3}Z$/, 'Z');

function decodeBase64(text: string): Uint8Array {
  try {
    return base64.decode(text);
  } catch {
    throw badRequest('tx_bytes is not valid base64');
  }
}

async function parse<T>(schema: z.ZodType<T>, request: Request): Promise<T> {
  let body: unknown;
  try {
    body = await request.json();
  } catch {
    throw badRequest('the body must be JSON');
  }
  const parsed = schema.safeParse(body);
  if (!parsed.success)
    throw badRequest(
      parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; '),
    );
  return parsed.data;
}

/** x/tx's service: broadcast, simulate, get by hash, search by events. */
export function txRoutes(node: OptchainNode): Hono {
  const routes = new Hono();
  const blockTimes = new Map<number, number>();
  const timeOf = async (height: number) => {
    const known = blockTimes.get(height);
    if (known !== undefined) return known;
    const time = (await node.store.block(height))?.time ?? 0;
    blockTimes.set(height, time);
    return time;
  };
  const txResponse = async (tx: StoredTx) => ({
    height: String(tx.height),
    txhash: tx.hash,
    codespace: tx.result.codespace,
    code: tx.result.code,
    data: hex.encode(base64.decode(tx.result.data)).toUpperCase(),
    raw_log: tx.result.log,
    logs: [],
    info: '',
    gas_wanted: tx.result.gas_wanted,
    gas_used: tx.result.gas_used,
    tx: txJson(tx.bytes),
    timestamp: rfc3339(await timeOf(tx.height)),
    events: tx.result.events,
  });

  routes.post('/cosmos/tx/v1beta1/txs', async (c) => {
    const body = await parse(broadcastBody, c.req.raw);
    const bytes = decodeBase64(body.tx_bytes);
    let result;
    try {
      result =
        body.mode === 'BROADCAST_MODE_ASYNC'
          ? { ...EMPTY_CHECK, ...node.broadcastAsync(bytes) }
          : await node.broadcastSync(bytes);
    } catch (error) {
      // The SDK's CheckCometError: the mempool's cache refusal is code 19, "tx already in mempool".
      if (!(error instanceof TxInCacheError)) throw error;
      result = { ...EMPTY_CHECK, hash: error.hash, code: 19, codespace: 'sdk' };
    }
    return c.json({
      tx_response: {
        height: '0',
        txhash: result.hash,
        codespace: result.codespace,
        code: result.code,
        data: hex.encode(result.data).toUpperCase(),
        raw_log: result.log,
        logs: [],
        info: '',
        gas_wanted: result.gasWanted.toString(),
        gas_used: result.gasUsed.toString(),
        tx: null,
        timestamp: '',
        events: [],
      },
    });
  });

  routes.post('/cosmos/tx/v1beta1/simulate', async (c) => {
    const body = await parse(simulateBody, c.req.raw);
    try {
      const tx = decodeTx(decodeBase64(body.tx_bytes));
      const outcome = await node.app.serial(() => node.app.simulate(tx));
      return c.json({
        gas_info: {
          gas_wanted: outcome.gasWanted.toString(),
          gas_used: outcome.gasUsed.toString(),
        },
        result: { data: '', log: '', events: outcome.events, msg_responses: [] },
      });
    } catch (error) {
      if (error instanceof TxError)
        throw badRequest(`${error.message} [codespace ${error.codespace}, code ${error.code}]`);
      throw error;
    }
  });

  routes.get('/cosmos/tx/v1beta1/txs/:hash', async (c) => {
    const hash = c.req.param('hash');
    const tx = await node.store.tx(hash);
    if (!tx) throw notFound(`tx not found: ${hash}`);
    const response = await txResponse(tx);
    return c.json({ tx: response.tx, tx_response: response });
  });

  routes.get('/cosmos/tx/v1beta1/txs', async (c) => {
    // SDK 0.50 takes `query`; older clients send `events` (repeated), joined with AND.
    const query = c.req.query('query') ?? (c.req.queries('events') ?? []).join(' AND ');
    if (!query) throw badRequest('query cannot be empty');
    const limit = Math.min(
      100,
      Math.max(1, Number(c.req.query('limit') ?? c.req.query('pagination.limit') ?? 100) || 100),
    );
    const page = Math.max(1, Number(c.req.query('page') ?? 1) || 1);
    const desc = c.req.query('order_by') === 'ORDER_BY_DESC';
    let found;
    try {
      found = await node.store.searchTxs(query, page, limit, desc);
    } catch (error) {
      if (error instanceof SearchError) throw badRequest(error.message);
      throw error;
    }
    const responses = await Promise.all(found.items.map(txResponse));
    return c.json({
      txs: responses.map((r) => r.tx),
      tx_responses: responses,
      pagination: null,
      total: String(found.total),
    });
  });
  return routes;
}
