import type { TokenHistoryResponse } from '@optwallet/contract';
import { LedgerError, hasMarketValue, priceHistory } from '@optwallet/ledger';
import type { Deps } from '../../deps';
import { CATALOGUE, servedChain } from '../../chains/catalogue';
import { chainCall } from '../../chains/chain-call';
import { chainTime } from '../../chains/chain-time';

/** Price points up to the chain's own time (a devnet advance moves it). */
export async function tokenHistory(
  deps: Deps,
  params: { chainId: string; symbol: string; hours: number },
): Promise<TokenHistoryResponse> {
  return chainCall(async () => {
    const asset = servedChain(deps, params.chainId)?.assets.find((a) => a.symbol === params.symbol);
    if (!asset) {
      throw new LedgerError(
        'unknown_token',
        `No token ${params.symbol} on chain ${params.chainId}`,
        'symbol',
      );
    }
    const now = (await chainTime(deps, params.chainId)).getTime();
    // A testnet's tokens have no market, so no prices.
    const points = hasMarketValue(CATALOGUE, params.chainId)
      ? priceHistory(CATALOGUE, asset.symbol, now, params.hours)
      : [];
    return {
      chainId: params.chainId,
      symbol: params.symbol,
      hours: params.hours,
      points: points.map((p) => ({ time: new Date(p.time).toISOString(), priceUsd: p.price })),
    };
  });
}
