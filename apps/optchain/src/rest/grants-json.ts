import type { Authorization, AuthzGrant, FeeAllowance, FeeAllowanceGrant } from '@optwallet/ledger';
import { DENOM } from '../chain/params';

/** x/feegrant's and x/authz's answers in the SDK's REST JSON (proto names, Any with @type). */

const rfc3339 = (ms: number) => new Date(ms).toISOString().replace(/\.000Z$/, 'Z');
const coinsJson = (amount: bigint | undefined) =>
  amount === undefined || amount === 0n ? [] : [{ denom: DENOM, amount: amount.toString() }];
const durationJson = (ms: number) => `${ms / 1000}s`;

function basicJson(b: { spendLimit?: bigint; expiration?: number }) {
  return {
    spend_limit: coinsJson(b.spendLimit),
    expiration: b.expiration === undefined ? null : rfc3339(b.expiration),
  };
}

export function allowanceJson(allowance: FeeAllowance): Record<string, unknown> {
  switch (allowance.kind) {
    case 'basic':
      return { '@type': '/cosmos.feegrant.v1beta1.BasicAllowance', ...basicJson(allowance) };
    case 'periodic':
      return {
        '@type': '/cosmos.feegrant.v1beta1.PeriodicAllowance',
        basic: basicJson(allowance.basic),
        period: durationJson(allowance.periodMs),
        period_spend_limit: coinsJson(allowance.periodSpendLimit),
        period_can_spend: coinsJson(allowance.periodCanSpend),
        period_reset: rfc3339(allowance.periodReset),
      };
    case 'allowedMsg':
      return {
        '@type': '/cosmos.feegrant.v1beta1.AllowedMsgAllowance',
        allowance: allowanceJson(allowance.allowance),
        allowed_messages: allowance.allowedMessages,
      };
  }
}

export const feeGrantJson = (g: FeeAllowanceGrant) => ({
  granter: g.granter,
  grantee: g.grantee,
  allowance: allowanceJson(g.allowance),
});

const STAKE_TYPE_JSON = {
  delegate: 'AUTHORIZATION_TYPE_DELEGATE',
  undelegate: 'AUTHORIZATION_TYPE_UNDELEGATE',
  redelegate: 'AUTHORIZATION_TYPE_REDELEGATE',
  cancelUnbonding: 'AUTHORIZATION_TYPE_CANCEL_UNBONDING_DELEGATION',
} as const;

export function authorizationJson(authorization: Authorization): Record<string, unknown> {
  switch (authorization.kind) {
    case 'generic':
      return { '@type': '/cosmos.authz.v1beta1.GenericAuthorization', msg: authorization.msg };
    case 'send':
      return {
        '@type': '/cosmos.bank.v1beta1.SendAuthorization',
        spend_limit: coinsJson(authorization.spendLimit),
        allow_list: authorization.allowList,
      };
    case 'stake': {
      const { validators, maxTokens } = authorization;
      return {
        '@type': '/cosmos.staking.v1beta1.StakeAuthorization',
        max_tokens: maxTokens === undefined ? null : { denom: DENOM, amount: maxTokens.toString() },
        [validators.list === 'deny' ? 'deny_list' : 'allow_list']: {
          address: validators.addresses,
        },
        authorization_type: STAKE_TYPE_JSON[authorization.authorizationType],
      };
    }
  }
}

/** A Grant (authorization and expiration), or with granter and grantee a GrantAuthorization. */
export const grantJson = (g: AuthzGrant) => ({
  authorization: authorizationJson(g.authorization),
  expiration: g.expiration === undefined ? null : rfc3339(g.expiration),
});

export const grantAuthorizationJson = (g: AuthzGrant) => ({
  granter: g.granter,
  grantee: g.grantee,
  ...grantJson(g),
});
