import { toBase64 } from '@cosmjs/encoding';
import { type EncodeObject, encodePubkey } from '@cosmjs/proto-signing';
import { sha256 } from '@noble/hashes/sha2.js';
import { bech32 } from '@scure/base';
import { NATIVE_ADDRESS_PREFIX } from '@optwallet/domain';
import { type ChainOp, VALOPER_PREFIX } from '@optwallet/ledger';
import type { OptNodeConfig } from '../../config/env';

/**
 * The product's operations as Cosmos SDK messages (cosmjs' default registry knows every one).
 * Addresses are stored with the product's `opt` prefixes; on another chain the same key bytes
 * are re-encoded with OPT_BECH32_PREFIX (accounts) and `<prefix>valoper` (validators).
 */

export type CosmosOp =
  | ChainOp
  /** A rewards withdrawal; `expected`: what the index says it pays (the pending record's amount). */
  | { type: 'claim'; delegator: string; validator: string; expected?: bigint };

/** The same key bytes under another bech32 prefix. */
export const withPrefix = (address: string, prefix: string): string =>
  bech32.encode(prefix, bech32.decode(address as `${string}1${string}`, 90).words, 90);

/** An address of the chain in the product's stored form (`opt1…`); as given when not bech32. */
function stored(address: string, prefix: string): string {
  try {
    return withPrefix(address, prefix);
  } catch {
    return address;
  }
}
export const storedAccount = (address: string) => stored(address, NATIVE_ADDRESS_PREFIX);
export const storedValidator = (address: string) => stored(address, VALOPER_PREFIX);

/** The key bytes of a bech32 address. */
const bytesOf = (address: string): Uint8Array =>
  bech32.fromWords(bech32.decode(address as `${string}1${string}`, 90).words);

export const accountOn = (config: OptNodeConfig, address: string) =>
  withPrefix(address, config.bech32Prefix);
const validatorOn = (config: OptNodeConfig, address: string) =>
  withPrefix(address, `${config.bech32Prefix}valoper`);

/**
 * Gas limit per message kind. The fee is gas × OPT_GAS_PRICE, known before anything is signed, so
 * the preview shows what the submit pays. These are the devnet node's exact gas (its fixed fee /
 * 0.025) and generous for an SDK 0.50 chain's bank and staking messages.
 */
export const GAS_LIMITS: Record<CosmosOp['type'], number> = {
  send: 200_000,
  delegate: 300_000,
  undelegate: 300_000,
  cancelUndelegate: 300_000,
  moveDelegation: 400_000,
  createValidator: 2_000_000,
  claim: 200_000,
};

/** The fee of an operation in OPT_DENOM base units: ceil(gas × price), as the SDK's check. */
export function feeOf(config: OptNodeConfig, op: CosmosOp): bigint {
  return feeForGas(config, GAS_LIMITS[op.type]);
}

/** ceil(gas × OPT_GAS_PRICE) in OPT_DENOM base units. */
export function feeForGas(config: OptNodeConfig, gas: number): bigint {
  const [whole = '0', fraction = ''] = config.gasPrice.split('.');
  const scale = 10n ** BigInt(fraction.length);
  const price = BigInt(whole) * scale + BigInt(fraction || '0');
  return (BigInt(gas) * price + scale - 1n) / scale;
}

/** The signer of an operation (the account whose key signs and pays the fee), stored form. */
export function signerOf(op: CosmosOp): string {
  switch (op.type) {
    case 'send':
      return op.from;
    case 'createValidator':
      return op.address;
    default:
      return op.delegator;
  }
}

/** 18-decimal LegacyDec as the SDK's proto carries it (an integer string) from basis points. */
const decFromBps = (bps: number) => (BigInt(bps) * 10n ** 14n).toString();

export function messagesOf(config: OptNodeConfig, op: CosmosOp): EncodeObject[] {
  const coin = (amount: bigint) => ({ denom: config.denom, amount: amount.toString() });
  switch (op.type) {
    case 'send':
      return [
        {
          typeUrl: '/cosmos.bank.v1beta1.MsgSend',
          value: {
            fromAddress: accountOn(config, op.from),
            toAddress: accountOn(config, op.to),
            amount: [coin(op.amount)],
          },
        },
      ];
    case 'delegate':
    case 'undelegate':
      return [
        {
          typeUrl:
            op.type === 'delegate'
              ? '/cosmos.staking.v1beta1.MsgDelegate'
              : '/cosmos.staking.v1beta1.MsgUndelegate',
          value: {
            delegatorAddress: accountOn(config, op.delegator),
            validatorAddress: validatorOn(config, op.validator),
            amount: coin(op.amount),
          },
        },
      ];
    case 'moveDelegation':
      return [
        {
          typeUrl: '/cosmos.staking.v1beta1.MsgBeginRedelegate',
          value: {
            delegatorAddress: accountOn(config, op.delegator),
            validatorSrcAddress: validatorOn(config, op.fromValidator),
            validatorDstAddress: validatorOn(config, op.toValidator),
            amount: coin(op.amount),
          },
        },
      ];
    case 'cancelUndelegate':
      return [
        {
          typeUrl: '/cosmos.staking.v1beta1.MsgCancelUnbondingDelegation',
          value: {
            delegatorAddress: accountOn(config, op.delegator),
            validatorAddress: validatorOn(config, op.validator),
            amount: coin(op.amount),
            creationHeight: BigInt(op.creationHeight),
          },
        },
      ];
    case 'claim':
      return [
        {
          typeUrl: '/cosmos.distribution.v1beta1.MsgWithdrawDelegatorReward',
          value: {
            delegatorAddress: accountOn(config, op.delegator),
            validatorAddress: validatorOn(config, op.validator),
          },
        },
      ];
    case 'createValidator':
      return [createValidatorMessage(config, op)];
  }
}

function createValidatorMessage(
  config: OptNodeConfig,
  op: ChainOp & { type: 'createValidator' },
): EncodeObject {
  const rate = op.commissionBps ?? 500;
  const coin = (amount: bigint) => ({ denom: config.denom, amount: amount.toString() });
  return {
    typeUrl: '/cosmos.staking.v1beta1.MsgCreateValidator',
    value: {
      description: {
        moniker: op.moniker,
        identity: '',
        website: '',
        securityContact: '',
        details: op.details ?? '',
      },
      commission: {
        rate: decFromBps(rate),
        maxRate: decFromBps(Math.max(rate, 2_000)),
        maxChangeRate: decFromBps(100),
      },
      minSelfDelegation: '1',
      delegatorAddress: '',
      validatorAddress: validatorOn(config, op.address),
      // A consensus key the devnet node records and never uses (one proposer, no consensus);
      // on a real chain the operator's own node key goes here.
      pubkey: encodePubkey({
        type: 'tendermint/PubKeyEd25519',
        value: toBase64(sha256(bytesOf(op.address))),
      }),
      value: coin(op.amount),
    },
  };
}
