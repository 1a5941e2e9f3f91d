import { NATIVE_ADDRESS_PREFIX } from '@optwallet/domain';
import { type TxRecord, insufficientFunds, isNativeAddress } from '@optwallet/ledger';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/client';
import { invalid } from '../../lib/errors';
import { apiExplorerLink } from '../../lib/explorer-link';
import type { TransferPreviewResponse } from '@optwallet/contract';
import type { ChainGateway } from '../gateway';
import { firstOf, previewResponse, previewWallet, toOp } from '../transfer-ops';
import { balancesAfterOf } from '../balances-after';
import { assetBySymbol, display } from '../presentation';
import { reconcileCosmos, submitCosmos } from './cosmos-sends';
import { advanceNode, cosmosFaucet, fundIfNew } from './devnet';
import { followerHead, followerJobs } from './service';
import { type CosmosOp, feeOf, signerOf, withPrefix } from './messages';
import { feePayerByIndex, queueFeeGrant } from './fee-allowances';
import { feeGrantJobs } from './fee-payer';
import { autoCompoundGateway } from './auto-compound';
import { chainGrantsGateway } from './chain-grants';
import { compoundJobs } from './compound-job';
import { recurringSendJobs } from './recurring-job';
import { recurringSendsGateway } from './recurring-sends';
import type { CosmosNode } from './node-client';
import { cosmosBalancesAfter } from './balances-after';
import { indexedStake } from './indexed-stake';

/**
 * OPT on a Cosmos SDK node (OPT_RPC_URL): every operation is a transaction signed with the
 * wallet's own key and broadcast to the node (cosmos-sends.ts); balances and history are the
 * API's index of the node's blocks (follower.ts). Preview checks what the index knows (the
 * balance against amount + fee); at submit the node has the word: its balance, its Simulate,
 * then its CheckTx (cosmos-sends.ts).
 */
export function cosmosGateway(node: CosmosNode): ChainGateway {
  const { config } = node;
  const autoCompound = autoCompoundGateway(node);
  const recurringSends = recurringSendsGateway(node);
  const opt = () => {
    const asset = assetBySymbol(config.chainId, 'OPT');
    if (!asset) throw new Error(`OPT is not listed on chain ${config.chainId}`);
    return asset;
  };

  /** The pending history row of an operation before its block (the follower settles it). */
  const pendingRecord = (
    op: CosmosOp,
    hash: string,
    memo: string,
    now: number,
    fee: bigint,
  ): TxRecord => {
    const asset = opt();
    const base = {
      hash,
      chainId: config.chainId,
      height: 0,
      time: now,
      denom: asset.denom,
      symbol: asset.symbol,
      fee,
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
        // What the index expects the claim to pay; the follower writes what the chain paid.
        return {
          ...base,
          type: 'distribution',
          from: op.validator,
          to: op.delegator,
          amount: op.expected ?? 0n,
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
    family: 'cosmos',
    chainId: config.chainId,
    staking: true,

    addressOf: (value) => (isNativeAddress(value) ? value : undefined),

    async preview(deps, { ref, body, receiver }) {
      const wallet = await previewWallet(deps, ref, body.chainId);
      const asset = opt();
      const balance = BigInt(wallet.balances[asset.denom] ?? '0');
      const delegator = wallet.addresses.nativeAddress;
      if (body.transferType === 'claim-rewards') {
        return previewClaim(
          deps,
          { config, node },
          { asset, delegator, validator: body.to, balance },
        );
      }
      const op = toOp(wallet.addresses, body, receiver);
      if (op.type === 'createValidator') throw invalid('transferType', 'Unknown operation');
      if (op.type === 'cancelUndelegate') await assertUnbonding(deps, config.chainId, op);
      // The validator the stake comes from (a move: the one it leaves); a send stakes nothing.
      const source =
        op.type === 'moveDelegation'
          ? op.fromValidator
          : 'validator' in op
            ? op.validator
            : undefined;
      const stake = source
        ? await indexedStake(deps, config.chainId, delegator, source)
        : { total: 0n, withValidator: 0n };
      // As the chain refuses it at submit: more than is staked with the validator (never a
      // negative "Staked after").
      const unstaking = op.type === 'undelegate' || op.type === 'moveDelegation';
      if (unstaking && op.amount > stake.withValidator) {
        throw invalid('amount', 'The amount is more than your stake with this validator');
      }
      const fee = feeOf(config, op);
      // While the product pays the fee, the wallet's whole balance can go (no fee kept back).
      const feePaidBy = await feePayerByIndex(deps, node, signerOf(op), fee);
      const walletFee = feePaidBy === 'product' ? 0n : fee;
      const needed = (op.type === 'send' || op.type === 'delegate' ? op.amount : 0n) + walletFee;
      if (balance < needed) throw insufficientFunds();
      const record = pendingRecord(op, '', op.memo ?? '', Date.now(), walletFee);
      const left = cosmosBalancesAfter(op, {
        symbol: asset.symbol,
        balance,
        staked: stake.total,
        fee: walletFee,
      });
      const preview = previewResponse(
        op,
        {
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
        },
        left,
      );
      return feePaidBy ? { ...preview, feePaidBy } : preview;
    },

    async submit(deps, { check, body, receiver, request, done }) {
      let op: CosmosOp;
      if (body.transferType === 'claim-rewards') {
        const claim = { delegator: check.row.nativeAddress, validator: body.to };
        const earlier = request && (await firstOf(deps, request));
        if (earlier) return earlier;
        op = { type: 'claim', ...claim, expected: await claimable(deps, config, claim) };
      } else op = toOp(check.row, body, receiver, request?.id);
      if (op.type === 'cancelUndelegate') await assertUnbonding(deps, config.chainId, op);
      const memo = body.memo ?? '';
      const record = await submitCosmos(deps, node, {
        mnemonic: check.mnemonic,
        walletId: check.row.id,
        op,
        memo,
        request,
        description: body.description.trim(),
        record: (hash, fee) => ({
          ...pendingRecord(op, hash, memo, deps.clock().getTime(), fee),
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
        record: (hash, fee) => pendingRecord(op, hash, '', deps.clock().getTime(), fee),
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

    recover: async (deps) => void (await reconcileCosmos(deps, node)),
    autoCompound,
    recurringSends,
    chainGrants: chainGrantsGateway(node, autoCompound, recurringSends),
    jobs: (deps) => [
      ...followerJobs(deps, node),
      ...feeGrantJobs(deps, node),
      ...compoundJobs(deps, node),
      ...recurringSendJobs(deps, node),
    ],
    walletAdded: (deps, address) => queueFeeGrant(deps, node, address),
    indexedHead: (db) => followerHead(db, node),
    ...(node.devnetFaucet
      ? {
          faucet: async (deps, address) => [await cosmosFaucet(deps, node, address)],
          fundIfNew: (deps, address) => fundIfNew(deps, node, address),
          advance: (deps, seconds) => advanceNode(deps, node, seconds),
        }
      : {}),
  };
}

/**
 * A claim's preview: the rewards it pays as the index holds them, its fee, and the balance it
 * leaves (the balance must pay the fee: the rewards arrive with the claim, not before it).
 */
async function previewClaim(
  deps: Parameters<ChainGateway['preview']>[0],
  chain: { config: CosmosNode['config']; node: CosmosNode },
  input: {
    asset: { symbol: string; denom: string };
    delegator: string;
    validator: string;
    balance: bigint;
  },
): Promise<TransferPreviewResponse> {
  const { config, node } = chain;
  const { asset, delegator, validator, balance } = input;
  const claim = { type: 'claim' as const, delegator, validator };
  const rewards = await claimable(deps, config, claim);
  const fee = feeOf(config, claim);
  const feePaidBy = await feePayerByIndex(deps, node, delegator, fee);
  const walletFee = feePaidBy === 'product' ? 0n : fee;
  if (balance < walletFee) throw insufficientFunds();
  const left = cosmosBalancesAfter(
    { ...claim, expected: rewards },
    { symbol: asset.symbol, balance, staked: 0n, fee: walletFee },
  );
  return {
    amount: display(config.chainId, asset.denom, rewards),
    gasFeeEstimate: display(config.chainId, asset.denom, fee),
    ...(feePaidBy ? { feePaidBy } : {}),
    to: delegator,
    from: validator,
    balancesAfter: balancesAfterOf(config.chainId, left),
  };
}

/**
 * A cancel names an unstake of the wallet's by its creation height: one the index does not hold
 * (never made, completed, or cancelled in full) is refused on that field before anything is
 * signed, as the chain would refuse it.
 */
async function assertUnbonding(
  deps: Parameters<ChainGateway['preview']>[0],
  chainId: string,
  op: { delegator: string; validator: string; creationHeight: number; amount: bigint },
): Promise<void> {
  const [entry] = await queryRows<{ balance: string }>(
    deps.db,
    sql`SELECT balance::text AS balance FROM ledger_unbondings
      WHERE chain_id = ${chainId} AND delegator = ${op.delegator} AND validator = ${op.validator}
        AND creation_height = ${op.creationHeight}`,
  );
  if (!entry) {
    throw invalid('creationHeight', 'No pending unstake of this validator at that height');
  }
  if (BigInt(entry.balance) < op.amount) {
    throw invalid('amount', 'The amount is more than this unstake holds');
  }
}

/**
 * The rewards a claim would pay, as the index holds them (the node's answer at the follower's
 * last refresh): no chain call. A validator the chain does not know, no stake with it, or
 * rewards that would not cover the claim's own fee are refused on their field.
 */
async function claimable(
  deps: Parameters<ChainGateway['preview']>[0],
  config: CosmosNode['config'],
  claim: { delegator: string; validator: string },
): Promise<bigint> {
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
  const rewards = BigInt(stake.rewards);
  if (rewards <= feeOf(config, { type: 'claim', ...claim })) {
    throw invalid(
      'amount',
      'Your rewards are not more than the network fee yet. Claim them later.',
    );
  }
  return rewards;
}
