import { Hono } from 'hono';
import { cors } from 'hono/cors';
import type { OptchainNode } from '../chain/node';
import { rpcMethods } from './methods';
import { internal, RpcError, type Params } from './params';

interface JsonRpcRequest {
  jsonrpc?: string;
  id?: unknown;
  method?: unknown;
  params?: unknown;
}

/**
 * CometBFT's RPC over HTTP: JSON-RPC 2.0 POSTed to `/` (one call or a batch), and the GET form
 * `/{method}?name=value`. Errors are JSON-RPC errors (HTTP 200 for POST, 500 for GET, as
 * CometBFT answers).
 */
export function createRpcApp(node: OptchainNode, urls: { rpc: string }): Hono {
  const methods = rpcMethods(node, urls);
  const call = async (request: JsonRpcRequest) => {
    const id = request.id ?? -1;
    const method = typeof request.method === 'string' ? methods[request.method] : undefined;
    if (!method) {
      return {
        jsonrpc: '2.0',
        id,
        error: { code: -32601, message: 'Method not found', data: String(request.method) },
      };
    }
    const params = request.params ?? {};
    if (typeof params !== 'object' || Array.isArray(params)) {
      return {
        jsonrpc: '2.0',
        id,
        error: { code: -32602, message: 'Invalid params', data: 'params must be an object' },
      };
    }
    try {
      return { jsonrpc: '2.0', id, result: await method(params as Params) };
    } catch (error) {
      const rpc =
        error instanceof RpcError
          ? error
          : internal(error instanceof Error ? error.message : String(error));
      return {
        jsonrpc: '2.0',
        id,
        error: { code: rpc.code, message: rpc.message, data: rpc.data },
      };
    }
  };

  const app = new Hono();
  app.use('*', cors());
  app.post('/', async (c) => {
    let body: unknown;
    try {
      body = await c.req.json();
    } catch {
      return c.json({
        jsonrpc: '2.0',
        id: -1,
        error: { code: -32700, message: 'Parse error', data: 'invalid JSON' },
      });
    }
    if (Array.isArray(body))
      return c.json(await Promise.all(body.map((r) => call(r as JsonRpcRequest))));
    if (!body || typeof body !== 'object') {
      return c.json({
        jsonrpc: '2.0',
        id: -1,
        error: { code: -32600, message: 'Invalid Request', data: '' },
      });
    }
    return c.json(await call(body as JsonRpcRequest));
  });
  app.get('/', (c) =>
    c.text(
      `Available endpoints (CometBFT ${node.chainId} devnet):\n${Object.keys(methods)
        .map((m) => `/${m}`)
        .join('\n')}\n`,
    ),
  );
  app.get('/:method', async (c) => {
    const response = await call({ id: -1, method: c.req.param('method'), params: c.req.query() });
    return c.json(response, 'error' in response ? 500 : 200);
  });
  return app;
}
