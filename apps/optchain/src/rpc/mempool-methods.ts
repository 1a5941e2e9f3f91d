import { base64 } from '@scure/base';
import type { OptchainNode } from '../chain/node';
import { resultJson } from '../store/block-store';
import type { Method } from './method-kit';
import { bytes, int } from './params';
import { txResultJson } from './shapes';

/**
 * The mempool as CometBFT shows it: the open block's transactions, accepted and not yet committed
 * (a transaction waits there about 10 ms, so between blocks it is mostly empty); and `check_tx`,
 * CheckTx alone (nothing is added or changed).
 */
export function mempoolMethods(node: OptchainNode): Record<string, Method> {
  const pending = () => {
    const txs = node.app.pending;
    return {
      txs,
      n_txs: String(txs.length),
      total: String(txs.length),
      total_bytes: String(txs.reduce((sum, t) => sum + t.bytes.length, 0)),
    };
  };
  return {
    num_unconfirmed_txs: () => {
      const { n_txs, total, total_bytes } = pending();
      return Promise.resolve({ n_txs, total, total_bytes, txs: null });
    },

    unconfirmed_txs: (params) => {
      const limit = Math.min(100, Math.max(1, int(params, 'limit') ?? 30));
      const { txs, total, total_bytes } = pending();
      const shown = txs.slice(0, limit);
      return Promise.resolve({
        n_txs: String(shown.length),
        total,
        total_bytes,
        txs: shown.map((t) => base64.encode(t.bytes)),
      });
    },

    check_tx: async (params) => {
      const result = await node.checkTx(bytes(params, 'tx'));
      return { ...txResultJson(resultJson(result)), events: [] };
    },
  };
}
