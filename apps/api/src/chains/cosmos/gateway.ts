import { NATIVE_ADDRESS_PREFIX } from '@optwallet/domain';
import { type TxRecord, insufficientFunds, isNativeAddress } from '@optwallet/ledger';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/client';
import { invalid } from '../../lib/errors';
import { apiExplorerLink } from '../../lib/explorer-link';
import type { ChainGateway } from '../gateway';
import { firstOf, previewResponse, previewWallet, toOp } from '../transfer-ops';
import { assetBySymbol, display } from '../wire';
import { submitCosmos } from './cosmos-sends';
import { type CosmosOp, feeOf, withPrefix } from './messages';
import type { CosmosNode } from './node-client';

/**
 * OPT on a Cosmos SDK node (OPT_RPC_URL): every operation is a transaction signed with the
 * wallet's own key and broadcast to the node (cosmos-sends.ts); balances and history are the
 * API's index of the node's blocks (follower.ts). Preview checks what the index knows (the
 * balance against amount + fee); the node's CheckTx is the final word at submit.
 */
export function cosmosGateway(node: CosmosNode): ChainGateway {
  const { config } = node;
  const opt = () => {
    const asset = assetBySymbol(config.chainId, 'OPT');
    if (!asset) throw new Error(`OPT is not listed on chain ${config.chainId}`);
    return asset;
  };

  /** The pending history row of an operation before its block (the follower settles it). */
  const pendingRecord = (op: CosmosOp, hash: string, memo: string, now: number): TxRecord => {
    const asset = opt();
    const base = {
      hash,
      chainId: config.chainId,
      height: 0,
      time: now,
      denom: asset.denom,
      symbol: asset.symbol,
      fee: feeOf(config, op),
      feeDenom: asset.denom,
      memo,
      status: 'pending' as const,
      completedOn: null,
      ...('requestId' in op && op.requestId ? { requestId: op.requestId } : {}),
    };
    switch (op.type) {
      case 'send':
        return { ...base, type: 'send', from: op.from, to: op.to, amount: op.amount };
      case 'delegate':
      case 'undelegate':
        return {
          ...base,
          type: op.type,
          from: op.delegator,
          to: op.validator,
          amount: op.amount,
          validator: op.validator,
        };
      case 'cancelUndelegate':
        return {
          ...base,
          type: 'cancelUndelegate',
          from: op.delegator,
          to: op.validator,
          amount: op.amount,
          validator: op.validator,
          creationHeight: op.creationHeight,
        };
      case 'moveDelegation':
        return {
          ...base,
          type: 'moveDelegation',
          from: op.delegator,
          to: op.toValidator,
          amount: op.amount,
          validator: op.toValidator,
          fromValidator: op.fromValidator,
          toValidator: op.toValidator,
        };
      case 'claim':
        return {
          ...base,
          type: 'distribution',
          from: op.validator,
          to: op.delegator,
          amount: 0n,
          validator: op.validator,
        };
      case 'createValidator':
        return {
          ...base,
          type: 'createValidator',
          from: op.address,
          to: withPrefix(op.address, `${NATIVE_ADDRESS_PREFIX}valoper`),
          amount: op.amount,
        };
    }
  };

  return {
    family: 'opt',
    staking: true,

    addressOf: (value) => (isNativeAddress(value) ? value : undefined),

    async preview(deps, { ref, body, receiver }) {
      const wallet = await previewWallet(deps, ref, body.chainId);
      if (body.transferType === 'claim-rewards') {
        const claim: CosmosOp = {
          type: 'claim',
          delegator: wallet.addresses.nativeAddress,
          validator: body.to,
        };
        // What the index holds (the node's rewards as the follower last read them): no chain call.
        const [stake] = await queryRows<{ known: boolean; rewards: string | null }>(
          deps.db,
          sql`SELECT EXISTS (SELECT 1 FROM ledger_validators v
                WHERE v.chain_id = ${config.chainId} AND v.operator_address = ${claim.validator}) AS known,
              (SELECT coalesce(d.rewards, 0)::text FROM ledger_delegations d
                WHERE d.chain_id = ${config.chainId} AND d.delegator = ${claim.delegator}
                  AND d.validator = ${claim.validator}) AS rewards`,
        );
        if (!stake?.known) throw invalid('to', 'Unknown validator');
        if (stake.rewards === null) throw invalid('to', 'No stake with this validator');
        const fee = feeOf(config, claim);
        if (BigInt(wallet.balances[opt().denom] ?? '0') < fee) throw insufficientFunds();
        return {
          amount: display(config.chainId, opt().denom, BigInt(stake.rewards)),
          gasFeeEstimate: display(config.chainId, opt().denom, fee),
          to: claim.delegator,
          from: claim.validator,
        };
      }
      const op = toOp(wallet.addresses, body, receiver);
      if (op.type === 'createValidator') throw invalid('transferType', 'Unknown operation');
      const fee = feeOf(config, op);
      const needed = (op.type === 'send' || op.type === 'delegate' ? op.amount : 0n) + fee;
      const asset = opt();
      if (BigInt(wallet.balances[asset.denom] ?? '0') < needed) throw insufficientFunds();
      const record = pendingRecord(op, '', op.memo ?? '', Date.now());
      return previewResponse(op, {
        chainId: record.chainId,
        type: record.type,
        from: record.from,
        to: record.to,
        amount: record.amount,
        symbol: record.symbol,
        denom: record.denom,
        fee,
        feeDenom: record.feeDenom,
        feeSymbol: asset.symbol,
      });
    },

    async submit(deps, { check, body, receiver, request, done }) {
      const op: CosmosOp =
        body.transferType === 'claim-rewards'
          ? { type: 'claim', delegator: check.row.nativeAddress, validator: body.to }
          : toOp(check.row, body, receiver, request?.id);
      const memo = body.memo ?? '';
      const record = await submitCosmos(deps, node, {
        mnemonic: check.mnemonic,
        walletId: check.row.id,
        op,
        memo,
        request,
        description: body.description.trim(),
        record: (hash) => ({
          ...pendingRecord(op, hash, memo, deps.clock().getTime()),
          ...(request ? { requestId: request.id } : {}),
        }),
        firstOf: async () => (request ? firstOf(deps, request) : undefined),
      });
      done.finished = false;
      return record;
    },

    async createValidator(deps, { check, op }) {
      return submitCosmos(deps, node, {
        mnemonic: check.mnemonic,
        walletId: check.row.id,
        op,
        memo: '',
        request: undefined,
        description: '',
        record: (hash) => pendingRecord(op, hash, '', deps.clock().getTime()),
        firstOf: () => Promise.resolve(undefined),
      });
    },

    async balances(deps, chainId, address) {
      const rows = await queryRows<{ amount: string }>(
        deps.db,
        sql`SELECT amount::text AS amount FROM ledger_balances
          WHERE chain_id = ${chainId} AND account = ${address} AND denom = ${opt().denom}`,
      );
      return new Map([['OPT', BigInt(rows[0]?.amount ?? '0')]]);
    },

    explorerLink: (cfg, hash) =>
      config.explorerUrl ? config.explorerUrl.replace('{hash}', hash) : apiExplorerLink(cfg, hash),
  };
}
