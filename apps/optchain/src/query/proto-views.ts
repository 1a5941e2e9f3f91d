import { BaseAccount, ModuleAccount } from 'cosmjs-types/cosmos/auth/v1beta1/auth';
import type { Coin } from 'cosmjs-types/cosmos/base/v1beta1/coin';
import { PubKey as Ed25519PubKey } from 'cosmjs-types/cosmos/crypto/ed25519/keys';
import { PubKey } from 'cosmjs-types/cosmos/crypto/secp256k1/keys';
import {
  BondStatus,
  type DelegationResponse,
  type RedelegationResponse,
  type UnbondingDelegation,
  type Validator as ProtoValidator,
} from 'cosmjs-types/cosmos/staking/v1beta1/staking';
import type { Any } from 'cosmjs-types/google/protobuf/any';
import { toTimestamp } from 'cosmjs-types/helpers';
import type { Delegation, RedelegationEntry, UnbondingEntry, Validator } from '@optwallet/ledger';
import type { Account } from '../chain/accounts';
import { consensusKey } from '../chain/keys';
import { DENOM } from '../chain/params';

/** LegacyDec as protobuf carries it: the value x 10^18, as an integer string. */
export const decAtomics = (whole: bigint): string => (whole * 10n ** 18n).toString();
const bpsAtomics = (bps: number): string => (BigInt(bps) * 10n ** 14n).toString();

export const coin = (amount: bigint): Coin => ({ denom: DENOM, amount: amount.toString() });
const timestamp = (ms: number) => toTimestamp(new Date(ms));

export function accountAny(account: Account): Any {
  const base = BaseAccount.fromPartial({
    address: account.address,
    accountNumber: account.accountNumber,
    sequence: account.sequence,
    ...(account.pubKey
      ? {
          pubKey: {
            typeUrl: '/cosmos.crypto.secp256k1.PubKey',
            value: PubKey.encode({ key: account.pubKey }).finish(),
          },
        }
      : {}),
  });
  if (account.module) {
    return {
      typeUrl: ModuleAccount.typeUrl,
      value: ModuleAccount.encode({
        baseAccount: base,
        name: account.module,
        permissions: [],
      }).finish(),
    };
  }
  return { typeUrl: BaseAccount.typeUrl, value: BaseAccount.encode(base).finish() };
}

export function validatorProto(v: Validator, genesisTime: number): ProtoValidator {
  return {
    operatorAddress: v.operatorAddress,
    consensusPubkey: {
      typeUrl: '/cosmos.crypto.ed25519.PubKey',
      value: Ed25519PubKey.encode({ key: consensusKey(v.operatorAddress).pubKey }).finish(),
    },
    jailed: v.status === 'jailed',
    status: v.status === 'active' ? BondStatus.BOND_STATUS_BONDED : BondStatus.BOND_STATUS_UNBONDED,
    tokens: v.tokens.toString(),
    delegatorShares: decAtomics(v.tokens),
    description: {
      moniker: v.moniker,
      identity: '',
      website: '',
      securityContact: '',
      details: v.details,
    },
    unbondingHeight: 0n,
    unbondingTime: timestamp(0),
    commission: {
      commissionRates: {
        rate: bpsAtomics(v.commissionBps),
        maxRate: bpsAtomics(10_000),
        maxChangeRate: bpsAtomics(100),
      },
      updateTime: timestamp(genesisTime),
    },
    minSelfDelegation: '1',
    unbondingOnHoldRefCount: 0n,
    unbondingIds: [],
  };
}

export function delegationResponse(d: Delegation): DelegationResponse {
  return {
    delegation: {
      delegatorAddress: d.delegator,
      validatorAddress: d.validator,
      shares: decAtomics(d.amount),
    },
    balance: coin(d.amount),
  };
}

export function unbondingProto(entries: readonly UnbondingEntry[]): UnbondingDelegation {
  const first = entries[0];
  return {
    delegatorAddress: first?.delegator ?? '',
    validatorAddress: first?.validator ?? '',
    entries: entries.map((e) => ({
      creationHeight: BigInt(e.creationHeight),
      completionTime: timestamp(e.completionTime),
      initialBalance: e.initialBalance.toString(),
      balance: e.balance.toString(),
      unbondingId: 0n,
      unbondingOnHoldRefCount: 0n,
    })),
  };
}

export function redelegationProto(entries: readonly RedelegationEntry[]): RedelegationResponse {
  const first = entries[0];
  const protoEntries = entries.map((e) => ({
    creationHeight: BigInt(e.creationHeight),
    completionTime: timestamp(e.completionTime),
    initialBalance: e.amount.toString(),
    sharesDst: decAtomics(e.amount),
    unbondingId: 0n,
    unbondingOnHoldRefCount: 0n,
  }));
  return {
    redelegation: {
      delegatorAddress: first?.delegator ?? '',
      validatorSrcAddress: first?.fromValidator ?? '',
      validatorDstAddress: first?.toValidator ?? '',
      entries: protoEntries,
    },
    entries: protoEntries.map((redelegationEntry, i) => ({
      redelegationEntry,
      balance: (entries[i]?.amount ?? 0n).toString(),
    })),
  };
}
