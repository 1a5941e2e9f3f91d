import { translate } from '@optwallet/domain';
import { insufficientFunds } from '@optwallet/ledger';
import { type Address, encodeFunctionData, erc20Abi, getAddress } from 'viem';
import { mnemonicToAccount } from 'viem/accounts';
import { HttpError, notFound } from '../../lib/errors';
import type { TokenApprovalsGateway } from '../gateway';
import { assetBySymbol } from '../presentation';
import { lastApprovals } from './approvals';
import type { EvmChain } from './evm-chain';
import { EVM_CHAIN } from './evm-ids';
import { forgetSend, pendingEvmSend, recordSend } from './evm-sends';
import { reachable } from './evm-transfers';

/**
 * Token approvals (the Permissions page), as revoke.cash shows them: the wallet's (token,
 * spender) pairs from its indexed Approval events, each allowance read live from the token (a
 * transferFrom lowers it without an event); revoking signs `approve(spender, 0)` with the
 * wallet's own key. The approve is recorded before its broadcast like any send of the wallet
 * (evm-sends.ts: its nonce, bytes and a 0-token history row with its fee and a note), so a crash
 * cannot sign it twice and the recovery pass sends it again; the request waits for its receipt
 * (a devnet block is at once) so the list it answers no longer shows it.
 */

/** How long a revoke waits for its receipt before answering (the list may still show it). */
const RECEIPT_WAIT_MS = 15_000;

export function tokenApprovalsGateway(evm: EvmChain): TokenApprovalsGateway {
  const { network, client } = evm.client;
  const symbolOf = (token: string) =>
    network.tokens.find((t) => t.address.toLowerCase() === token.toLowerCase())?.symbol;

  const list: TokenApprovalsGateway['list'] = async (deps, address) => {
    const owner = getAddress(address);
    const indexed = await lastApprovals(deps.db, owner);
    const live = await reachable(() =>
      Promise.all(
        indexed.map((a) =>
          client.readContract({
            address: a.token,
            abi: erc20Abi,
            functionName: 'allowance',
            args: [owner, a.spender],
          }),
        ),
      ),
    );
    return indexed.flatMap((a, i) => {
      const symbol = symbolOf(a.token);
      const amount = live[i] ?? 0n;
      if (!symbol || amount === 0n) return [];
      return [{ symbol, token: a.token, spender: a.spender, amount, approvedAt: a.time }];
    });
  };

  return {
    list,
    async revoke(deps, { mnemonic, walletId, address, symbol, spender }) {
      const approval = (await list(deps, address)).find(
        (a) => a.symbol === symbol && a.spender === getAddress(spender),
      );
      if (!approval) throw notFound('This wallet has no such token approval.');
      const account = mnemonicToAccount(mnemonic);
      if (account.address !== getAddress(address)) {
        throw new Error('The wallet phrase does not derive its stored EVM address');
      }
      const asset = assetBySymbol(EVM_CHAIN, symbol);
      if (!asset) throw new Error(`No token ${symbol}`);
      const token = getAddress(approval.token);
      const data = encodeFunctionData({
        abi: erc20Abi,
        functionName: 'approve',
        args: [approval.spender as Address, 0n],
      });
      const planned = await reachable(() => evm.client.planCall(account.address, token, data));
      const pendingCount = await reachable(() => evm.client.pendingCount(account.address));
      const recorded = await recordSend(deps, evm.client, {
        account,
        planned,
        pendingCount,
        note: {
          walletId,
          description: `Token approval of ${symbol} revoked for ${approval.spender}`,
        },
        record: (signed) =>
          pendingEvmSend(deps, {
            from: account.address,
            to: approval.spender,
            amount: 0n,
            asset,
            fee: planned.fee,
            hash: signed.hash,
          }),
      });
      if (!recorded) throw new Error('A token approval revoke was not recorded');
      const { hash, serialized } = recorded.signed;
      evm.client.sending.add(hash);
      try {
        const outcome = await evm.client.send(serialized);
        if (outcome.kind === 'refused') {
          await forgetSend(deps, hash);
          if (outcome.funds) throw insufficientFunds();
          throw new HttpError(503, translate('error.could_not_process'));
        }
      } finally {
        evm.client.sending.delete(hash);
      }
      await client
        .waitForTransactionReceipt({ hash, timeout: RECEIPT_WAIT_MS, pollingInterval: 100 })
        .catch((error: unknown) =>
          deps.logger.warn({ err: error, hash }, 'token approval revoke not mined yet'),
        );
    },
  };
}
