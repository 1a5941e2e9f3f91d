import { GenericAuthorization } from 'cosmjs-types/cosmos/authz/v1beta1/authz';
import { SendAuthorization } from 'cosmjs-types/cosmos/bank/v1beta1/authz';
import { MsgSend } from 'cosmjs-types/cosmos/bank/v1beta1/tx';
import { AuthorizationType, StakeAuthorization } from 'cosmjs-types/cosmos/staking/v1beta1/authz';
import {
  MsgBeginRedelegate,
  MsgCancelUnbondingDelegation,
  MsgDelegate,
  MsgUndelegate,
} from 'cosmjs-types/cosmos/staking/v1beta1/tx';
import type { Any } from 'cosmjs-types/google/protobuf/any';
import type { Authorization, StakeAuthorizationType } from '@optwallet/ledger';
import { DENOM } from '../chain/params';
import { uoptOf } from './messages';
import { sdkError, TxError } from './tx-error';

/** Each StakeAuthorization type, its protobuf enum and the message type it authorizes. */
const STAKE_TYPES: { type: StakeAuthorizationType; proto: AuthorizationType; msg: string }[] = [
  {
    type: 'delegate',
    proto: AuthorizationType.AUTHORIZATION_TYPE_DELEGATE,
    msg: MsgDelegate.typeUrl,
  },
  {
    type: 'undelegate',
    proto: AuthorizationType.AUTHORIZATION_TYPE_UNDELEGATE,
    msg: MsgUndelegate.typeUrl,
  },
  {
    type: 'redelegate',
    proto: AuthorizationType.AUTHORIZATION_TYPE_REDELEGATE,
    msg: MsgBeginRedelegate.typeUrl,
  },
  {
    type: 'cancelUnbonding',
    proto: AuthorizationType.AUTHORIZATION_TYPE_CANCEL_UNBONDING_DELEGATION,
    msg: MsgCancelUnbondingDelegation.typeUrl,
  },
];

/** The message type an authorization is for: its grant's key (the SDK's MsgTypeURL()). */
export function msgTypeUrlOf(authorization: Authorization): string {
  switch (authorization.kind) {
    case 'generic':
      return authorization.msg;
    case 'send':
      return MsgSend.typeUrl;
    case 'stake':
      return STAKE_TYPES.find((s) => s.type === authorization.authorizationType)?.msg ?? '';
  }
}

function stakeOf(m: StakeAuthorization): Authorization {
  const stakeType = STAKE_TYPES.find((s) => s.proto === m.authorizationType);
  if (!stakeType) throw new TxError('authz', 4, 'unknown authorization type');
  return {
    kind: 'stake',
    authorizationType: stakeType.type,
    ...(m.maxTokens ? { maxTokens: uoptOf(m.maxTokens) } : {}),
    validators: m.denyList
      ? { list: 'deny', addresses: m.denyList.address }
      : { list: 'allow', addresses: m.allowList?.address ?? [] },
  };
}

/** A MsgGrant's authorization, with ValidateBasic's checks. */
export function authorizationFromAny(any: Any | undefined): Authorization {
  switch (any?.typeUrl) {
    case GenericAuthorization.typeUrl:
      return { kind: 'generic', msg: GenericAuthorization.decode(any.value).msg };
    case SendAuthorization.typeUrl: {
      const m = SendAuthorization.decode(any.value);
      if (m.spendLimit.length === 0) throw sdkError.invalidCoins('spend limit cannot be nil');
      const spendLimit = m.spendLimit.length === 1 ? uoptOf(m.spendLimit[0]) : 0n;
      if (spendLimit <= 0n) throw sdkError.invalidCoins('spend limit must be positive');
      const duplicate = m.allowList.find((a, i) => m.allowList.indexOf(a) !== i);
      if (duplicate) throw sdkError.invalidAddress(`duplicate entry ${duplicate}`);
      return { kind: 'send', spendLimit, allowList: m.allowList };
    }
    case StakeAuthorization.typeUrl:
      return stakeOf(StakeAuthorization.decode(any.value));
    default:
      throw sdkError.txDecode(`unable to resolve type URL ${any?.typeUrl ?? ''}`);
  }
}

/** The authorization as the SDK stores and answers it (an Any). */
export function authorizationToAny(authorization: Authorization): Any {
  switch (authorization.kind) {
    case 'generic':
      return {
        typeUrl: GenericAuthorization.typeUrl,
        value: GenericAuthorization.encode({ msg: authorization.msg }).finish(),
      };
    case 'send':
      return {
        typeUrl: SendAuthorization.typeUrl,
        value: SendAuthorization.encode({
          spendLimit: [{ denom: DENOM, amount: authorization.spendLimit.toString() }],
          allowList: [...authorization.allowList],
        }).finish(),
      };
    case 'stake': {
      const { validators, maxTokens } = authorization;
      const list = { address: [...validators.addresses] };
      return {
        typeUrl: StakeAuthorization.typeUrl,
        value: StakeAuthorization.encode({
          ...(maxTokens === undefined
            ? {}
            : { maxTokens: { denom: DENOM, amount: maxTokens.toString() } }),
          ...(validators.list === 'deny' ? { denyList: list } : { allowList: list }),
          authorizationType:
            STAKE_TYPES.find((s) => s.type === authorization.authorizationType)?.proto ??
            AuthorizationType.AUTHORIZATION_TYPE_UNSPECIFIED,
        }).finish(),
      };
    }
  }
}
