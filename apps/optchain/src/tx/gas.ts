import type { LedgerConfig } from '@optwallet/ledger';
import { MIN_GAS_PRICE, MIN_GAS_PRICE_TEXT, DENOM } from '../chain/params';
import type { ChainMsg } from './messages';
import { sdkError } from './tx-error';

/**
 * Deterministic gas: each message costs the ledger's fixed fee of its operation divided by the
 * minimum gas price, so paying the gas used at 0.025uopt pays the ledger's fee. A withdrawal and
 * the feegrant and authz messages cost what a send does (the ledger has no fee of their own); an
 * exec costs that plus its inner messages.
 */
export function gasOf(messages: readonly ChainMsg[], config: LedgerConfig): bigint {
  const fees = config.nativeFees;
  const feeOf = (msg: ChainMsg): bigint => {
    switch (msg.type) {
      case 'send':
      case 'withdrawRewards':
      case 'grantAllowance':
      case 'revokeAllowance':
      case 'grant':
      case 'revoke':
        return fees.send;
      case 'delegate':
        return fees.delegate;
      case 'undelegate':
        return fees.undelegate;
      case 'redelegate':
        return fees.moveDelegation;
      case 'cancelUnbonding':
        return fees.cancelUndelegate;
      case 'createValidator':
        return fees.createValidator;
      case 'exec':
        return fees.send + msg.msgs.reduce((sum, inner) => sum + feeOf(inner), 0n);
    }
  };
  const perGas = MIN_GAS_PRICE.denominator / MIN_GAS_PRICE.numerator;
  return messages.reduce((sum, msg) => sum + feeOf(msg) * perGas, 0n);
}

/** The least fee a gas limit needs: ceil(limit x the minimum gas price). */
export function minimumFee(gasLimit: bigint): bigint {
  const { numerator, denominator } = MIN_GAS_PRICE;
  return (gasLimit * numerator + denominator - 1n) / denominator;
}

/** The mempool's fee and gas checks: enough gas for the messages, a fee worth the gas limit. */
export function checkFeeAndGas(fee: bigint, gasLimit: bigint, gasUsed: bigint): void {
  if (gasLimit < gasUsed) {
    throw sdkError.outOfGas(
      `out of gas in location: txExecution; gasWanted: ${gasLimit}, gasUsed: ${gasUsed}`,
    );
  }
  const required = minimumFee(gasLimit);
  if (fee < required) {
    throw sdkError.insufficientFee(
      `insufficient fees; got: ${fee}${DENOM} required: ${required}${DENOM} (minimum gas price ${MIN_GAS_PRICE_TEXT})`,
    );
  }
}
