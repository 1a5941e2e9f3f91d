import { Hono } from 'hono';
import { z } from 'zod';
import type { OptchainNode } from '../chain/node';
import { FAUCET_ADDRESS } from '../chain/genesis';
import { DENOM } from '../chain/params';
import { TxError } from '../tx/tx-error';
import { badRequest } from './errors';

const faucetBody = z.object({ address: z.string().min(1) });
const advanceBody = z.object({
  seconds: z
    .number()
    .finite()
    .min(0)
    .max(10 * 365 * 86_400),
});

async function body<T>(schema: z.ZodType<T>, request: Request): Promise<T> {
  const parsed = schema.safeParse(await request.json().catch(() => undefined));
  if (!parsed.success)
    throw badRequest(
      parsed.error.issues.map((i) => `${i.path.join('.') || 'body'}: ${i.message}`).join('; '),
    );
  return parsed.data;
}

/**
 * Devnet only, not Cosmos: the faucet (a MsgSend signed by the faucet account, found by
 * tx_search like any transfer) and the clock (the next block settles what fell due).
 */
export function devnetRoutes(node: OptchainNode): Hono {
  const routes = new Hono();
  // Who the faucet is: an indexer tells its drips from other people's sends by this sender.
  routes.get('/devnet/faucet', (c) => c.json({ address: FAUCET_ADDRESS }));
  routes.post('/devnet/faucet', async (c) => {
    const { address } = await body(faucetBody, c.req.raw);
    try {
      const sent = await node.faucet(address);
      return c.json({
        txhash: sent.hash,
        height: String(sent.height),
        amount: { denom: DENOM, amount: sent.amount.toString() },
      });
    } catch (error) {
      if (error instanceof TxError) throw badRequest(error.message);
      throw error;
    }
  });
  routes.post('/devnet/advance', async (c) => {
    const { seconds } = await body(advanceBody, c.req.raw);
    const block = await node.advance(seconds);
    return c.json({ height: String(block.height), time: new Date(block.time).toISOString() });
  });
  return routes;
}
