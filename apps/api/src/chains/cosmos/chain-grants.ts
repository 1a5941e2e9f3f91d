import { BasicAllowance } from 'cosmjs-types/cosmos/feegrant/v1beta1/feegrant';
import { SendAuthorization } from 'cosmjs-types/cosmos/bank/v1beta1/authz';
import { GenericAuthorization } from 'cosmjs-types/cosmos/authz/v1beta1/authz';
import type { GrantAuthorization } from 'cosmjs-types/cosmos/authz/v1beta1/authz';
import { AuthorizationType, StakeAuthorization } from 'cosmjs-types/cosmos/staking/v1beta1/authz';
import { MsgSend } from 'cosmjs-types/cosmos/bank/v1beta1/tx';
import { MsgBeginRedelegate, MsgUndelegate } from 'cosmjs-types/cosmos/staking/v1beta1/tx';
import type { Deps } from '../../deps';
import { notFound } from '../../lib/errors';
import type {
  AutoCompoundGateway,
  ChainGrantsGateway,
  RecurringSendsGateway,
  WalletAllowance,
  WalletGrant,
} from '../gateway';
import {
  DELEGATE_TYPE,
  GAS,
  WITHDRAW_TYPE,
  authzOf,
  msOf,
  revokeMessages,
} from './auto-compound-grants';
import { feePayerOf } from './fee-payer';
import { feegrantOf } from './fee-allowance-query';
import { accountOn } from './messages';
import type { CosmosNode } from './node-client';
import { restakeOf, schedulerOf } from './product-accounts';
import { reachable, signAsWallet } from './wallet-signer';

/**
 * The Permissions page's Chain grants on an OPT node: the x/authz grants the wallet gave
 * (Query/GranterGrants) and the fee allowances it holds (x/feegrant Query/Allowances), as the
 * node answers them. A grant is revoked by a MsgRevoke the wallet signs (wallet-signer.ts);
 * auto-compound's two grants are revoked together by turning auto-compound off, and the send
 * grant to the scheduler account by stopping every recurring send, so the records and the node
 * agree. A fee allowance has no grantee-side revoke in the SDK (only the granter's
 * MsgRevokeAllowance): it is listed with what it still pays and when it ends.
 */

const STAKE_MESSAGES: Partial<Record<AuthorizationType, string>> = {
  [AuthorizationType.AUTHORIZATION_TYPE_DELEGATE]: DELEGATE_TYPE,
  [AuthorizationType.AUTHORIZATION_TYPE_UNDELEGATE]: MsgUndelegate.typeUrl,
  [AuthorizationType.AUTHORIZATION_TYPE_REDELEGATE]: MsgBeginRedelegate.typeUrl,
};

/** The message a grant authorizes and its cap left, from its Any. */
function authorized(grant: GrantAuthorization, denom: string) {
  const any = grant.authorization;
  const amountOf = (coins: { denom: string; amount: string }[]) => {
    const coin = coins.find((c) => c.denom === denom);
    return coin ? BigInt(coin.amount) : undefined;
  };
  if (any?.typeUrl === StakeAuthorization.typeUrl) {
    const stake = StakeAuthorization.decode(any.value);
    const limit = stake.maxTokens ? amountOf([stake.maxTokens]) : undefined;
    return { msgTypeUrl: STAKE_MESSAGES[stake.authorizationType] ?? '', limit };
  }
  if (any?.typeUrl === SendAuthorization.typeUrl) {
    return {
      msgTypeUrl: MsgSend.typeUrl,
      limit: amountOf(SendAuthorization.decode(any.value).spendLimit),
    };
  }
  if (any?.typeUrl === GenericAuthorization.typeUrl) {
    return { msgTypeUrl: GenericAuthorization.decode(any.value).msg, limit: undefined };
  }
  return { msgTypeUrl: '', limit: undefined };
}

const isNone = (error: unknown) => /not found|no authorization/i.test(String(error));

async function grantsOf(node: CosmosNode, granter: string): Promise<GrantAuthorization[]> {
  const grants: GrantAuthorization[] = [];
  let key: Uint8Array | undefined;
  do {
    const page = await authzOf(node).authz.granterGrants(granter, key);
    grants.push(...page.grants);
    key = page.pagination?.nextKey.length ? page.pagination.nextKey : undefined;
  } while (key);
  return grants;
}

async function allowancesOf(node: CosmosNode, grantee: string) {
  try {
    return (await feegrantOf(node).feegrant.allowances(grantee)).allowances;
  } catch (error) {
    if (isNone(error)) return [];
    throw error;
  }
}

export function chainGrantsGateway(
  node: CosmosNode,
  autoCompound: AutoCompoundGateway,
  recurringSends: RecurringSendsGateway,
): ChainGrantsGateway {
  const { config } = node;
  const restakeAddress = async () => (await restakeOf(node))?.address;
  const schedulerAddress = async () => (await schedulerOf(node))?.address;

  return {
    async list(_deps: Deps, wallet: string) {
      const address = accountOn(config, wallet);
      const [granted, held, restake, scheduler, payer] = await Promise.all([
        reachable(() => grantsOf(node, address)),
        reachable(() => allowancesOf(node, address)),
        restakeAddress(),
        schedulerAddress(),
        feePayerOf(node),
      ]);
      const grants: WalletGrant[] = granted.map((grant) => {
        const { msgTypeUrl, limit } = authorized(grant, config.denom);
        return {
          grantee: grant.grantee,
          msgTypeUrl,
          authorization: grant.authorization?.typeUrl ?? '',
          limit,
          expiresAt: msOf(grant.expiration),
          autoCompound:
            grant.grantee === restake && [DELEGATE_TYPE, WITHDRAW_TYPE].includes(msgTypeUrl),
          recurringSends: grant.grantee === scheduler && msgTypeUrl === MsgSend.typeUrl,
        };
      });
      const allowances: WalletAllowance[] = held.flatMap((grant) => {
        const any = grant.allowance;
        if (any?.typeUrl !== '/cosmos.feegrant.v1beta1.BasicAllowance') return [];
        const basic = BasicAllowance.decode(any.value);
        const coin = basic.spendLimit.find((c) => c.denom === config.denom);
        return [
          {
            granter: grant.granter,
            byOptWallet: grant.granter === payer?.address,
            remaining: basic.spendLimit.length === 0 ? undefined : BigInt(coin?.amount ?? '0'),
            expiresAt: msOf(basic.expiration),
          },
        ];
      });
      return { grants, allowances };
    },

    async revoke(deps, { mnemonic, wallet, grantee, msgTypeUrl }) {
      const granter = accountOn(config, wallet);
      const held = await reachable(async () => {
        try {
          return (await authzOf(node).authz.grants(granter, grantee, msgTypeUrl)).grants;
        } catch (error) {
          if (isNone(error)) return [];
          throw error;
        }
      });
      if (held.length === 0) throw notFound('The chain holds no such grant of this wallet.');
      const isAutoCompound =
        grantee === (await restakeAddress()) && [DELEGATE_TYPE, WITHDRAW_TYPE].includes(msgTypeUrl);
      if (isAutoCompound) {
        await autoCompound.turnOff(deps, { mnemonic, wallet });
        return;
      }
      if (grantee === (await schedulerAddress()) && msgTypeUrl === MsgSend.typeUrl) {
        await recurringSends.cancelAll(deps, { mnemonic, wallet });
        return;
      }
      const messages = revokeMessages(granter, grantee, [msgTypeUrl]);
      await signAsWallet(node, { mnemonic, stored: wallet }, messages, GAS.revoke);
    },
  };
}
