import type { RevokeTokenApprovalRequest, TokenApprovals } from '@optwallet/contract';
import type { Deps } from '../../deps';
import { invalid } from '../../lib/errors';
import { chainCall } from '../../chains/chain-call';
import type { TokenApprovalsGateway } from '../../chains/gateway';
import { assetBySymbol, display } from '../../chains/presentation';
import { gatewayFor, servedGateways } from '../../chains/registry';
import { beginSpend, getOwnedWallet, recordRight } from '../wallets';
import type { WalletRef } from './wallet-reads';

/**
 * The Permissions page's Token approvals: the ERC-20 allowances of the wallet's 0x address on
 * every served EVM network, and revoking one (approve(spender, 0)) after the wallet key (the
 * chain's side: chains/evm/token-approvals.ts).
 */

/** More than any listed token's supply: shown as "Unlimited" (approve(spender, 2^256-1)). */
const UNLIMITED = 2n ** 255n;

async function answer(deps: Deps, address: string): Promise<TokenApprovals> {
  const answered: TokenApprovals = { approvals: [] };
  for (const gateway of servedGateways(deps)) {
    if (!gateway.tokenApprovals) continue;
    const { chainId } = gateway;
    for (const approval of await gateway.tokenApprovals.list(deps, address)) {
      const asset = assetBySymbol(chainId, approval.symbol);
      if (!asset) continue;
      answered.approvals.push({
        chainId,
        symbol: approval.symbol,
        token: approval.token,
        spender: approval.spender,
        amount: display(chainId, asset.denom, approval.amount),
        unlimited: approval.amount >= UNLIMITED,
        approvedAt: new Date(approval.approvedAt).toISOString(),
      });
    }
  }
  return answered;
}

export async function tokenApprovals(deps: Deps, ref: WalletRef): Promise<TokenApprovals> {
  const wallet = await getOwnedWallet(deps, ref.userId, ref.walletId);
  return answer(deps, wallet.evmAddress);
}

function approvalsOf(deps: Deps, chainId: string): TokenApprovalsGateway {
  const gateway = gatewayFor(deps, chainId)?.tokenApprovals;
  if (!gateway) throw invalid('chainId', `Chain ${chainId} has no token approvals`);
  return gateway;
}

/** Revokes one approval: approve(spender, 0) signed with the wallet key. */
export async function revokeTokenApproval(
  deps: Deps,
  input: WalletRef & { passcode: string },
  body: RevokeTokenApprovalRequest,
): Promise<TokenApprovals> {
  await getOwnedWallet(deps, input.userId, input.walletId);
  const gateway = approvalsOf(deps, body.chainId);
  const check = await beginSpend(deps, input);
  try {
    const address = check.row.evmAddress;
    await chainCall(() =>
      gateway.revoke(deps, {
        mnemonic: check.mnemonic,
        walletId: check.row.id,
        address,
        symbol: body.symbol,
        spender: body.spender,
      }),
    );
    return await answer(deps, address);
  } finally {
    // The passcode was right: its check ends whatever became of the request.
    await recordRight(deps, check.row.id);
  }
}
