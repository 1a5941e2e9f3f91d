import { VALIDATOR_MONIKER_MAX_LENGTH } from '@optwallet/domain';
import { toOperatorAddress } from '../addresses';
import { accrualHeight, type ChainContext } from '../context';
import { LedgerError } from '../errors';
import type { CreateValidatorOp, Plan } from '../ops';
import { checkStakingOp, planStakingMessage } from './common';

const DEFAULT_COMMISSION_BPS = 500;

/** MsgCreateValidator: a unique moniker, a commission, and a self-delegation from the creator. */
export async function planCreateValidator(ctx: ChainContext, op: CreateValidatorOp): Promise<Plan> {
  const { state, config } = ctx;
  const { chainId } = ctx.spec;
  checkStakingOp(ctx, { delegator: op.address, amount: op.amount, memo: op.memo });
  const moniker = op.moniker.trim();
  if (moniker.length === 0 || moniker.length > VALIDATOR_MONIKER_MAX_LENGTH) {
    throw new LedgerError(
      'invalid_moniker',
      `Name must be 1 to ${VALIDATOR_MONIKER_MAX_LENGTH} characters`,
      'moniker',
    );
  }
  const commissionBps = op.commissionBps ?? DEFAULT_COMMISSION_BPS;
  if (!Number.isInteger(commissionBps) || commissionBps < 0 || commissionBps > 10_000) {
    throw new LedgerError(
      'invalid_commission',
      'Commission must be between 0% and 100%',
      'commission',
    );
  }
  const frequency = op.rewardPayoutFrequencySeconds ?? config.defaultRewardPayoutFrequencySeconds;
  if (!Number.isInteger(frequency) || frequency < config.minRewardPayoutFrequencySeconds) {
    throw new LedgerError(
      'invalid_payout_frequency',
      `Reward payout frequency must be at least ${config.minRewardPayoutFrequencySeconds} seconds`,
      'rewardPayoutFrequency',
    );
  }
  const validators = await state.listValidators(chainId);
  if (validators.some((v) => v.moniker.toLowerCase() === moniker.toLowerCase())) {
    throw new LedgerError('moniker_taken', 'A validator with this name already exists', 'moniker');
  }
  const operator = toOperatorAddress(op.address);
  if (validators.some((v) => v.operatorAddress === operator)) {
    throw new LedgerError('validator_exists', 'This wallet already runs a validator', 'from');
  }
  return planStakingMessage(ctx, {
    type: 'createValidator',
    op,
    signer: op.address,
    to: operator,
    amount: op.amount,
    status: 'success',
    record: { validator: operator },
    moves: { from: op.address, to: ctx.accounts.bondedPool },
    apply: async () => {
      await state.putValidator({
        chainId: chainId,
        operatorAddress: operator,
        accountAddress: op.address,
        moniker,
        details: op.details ?? '',
        commissionBps,
        uptimeBps: 10_000,
        status: 'active',
        tokens: op.amount,
        rewardPayoutFrequencySeconds: frequency,
        nextPayoutAt: ctx.time + frequency * 1000,
        accruedRewards: 0n,
        accrualRemainder: 0n,
        accruedHeight: accrualHeight(ctx),
        createdHeight: ctx.height,
      });
      await state.putDelegation({
        chainId: chainId,
        delegator: op.address,
        validator: operator,
        amount: op.amount,
      });
    },
  });
}
