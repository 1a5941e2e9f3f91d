import { HISTORICAL_ENTRIES } from '../chain/validator-history';
import { base64 } from '@scure/base';
import { PubKey as Ed25519PubKey } from 'cosmjs-types/cosmos/crypto/ed25519/keys';
import { PubKey } from 'cosmjs-types/cosmos/crypto/secp256k1/keys';
import { MsgSend } from 'cosmjs-types/cosmos/bank/v1beta1/tx';
import { MsgWithdrawDelegatorReward } from 'cosmjs-types/cosmos/distribution/v1beta1/tx';
import {
  MsgBeginRedelegate,
  MsgCancelUnbondingDelegation,
  MsgCreateValidator,
  MsgDelegate,
  MsgUndelegate,
} from 'cosmjs-types/cosmos/staking/v1beta1/tx';
import { MsgExec, MsgGrant, MsgRevoke } from 'cosmjs-types/cosmos/authz/v1beta1/tx';
import { MsgGrantAllowance, MsgRevokeAllowance } from 'cosmjs-types/cosmos/feegrant/v1beta1/tx';
import { signModeToJSON } from 'cosmjs-types/cosmos/tx/signing/v1beta1/signing';
import { AuthInfo, TxBody, TxRaw } from 'cosmjs-types/cosmos/tx/v1beta1/tx';
import type { Any } from 'cosmjs-types/google/protobuf/any';
import type {
  Delegation,
  LedgerConfig,
  RedelegationEntry,
  UnbondingEntry,
  Validator,
} from '@optwallet/ledger';
import type { Account } from '../chain/accounts';
import { consensusKey } from '../chain/keys';
import { DENOM } from '../chain/params';
import { authorizationFromAny } from '../tx/authz-codec';
import { allowanceFromAny } from '../tx/feegrant-codec';
import { timestampMs } from '../tx/grant-time';
import { allowanceJson, authorizationJson } from './grants-json';

/** The Cosmos SDK 0.50 REST (gRPC-gateway) JSON: proto names, int64 as strings, Any with @type. */

const rfc3339 = (ms: number) => new Date(ms).toISOString().replace(/\.000Z$/, 'Z');

/** LegacyDec as JSON: 18 decimals. */
export const dec = (whole: bigint) => `${whole}.000000000000000000`;
const bpsDec = (bps: number) => {
  const atomics = (BigInt(bps) * 10n ** 14n).toString().padStart(19, '0');
  return `${atomics.slice(0, -18)}.${atomics.slice(-18)}`;
};
export const coinJson = (amount: bigint) => ({ denom: DENOM, amount: amount.toString() });

export function accountJson(account: Account) {
  const base = {
    address: account.address,
    pub_key: account.pubKey
      ? { '@type': '/cosmos.crypto.secp256k1.PubKey', key: base64.encode(account.pubKey) }
      : null,
    account_number: account.accountNumber.toString(),
    sequence: account.sequence.toString(),
  };
  if (account.module) {
    return {
      '@type': '/cosmos.auth.v1beta1.ModuleAccount',
      base_account: base,
      name: account.module,
      permissions: [],
    };
  }
  return { '@type': '/cosmos.auth.v1beta1.BaseAccount', ...base };
}

export function validatorJson(v: Validator, genesisTime: number) {
  return {
    operator_address: v.operatorAddress,
    consensus_pubkey: {
      '@type': '/cosmos.crypto.ed25519.PubKey',
      key: base64.encode(consensusKey(v.operatorAddress).pubKey),
    },
    jailed: v.status === 'jailed',
    status: v.status === 'active' ? 'BOND_STATUS_BONDED' : 'BOND_STATUS_UNBONDED',
    tokens: v.tokens.toString(),
    delegator_shares: dec(v.tokens),
    description: {
      moniker: v.moniker,
      identity: '',
      website: '',
      security_contact: '',
      details: v.details,
    },
    unbonding_height: '0',
    unbonding_time: '1970-01-01T00:00:00Z',
    commission: {
      commission_rates: {
        rate: bpsDec(v.commissionBps),
        max_rate: bpsDec(10_000),
        max_change_rate: bpsDec(100),
      },
      update_time: rfc3339(genesisTime),
    },
    min_self_delegation: '1',
    unbonding_on_hold_ref_count: '0',
    unbonding_ids: [],
  };
}

export function stakingParamsJson(config: LedgerConfig) {
  return {
    unbonding_time: `${config.unbondingMs / 1000}s`,
    max_validators: 100,
    max_entries: config.maxEntries,
    historical_entries: HISTORICAL_ENTRIES,
    bond_denom: DENOM,
    min_commission_rate: '0.000000000000000000',
  };
}

export function delegationResponseJson(d: Delegation) {
  return {
    delegation: {
      delegator_address: d.delegator,
      validator_address: d.validator,
      shares: dec(d.amount),
    },
    balance: coinJson(d.amount),
  };
}

export function unbondingJson(entries: readonly UnbondingEntry[]) {
  return {
    delegator_address: entries[0]?.delegator ?? '',
    validator_address: entries[0]?.validator ?? '',
    entries: entries.map((e) => ({
      creation_height: String(e.creationHeight),
      completion_time: rfc3339(e.completionTime),
      initial_balance: e.initialBalance.toString(),
      balance: e.balance.toString(),
      unbonding_id: '0',
      unbonding_on_hold_ref_count: '0',
    })),
  };
}

export function redelegationJson(entries: readonly RedelegationEntry[]) {
  const entry = (e: RedelegationEntry) => ({
    creation_height: String(e.creationHeight),
    completion_time: rfc3339(e.completionTime),
    initial_balance: e.amount.toString(),
    shares_dst: dec(e.amount),
    unbonding_id: '0',
    unbonding_on_hold_ref_count: '0',
  });
  return {
    redelegation: {
      delegator_address: entries[0]?.delegator ?? '',
      validator_src_address: entries[0]?.fromValidator ?? '',
      validator_dst_address: entries[0]?.toValidator ?? '',
      entries: entries.map(entry),
    },
    entries: entries.map((e) => ({ redelegation_entry: entry(e), balance: e.amount.toString() })),
  };
}

const coinsJson = (coins: readonly { denom: string; amount: string }[]) =>
  coins.map((c) => ({ denom: c.denom, amount: c.amount }));

/** A message of the node's seven types as the SDK writes it in a transaction's JSON. */
function messageJson(any: Any): Record<string, unknown> {
  const type = { '@type': any.typeUrl };
  switch (any.typeUrl) {
    case MsgSend.typeUrl: {
      const m = MsgSend.decode(any.value);
      return {
        ...type,
        from_address: m.fromAddress,
        to_address: m.toAddress,
        amount: coinsJson(m.amount),
      };
    }
    case MsgDelegate.typeUrl:
    case MsgUndelegate.typeUrl: {
      const m = (any.typeUrl === MsgDelegate.typeUrl ? MsgDelegate : MsgUndelegate).decode(
        any.value,
      );
      return {
        ...type,
        delegator_address: m.delegatorAddress,
        validator_address: m.validatorAddress,
        amount: m.amount,
      };
    }
    case MsgBeginRedelegate.typeUrl: {
      const m = MsgBeginRedelegate.decode(any.value);
      return {
        ...type,
        delegator_address: m.delegatorAddress,
        validator_src_address: m.validatorSrcAddress,
        validator_dst_address: m.validatorDstAddress,
        amount: m.amount,
      };
    }
    case MsgCancelUnbondingDelegation.typeUrl: {
      const m = MsgCancelUnbondingDelegation.decode(any.value);
      return {
        ...type,
        delegator_address: m.delegatorAddress,
        validator_address: m.validatorAddress,
        amount: m.amount,
        creation_height: m.creationHeight.toString(),
      };
    }
    case MsgCreateValidator.typeUrl: {
      const m = MsgCreateValidator.decode(any.value);
      const rate = (value: string) =>
        /^\d+$/.test(value) ? bpsDec(Number(BigInt(value) / 10n ** 14n)) : value;
      return {
        ...type,
        description: {
          moniker: m.description.moniker,
          identity: m.description.identity,
          website: m.description.website,
          security_contact: m.description.securityContact,
          details: m.description.details,
        },
        commission: {
          rate: rate(m.commission.rate),
          max_rate: rate(m.commission.maxRate),
          max_change_rate: rate(m.commission.maxChangeRate),
        },
        min_self_delegation: m.minSelfDelegation,
        delegator_address: m.delegatorAddress,
        validator_address: m.validatorAddress,
        pubkey: m.pubkey
          ? {
              '@type': m.pubkey.typeUrl,
              key: base64.encode(Ed25519PubKey.decode(m.pubkey.value).key),
            }
          : null,
        value: m.value,
      };
    }
    case MsgWithdrawDelegatorReward.typeUrl: {
      const m = MsgWithdrawDelegatorReward.decode(any.value);
      return {
        ...type,
        delegator_address: m.delegatorAddress,
        validator_address: m.validatorAddress,
      };
    }
    default:
      return grantMessageJson(any) ?? { ...type, value: base64.encode(any.value) };
  }
}

/** x/feegrant's and x/authz's messages (an exec's inner messages as any message), else undefined. */
function grantMessageJson(any: Any): Record<string, unknown> | undefined {
  const type = { '@type': any.typeUrl };
  switch (any.typeUrl) {
    case MsgGrantAllowance.typeUrl: {
      const m = MsgGrantAllowance.decode(any.value);
      return {
        ...type,
        granter: m.granter,
        grantee: m.grantee,
        allowance: allowanceJson(allowanceFromAny(m.allowance)),
      };
    }
    case MsgRevokeAllowance.typeUrl: {
      const m = MsgRevokeAllowance.decode(any.value);
      return { ...type, granter: m.granter, grantee: m.grantee };
    }
    case MsgGrant.typeUrl: {
      const m = MsgGrant.decode(any.value);
      return {
        ...type,
        granter: m.granter,
        grantee: m.grantee,
        grant: {
          authorization: authorizationJson(authorizationFromAny(m.grant.authorization)),
          expiration: m.grant.expiration ? rfc3339(timestampMs(m.grant.expiration)) : null,
        },
      };
    }
    case MsgRevoke.typeUrl: {
      const m = MsgRevoke.decode(any.value);
      return { ...type, granter: m.granter, grantee: m.grantee, msg_type_url: m.msgTypeUrl };
    }
    case MsgExec.typeUrl: {
      const m = MsgExec.decode(any.value);
      return { ...type, grantee: m.grantee, msgs: m.msgs.map(messageJson) };
    }
    default:
      return undefined;
  }
}

/** TxRaw bytes as the SDK's Tx JSON (body, auth_info, signatures). */
export function txJson(bytes: Uint8Array) {
  const raw = TxRaw.decode(bytes);
  const body = TxBody.decode(raw.bodyBytes);
  const authInfo = AuthInfo.decode(raw.authInfoBytes);
  return {
    '@type': '/cosmos.tx.v1beta1.Tx',
    body: {
      messages: body.messages.map(messageJson),
      memo: body.memo,
      timeout_height: body.timeoutHeight.toString(),
      extension_options: [],
      non_critical_extension_options: [],
    },
    auth_info: {
      signer_infos: authInfo.signerInfos.map((s) => ({
        public_key: s.publicKey
          ? {
              '@type': s.publicKey.typeUrl,
              key: base64.encode(PubKey.decode(s.publicKey.value).key),
            }
          : null,
        mode_info: { single: { mode: signModeToJSON(s.modeInfo?.single?.mode ?? 0) } },
        sequence: s.sequence.toString(),
      })),
      fee: {
        amount: coinsJson(authInfo.fee?.amount ?? []),
        gas_limit: (authInfo.fee?.gasLimit ?? 0n).toString(),
        payer: authInfo.fee?.payer ?? '',
        granter: authInfo.fee?.granter ?? '',
      },
      tip: null,
    },
    signatures: raw.signatures.map((s) => base64.encode(s)),
  };
}
