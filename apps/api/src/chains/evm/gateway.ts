import { type OpPreview, type SendOp, isEvmAddress } from '@optwallet/ledger';
import { getAddress } from 'viem';
import { invalid } from '../../lib/errors';
import type { EvmChain } from './evm-chain';
import { previewEvmSend, submitEvmSend } from './evm-transfers';
import { firstOf, previewResponse, previewWallet, toOp, unknownChain } from '../transfer-ops';
import { assetBySymbol } from '../presentation';
import { sendLeaves } from '../balances-after';
import type { ChainGateway } from '../gateway';
import { evmExplorerLink } from './explorer';
import { ownersOf } from '../../lib/address-owners';
import { LEDGER_CONFIG } from '../catalogue';
import { refreshEvmBalances } from './balances';
import { EVM_CHAIN } from './evm-ids';
import { evmFaucet } from './evm-transfers';
import { indexerHead, indexerJobs, recoverEvmSends } from './indexer';
import { tokenApprovalsGateway } from './token-approvals';

/**
 * What the EVM network refuses of a send before its node, at the preview and the submit alike
 * (an amount of 0 is the contract's refusal, for every chain).
 */
function checkEvmSend(op: SendOp): void {
  if (op.memo) throw invalid('memo', 'Memos are only supported on the native chain');
}

/** A send on the EVM network as a preview, before the node's fee. */
function evmSendPreview(op: SendOp): OpPreview {
  const asset = assetBySymbol(op.chainId, op.symbol);
  if (!asset) throw invalid('symbol', `No token ${op.symbol} on chain ${op.chainId}`);
  checkEvmSend(op);
  return {
    chainId: op.chainId,
    type: 'send',
    from: op.from,
    to: op.to,
    amount: op.amount,
    symbol: asset.symbol,
    denom: asset.denom,
    fee: 0n,
    feeDenom: 'wei',
    feeSymbol: 'ETH',
  };
}

/**
 * The EVM family: a real node by JSON-RPC (Deps.evm). Sends are signed with the wallet's own key
 * and recorded before their broadcast (chains/evm/evm-transfers.ts); there is no staking, so
 * any other operation is the engine's "Unknown chain" refusal.
 */
export function evmChainGateway(evm: EvmChain): ChainGateway {
  return {
    family: 'evm',
    chainId: EVM_CHAIN,
    staking: false,

    // EIP-55, the case wallets are stored in: one typed in another case still reaches it.
    addressOf: (value) => (isEvmAddress(value) ? getAddress(value) : undefined),

    tokenApprovals: tokenApprovalsGateway(evm),

    async preview(deps, { ref, body, receiver }) {
      const wallet = await previewWallet(deps, ref, body.chainId);
      const op = toOp(wallet.addresses, body, receiver);
      if (op.type !== 'send') throw unknownChain(op.chainId);
      // The node's gas estimate and fee data; it refuses a sender who cannot pay.
      const plan = evmSendPreview(op);
      const { fee, held } = await previewEvmSend(evm, op);
      // The fee is gas × the highest price the send may pay: the balance after is at least this.
      const left = sendLeaves({
        symbol: plan.symbol,
        nativeSymbol: plan.feeSymbol,
        amount: op.amount,
        fee,
        balances: held,
      });
      return previewResponse(op, { ...plan, fee }, left);
    },

    async submit(deps, { check, body, receiver, request }) {
      const op = toOp(check.row, body, receiver, request?.id);
      if (op.type !== 'send') {
        const earlier = request && (await firstOf(deps, request));
        if (earlier) return earlier;
        throw unknownChain(op.chainId);
      }
      checkEvmSend(op);
      return submitEvmSend(deps, evm, {
        mnemonic: check.mnemonic,
        walletId: check.row.id,
        op,
        body,
        request,
        firstOf: (id, fingerprint) => firstOf(deps, { id, fingerprint }),
      });
    },

    async balances(_deps, _chainId, address) {
      return evm.client.balances(getAddress(address));
    },

    explorerLink: evmExplorerLink,

    recover: (deps) => recoverEvmSends(deps, evm),
    jobs: (deps) => indexerJobs(deps, evm),
    indexedHead: (db) => indexerHead(db),
    readUnkept: async (deps, address) =>
      (await refreshEvmBalances(deps.db, evm, [address])).get(getAddress(address)) ?? new Map(),
    tokenFacts: {
      contracts: new Map(evm.client.network.tokens.map((t) => [t.symbol, t.address as string])),
      networkId: evm.client.network.chainId,
    },
    // Reads take kept balances: a new (perhaps imported, already funded) address's are kept now.
    walletAdded: async (deps, address) => void (await refreshEvmBalances(deps.db, evm, [address])),
    ...(evm.faucet
      ? {
          async faucet(deps, address) {
            const records = await evmFaucet(deps, evm, address, LEDGER_CONFIG.faucet);
            // A wallet's drips show at once, not at the indexer's next pass.
            if ((await ownersOf(deps.db, [address])).size > 0) {
              await refreshEvmBalances(deps.db, evm, [address]);
            }
            return records;
          },
        }
      : {}),
  };
}
