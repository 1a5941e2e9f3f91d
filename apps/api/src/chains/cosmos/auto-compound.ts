import { and, eq, sql } from 'drizzle-orm';
import { queryRows } from '../../db/client';
import { cosmosAutoCompound } from '../../db/schema';
import type { Deps } from '../../deps';
import { HttpError, invalid } from '../../lib/errors';
import type { AutoCompoundGateway, AutoCompoundState } from '../gateway';
import {
  DELEGATE_TYPE,
  GAS,
  WITHDRAW_TYPE,
  grantMessages,
  grantsOnNode,
  revokeMessages,
} from './auto-compound-grants';
import { minimumCompound } from './compound-job';
import { accountOn, storedValidator, withPrefix } from './messages';
import type { CosmosNode } from './node-client';
import { restakeOf } from './product-accounts';
import { reachable, signAsWallet } from './wallet-signer';

/**
 * Auto-compound rewards, the wallet's side: turning on signs, with the wallet's key, a MsgGrant
 * of a StakeAuthorization (delegate, max_tokens = the cap, allow_list = the validators the
 * wallet stakes with now) and one of a GenericAuthorization for MsgWithdrawDelegatorReward, both
 * to the restake account and expiring a year of chain time later; turning off signs a MsgRevoke
 * of each grant the node still holds. The wallet pays these two transactions' fees. The
 * compounding itself is the restake account's job (compound-job.ts). How these transactions are
 * signed: wallet-signer.ts.
 */

/** A year of chain time: how long a grant lasts. */
const GRANT_MS = 365 * 86_400_000;

const unavailable = () =>
  new HttpError(422, 'Auto-compound rewards is not available on this server', {
    errors: { chainId: ['Auto-compound rewards is not available on this server'] },
  });

/** The validators the wallet stakes with and its total stake, as the index holds them. */
async function stakeOf(deps: Deps, chainId: string, wallet: string) {
  const rows = await queryRows<{ validator: string; amount: string }>(
    deps.db,
    sql`SELECT validator, amount::text AS amount FROM ledger_delegations
      WHERE chain_id = ${chainId} AND delegator = ${wallet} AND amount > 0 ORDER BY validator`,
  );
  return {
    validators: rows.map((row) => row.validator),
    staked: rows.reduce((sum, row) => sum + BigInt(row.amount), 0n),
  };
}

export function autoCompoundGateway(node: CosmosNode): AutoCompoundGateway {
  const { config } = node;
  const { chainId } = config;
  const row = (wallet: string) =>
    and(eq(cosmosAutoCompound.chainId, chainId), eq(cosmosAutoCompound.wallet, wallet));

  return {
    available: restakeOf(node) !== undefined,

    async state(deps, wallet): Promise<AutoCompoundState> {
      const [setting] = await deps.db.select().from(cosmosAutoCompound).where(row(wallet));
      const [head] = await queryRows<{ time: string | null }>(
        deps.db,
        sql`SELECT time::text AS time FROM cosmos_index_state WHERE chain_id = ${chainId}`,
      );
      return {
        ...(await stakeOf(deps, chainId, wallet)),
        chainTime: head?.time ? Number(head.time) : deps.clock().getTime(),
        minimum: minimumCompound(node),
        setting: setting && {
          validators: setting.validators.split(',').filter(Boolean),
          cap: setting.cap,
          capLeft: setting.capLeft,
          grantedAt: setting.grantedAt,
          expiresAt: setting.expiresAt,
          lastRunAt: setting.lastRunAt,
          lastCompounded: setting.lastCompounded,
          totalCompounded: setting.totalCompounded,
          revokedAt: setting.revokedAt,
        },
      };
    },

    async turnOn(deps, { mnemonic, wallet, cap }) {
      const restake = restakeOf(node);
      if (!restake) throw unavailable();
      const { validators } = await stakeOf(deps, chainId, wallet);
      if (validators.length === 0) {
        throw invalid('cap', 'Stake with a validator first: there are no rewards to compound yet');
      }
      const grantee = (await restake).address;
      const chainNow = Date.parse((await reachable(() => node.reader.getBlock())).header.time);
      const expiresAt = Math.floor((chainNow + GRANT_MS) / 1000) * 1000;
      const messages = grantMessages(config, {
        granter: accountOn(config, wallet),
        grantee,
        validators: validators.map((v) => withPrefix(v, `${config.bech32Prefix}valoper`)),
        cap,
        expiresAt,
      });
      const height = await signAsWallet(
        node,
        { mnemonic, stored: wallet },
        messages,
        2 * GAS.grant,
      );
      const values = {
        grantee,
        validators: validators.map(storedValidator).join(','),
        cap,
        capLeft: cap,
        grantedAt: chainNow,
        expiresAt,
        // Rewards paid from the grant's block on are compounded.
        compoundedToHeight: height - 1,
        revokedAt: null,
      };
      await deps.db
        .insert(cosmosAutoCompound)
        .values({ chainId, wallet, totalCompounded: 0n, ...values })
        .onConflictDoUpdate({
          target: [cosmosAutoCompound.chainId, cosmosAutoCompound.wallet],
          set: values,
        });
    },

    async turnOff(deps, { mnemonic, wallet }) {
      const restake = restakeOf(node);
      const [setting] = await deps.db.select().from(cosmosAutoCompound).where(row(wallet));
      const grantee = setting?.grantee ?? (restake && (await restake).address);
      if (!grantee) throw unavailable();
      const granter = accountOn(config, wallet);
      const held = await reachable(() => grantsOnNode(node, granter, grantee));
      const types = [held.stake ? DELEGATE_TYPE : '', held.withdraw ? WITHDRAW_TYPE : ''];
      const granted = types.filter(Boolean);
      if (granted.length > 0) {
        const messages = revokeMessages(granter, grantee, granted);
        await signAsWallet(
          node,
          { mnemonic, stored: wallet },
          messages,
          granted.length * GAS.revoke,
        );
      }
      if (setting) {
        await deps.db
          .update(cosmosAutoCompound)
          .set({ revokedAt: deps.clock().getTime() })
          .where(row(wallet));
      }
    },
  };
}
