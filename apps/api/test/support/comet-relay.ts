import { type IncomingMessage, type ServerResponse, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A CometBFT JSON-RPC relay in front of an OptChain node, for the Cosmos crash test. Unarmed it
 * passes everything. Armed:
 * - account reads (abci_query) pass, so a send is signed and recorded;
 * - the first `answered` broadcasts (broadcast_tx_sync) pass and are answered: the node has
 *   them, the API says 200, and the follower cannot settle them (below);
 * - every later broadcast is held and never answered, alternately not passed on ("before": the
 *   API recorded it, the node never sees it) and passed on ("after": the node has it, the API
 *   never hears so; the node's CheckTx code is kept);
 * - every other call (the follower's status, block, block_results, tx) is held, never answered.
 * `echo(n)`, unarmed: the next n broadcasts reach the node twice, the API hears the second
 * answer (as when a reconcile pass or another replica sent the same bytes first).
 * `swallow(n)`, unarmed: the next n broadcasts reach the node and their answers are held, never
 * sent (a node that hangs after taking a transaction).
 */
export async function cometRelay(target: string) {
  let armed = false;
  let answeredLeft = 0;
  let echoLeft = 0;
  let swallowLeft = 0;
  const held = { answered: 0, before: 0, after: 0, afterAccepted: 0 };
  const waiting: ServerResponse[] = [];
  const pass = async (body: string) => {
    const upstream = await fetch(target, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
    });
    return { status: upstream.status, text: await upstream.text() };
  };
  const answer = async (res: ServerResponse, body: string) => {
    const upstream = await pass(body);
    res.writeHead(upstream.status, { 'content-type': 'application/json' });
    res.end(upstream.text);
  };
  const armedCall = async (res: ServerResponse, body: string) => {
    const parsed = JSON.parse(body) as { method?: string } | { method?: string }[];
    const methods = (Array.isArray(parsed) ? parsed : [parsed]).map((call) => call.method);
    if (methods.every((m) => m === 'abci_query')) return answer(res, body);
    if (methods.length === 1 && methods[0] === 'broadcast_tx_sync') {
      if (answeredLeft > 0) {
        answeredLeft -= 1;
        held.answered += 1;
        return answer(res, body);
      }
      waiting.push(res);
      if (held.before <= held.after) {
        held.before += 1;
      } else {
        held.after += 1;
        const { text } = await pass(body);
        const code = (JSON.parse(text) as { result?: { code?: number } }).result?.code;
        if (code === 0) held.afterAccepted += 1;
      }
      return;
    }
    waiting.push(res);
  };
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      // GET (cosmjs uses POST; a browser or curl may not) passes unchanged when unarmed.
      if (req.method !== 'POST') {
        void fetch(`${target}${req.url ?? ''}`)
          .then(async (r) => {
            res.writeHead(r.status, { 'content-type': 'application/json' });
            res.end(await r.text());
          })
          .catch(() => res.destroy());
        return;
      }
      const echo = async () => {
        if (swallowLeft > 0 && body.includes('"broadcast_tx_sync"')) {
          swallowLeft -= 1;
          await pass(body);
          waiting.push(res);
          return;
        }
        if (echoLeft > 0 && body.includes('"broadcast_tx_sync"')) {
          echoLeft -= 1;
          await pass(body);
        }
        return answer(res, body);
      };
      (armed ? armedCall(res, body) : echo()).catch(() => res.destroy());
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    held,
    /** Arms the relay: `answered` broadcasts pass with their answer, later ones are held. */
    arm(answered: number) {
      answeredLeft = answered;
      armed = true;
    },
    /** The next `n` broadcasts reach the node twice; the API hears the second answer. */
    echo(n: number) {
      echoLeft = n;
    },
    /** The next `n` broadcasts reach the node; their answers never reach the API. */
    swallow(n: number) {
      swallowLeft = n;
    },
    /** Passes everything again; the held requests' connections are closed unanswered. */
    disarm() {
      armed = false;
      for (const res of waiting.splice(0)) res.destroy();
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
