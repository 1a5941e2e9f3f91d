import type { Server } from 'node:http';
import { base64 } from '@scure/base';
import { WebSocketServer, type RawData, type WebSocket } from 'ws';
import type { SealedBlock } from '../chain/block';
import type { AbciEvent } from '../chain/events';
import type { OptchainNode } from '../chain/node';
import { resultJson } from '../store/block-store';
import { matches, parseQuery, QueryError, type Condition } from '../store/search-query';
import type { JsonRpcRequest, JsonRpcResponse } from './server';
import { blockIdOf, blockJson, txResultJson } from './shapes';

const textOf = (raw: RawData): string =>
  (Buffer.isBuffer(raw)
    ? raw
    : Array.isArray(raw)
      ? Buffer.concat(raw)
      : Buffer.from(raw)
  ).toString('utf8');

type EventType = 'Tx' | 'NewBlock' | 'NewBlockHeader';

interface Subscription {
  id: unknown;
  query: string;
  type: EventType;
  conditions: Condition[];
}

/** Composite keys → values, as CometBFT indexes events (`transfer.recipient` → […]). */
function indexOf(
  events: readonly AbciEvent[],
  base: Record<string, string[]>,
): Map<string, string[]> {
  const index = new Map(Object.entries(base));
  for (const event of events) {
    for (const a of event.attributes) {
      const key = `${event.type}.${a.key}`;
      index.set(key, [...(index.get(key) ?? []), a.value]);
    }
  }
  return index;
}

/** What one committed block sends a subscription: its events, as CometBFT's event messages. */
function messagesFor(node: OptchainNode, block: SealedBlock, sub: Subscription) {
  const out: unknown[] = [];
  const reply = (data: unknown, events: Map<string, string[]>) =>
    out.push({ query: sub.query, data, events: Object.fromEntries(events) });
  if (sub.type === 'Tx') {
    block.txs.forEach((tx, index) => {
      const events = indexOf(tx.result.events, {
        'tm.event': ['Tx'],
        'tx.hash': [tx.hash],
        'tx.height': [String(block.height)],
      });
      if (!matches(sub.conditions, events)) return;
      reply(
        {
          type: 'tendermint/event/Tx',
          value: {
            TxResult: {
              height: String(block.height),
              index,
              tx: base64.encode(tx.bytes),
              result: txResultJson(resultJson(tx.result)),
            },
          },
        },
        events,
      );
    });
    return out;
  }
  const events = indexOf(block.events, {
    'tm.event': [sub.type],
    'block.height': [String(block.height)],
  });
  if (!matches(sub.conditions, events)) return out;
  const json = blockJson(node.chainId, block, node.app.validator);
  if (sub.type === 'NewBlock') {
    reply(
      {
        type: 'tendermint/event/NewBlock',
        value: {
          block: json.block,
          block_id: blockIdOf(block),
          result_finalize_block: {
            events: block.events,
            tx_results: block.txs.map((t) => txResultJson(resultJson(t.result))),
          },
        },
      },
      events,
    );
  } else {
    reply(
      { type: 'tendermint/event/NewBlockHeader', value: { header: json.block.header } },
      events,
    );
  }
  return out;
}

/**
 * CometBFT's websocket at `/websocket` (Keplr's tx tracer and cosmjs' WebsocketClient use it):
 * every RPC method, plus `subscribe` / `unsubscribe` / `unsubscribe_all` to `tm.event='Tx'`
 * (narrowed by event conditions such as `tx.hash='…'`), `NewBlock` and `NewBlockHeader`.
 */
export function attachWebsocket(
  server: Server,
  node: OptchainNode,
  call: (request: JsonRpcRequest) => Promise<JsonRpcResponse>,
): () => void {
  const wss = new WebSocketServer({ server, path: '/websocket' });
  wss.on('connection', (socket: WebSocket) => {
    const subscriptions = new Map<string, Subscription>();
    const send = (message: unknown) => {
      if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(message));
    };
    const stop = node.producer.onCommit((block) => {
      if (subscriptions.size === 0) return;
      for (const sub of subscriptions.values()) {
        for (const result of messagesFor(node, block, sub)) {
          send({ jsonrpc: '2.0', id: sub.id, result });
        }
      }
    });
    socket.on('close', () => stop());
    socket.on('message', (raw) => {
      let request: JsonRpcRequest;
      try {
        request = JSON.parse(textOf(raw)) as JsonRpcRequest;
      } catch {
        send({
          jsonrpc: '2.0',
          id: -1,
          error: { code: -32700, message: 'Parse error', data: 'invalid JSON' },
        });
        return;
      }
      const id = request.id ?? -1;
      const params = (request.params ?? {}) as { query?: unknown };
      if (request.method === 'subscribe' || request.method === 'unsubscribe') {
        const query = typeof params.query === 'string' ? params.query : '';
        if (request.method === 'unsubscribe') {
          subscriptions.delete(query);
          send({ jsonrpc: '2.0', id, result: {} });
          return;
        }
        try {
          const conditions = parseQuery(query);
          const type = conditions.find((c) => c.key === 'tm.event' && c.op === '=')?.value;
          if (type !== 'Tx' && type !== 'NewBlock' && type !== 'NewBlockHeader') {
            throw new QueryError("subscribe to tm.event='Tx', 'NewBlock' or 'NewBlockHeader'");
          }
          subscriptions.set(query, { id, query, type, conditions });
          send({ jsonrpc: '2.0', id, result: {} });
        } catch (error) {
          const data = error instanceof Error ? error.message : String(error);
          send({ jsonrpc: '2.0', id, error: { code: -32602, message: 'Invalid params', data } });
        }
        return;
      }
      if (request.method === 'unsubscribe_all') {
        subscriptions.clear();
        send({ jsonrpc: '2.0', id, result: {} });
        return;
      }
      void call(request).then(send);
    });
  });
  return () => {
    for (const client of wss.clients) client.terminate();
    wss.close();
  };
}
