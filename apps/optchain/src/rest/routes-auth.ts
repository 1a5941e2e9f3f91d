import { Hono } from 'hono';
import type { OptchainNode } from '../chain/node';
import { authParams } from '../chain/module-params';

/** x/auth's params (accounts are in routes-state.ts). */
export function authRoutes(node: OptchainNode): Hono {
  const routes = new Hono();
  routes.get('/cosmos/auth/v1beta1/params', (c) => {
    const p = authParams(node.app.config);
    return c.json({
      params: {
        max_memo_characters: p.maxMemoCharacters.toString(),
        tx_sig_limit: p.txSigLimit.toString(),
        tx_size_cost_per_byte: p.txSizeCostPerByte.toString(),
        sig_verify_cost_ed25519: p.sigVerifyCostEd25519.toString(),
        sig_verify_cost_secp256k1: p.sigVerifyCostSecp256k1.toString(),
      },
    });
  });
  return routes;
}
