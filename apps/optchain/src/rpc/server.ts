import { Hono } from 'hono';
import { cors } from 'hono/cors';
import type { OptchainNode } from '../chain/node';
import { rpcMethods } from './methods';
import { internal, RpcError, type Params } from './params';

export interface JsonRpcRequest {
  jsonrpc?: string;
  id?: unknown;
  method?: unknown;
  params?: unknown;
}

export interface JsonRpcResponse {
  jsonrpc: '2.0';
  id: unknown;
  result?: unknown;
  error?: { code: number; message: string; data: string };
}

const failure = (id: unknown, code: number, message: string, data: string): JsonRpcResponse => ({
  jsonrpc: '2.0',
  id,
  error: { code, message, data },
});

/** One JSON-RPC call against the node's methods (HTTP and the websocket share it). */
export function rpcCaller(
  node: OptchainNode,
  urls: { rpc: string },
): { methods: string[]; call: (request: JsonRpcRequest) => Promise<JsonRpcResponse> } {
  const methods = rpcMethods(node, urls);
  const call = async (request: JsonRpcRequest): Promise<JsonRpcResponse> => {
    const id = request.id ?? -1;
    const method = typeof request.method === 'string' ? methods[request.method] : undefined;
    if (!method) return failure(id, -32601, 'Method not found', String(request.method));
    const params = request.params ?? {};
    if (typeof params !== 'object' || Array.isArray(params)) {
      return failure(id, -32602, 'Invalid params', 'params must be an object');
    }
    try {
      return { jsonrpc: '2.0', id, result: await method(params as Params) };
    } catch (error) {
      const rpc =
        error instanceof RpcError
          ? error
          : internal(error instanceof Error ? error.message : String(error));
      return failure(id, rpc.code, rpc.message, rpc.data);
    }
  };
  return { methods: Object.keys(methods), call };
}

/**
 * CometBFT's RPC over HTTP: JSON-RPC 2.0 POSTed to `/` (one call or a batch), and the GET form
 * `/{method}?name=value`. Errors are JSON-RPC errors (HTTP 200 for POST, 500 for GET, as
 * CometBFT answers). The websocket at `/websocket` is attached to the same server (websocket.ts).
 */
export function createRpcApp(node: OptchainNode, urls: { rpc: string }): Hono {
  const { methods, call } = rpcCaller(node, urls);
  const app = new Hono();
  app.use('*', cors());
  app.post('/', async (c) => {
    let body: unknown;
    try {
      body = await c.req.json();
    } catch {
      return c.json(failure(-1, -32700, 'Parse error', 'invalid JSON'));
    }
    if (Array.isArray(body)) {
      return c.json(await Promise.all(body.map((r) => call(r as JsonRpcRequest))));
    }
    if (!body || typeof body !== 'object')
      return c.json(failure(-1, -32600, 'Invalid Request', ''));
    return c.json(await call(body as JsonRpcRequest));
  });
  app.get('/', (c) =>
    c.text(
      `Available endpoints (CometBFT ${node.chainId} devnet):\n${[...methods, 'websocket']
        .map((m) => `/${m}`)
        .join('\n')}\n`,
    ),
  );
  app.get('/:method', async (c) => {
    const response = await call({ id: -1, method: c.req.param('method'), params: c.req.query() });
    return c.json(response, response.error ? 500 : 200);
  });
  return app;
}
