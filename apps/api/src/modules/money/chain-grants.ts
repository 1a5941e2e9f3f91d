import type { ChainGrants, RevokeChainGrantRequest } from '@optwallet/contract';
import type { Deps } from '../../deps';
import { invalid } from '../../lib/errors';
import { chainCall } from '../../chains/chain-call';
import type { ChainGrantsGateway } from '../../chains/gateway';
import { assetBySymbol, display } from '../../chains/presentation';
import { gatewayFor, servedGateways } from '../../chains/registry';
import { beginSpend, getOwnedWallet, recordRight } from '../wallets';
import type { WalletRef } from './wallet-reads';

/**
 * The Permissions page's Chain grants: every served chain's x/authz grants the wallet gave and
 * fee allowances it holds (read from each node), and revoking a grant after the wallet key, as
 * auto-compound is turned off (the chain's side: chains/cosmos/chain-grants.ts).
 */

const iso = (ms: number | undefined) => (ms === undefined ? null : new Date(ms).toISOString());

function optAmount(chainId: string, value: bigint | undefined): string | null {
  const opt = assetBySymbol(chainId, 'OPT');
  return value === undefined || !opt ? null : display(chainId, opt.denom, value);
}

async function answer(deps: Deps, wallet: string): Promise<ChainGrants> {
  const answered: ChainGrants = { grants: [], allowances: [] };
  for (const gateway of servedGateways(deps)) {
    if (!gateway.chainGrants) continue;
    const { chainId } = gateway;
    const { grants, allowances } = await gateway.chainGrants.list(deps, wallet);
    for (const grant of grants) {
      answered.grants.push({
        chainId,
        grantee: grant.grantee,
        msgTypeUrl: grant.msgTypeUrl,
        authorization: grant.authorization,
        limit: optAmount(chainId, grant.limit),
        expiresAt: iso(grant.expiresAt),
        autoCompound: grant.autoCompound,
        recurringSends: grant.recurringSends,
      });
    }
    for (const allowance of allowances) {
      answered.allowances.push({
        chainId,
        granter: allowance.granter,
        byOptWallet: allowance.byOptWallet,
        remaining: optAmount(chainId, allowance.remaining),
        expiresAt: iso(allowance.expiresAt),
      });
    }
  }
  return answered;
}

export async function chainGrants(deps: Deps, ref: WalletRef): Promise<ChainGrants> {
  const wallet = await getOwnedWallet(deps, ref.userId, ref.walletId);
  return answer(deps, wallet.nativeAddress);
}

function grantsOf(deps: Deps, chainId: string): ChainGrantsGateway {
  const gateway = gatewayFor(deps, chainId)?.chainGrants;
  if (!gateway) throw invalid('chainId', `Chain ${chainId} has no grants`);
  return gateway;
}

/** Revokes one grant the wallet gave: a MsgRevoke signed with the wallet key. */
export async function revokeChainGrant(
  deps: Deps,
  input: WalletRef & { passcode: string },
  body: RevokeChainGrantRequest,
): Promise<ChainGrants> {
  await getOwnedWallet(deps, input.userId, input.walletId);
  const gateway = grantsOf(deps, body.chainId);
  const check = await beginSpend(deps, input);
  try {
    const wallet = check.row.nativeAddress;
    const { grantee, msgTypeUrl } = body;
    await chainCall(() =>
      gateway.revoke(deps, { mnemonic: check.mnemonic, wallet, grantee, msgTypeUrl }),
    );
    return await answer(deps, wallet);
  } finally {
    // The passcode was right: its check ends whatever became of the request.
    await recordRight(deps, check.row.id);
  }
}
