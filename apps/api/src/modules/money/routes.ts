import type { Context } from 'hono';
import { IDEMPOTENCY_KEY_HEADER, endpoints } from '@optwallet/contract';
import { mount } from '../../lib/endpoint';
import { notFound } from '../../lib/errors';
import { type AppEnv, createRouter } from '../../lib/http';
import type { Deps } from '../../deps';
import { tokenHistory } from './price-history';
import { recentContacts, userTokens } from './people';
import { submitTransfer, transferPreview } from './transfers';
import { createValidator, validatorsDetails } from './validators';
import { autoCompoundState, turnAutoCompoundOff, turnAutoCompoundOn } from './auto-compound';
import { chainGrants, revokeChainGrant } from './chain-grants';
import { cancelRecurringSend, createRecurringSend, recurringSends } from './recurring-sends';
import { revokeTokenApproval, tokenApprovals } from './token-approvals';
import { tokenDetail, walletTokens, walletTransactions } from './wallet-reads';
import { syncWallet } from './wallet-sync';
import { transactionsCsv } from './transactions-csv';
import { LIMITS, hit } from '../../lib/rate-limit';
import { hasBlocked } from '../identity';
import { getOwnedWallet } from '../wallets';

/**
 * Balances, transactions, transfers and staking of a wallet on the devnet chain. Reads check the
 * wallet's owner inside their own statement; spending routes check it with the passcode.
 */
export function chainRoutes(deps: Deps) {
  const router = createRouter();
  /** The caller's wallet (each module checks that it is the caller's). */
  const ref = (c: Context<AppEnv>, walletId: string) => ({
    userId: c.get('auth').userId,
    walletId,
  });
  /** The reads every screen makes, and a transfer, confirm the session in their own statement. */
  const checkedInStatement = { sessionCheckedInStatement: true };
  /** A spend: the caller's wallet and the wallet key the body carries. */
  const spendRef = (c: Context<AppEnv>, walletId: string, body: { walletPasscode: string }) => ({
    ...ref(c, walletId),
    passcode: body.walletPasscode,
  });
  const readRef = (c: Context<AppEnv>, walletId: string) => ({
    ...ref(c, walletId),
    session: c.get('sessionToCheck'),
  });

  mount(
    router,
    deps,
    'walletTokens',
    endpoints.walletTokens,
    ({ c, params }) => walletTokens(deps, readRef(c, params.id)),
    checkedInStatement,
  );
  mount(router, deps, 'syncWallet', endpoints.syncWallet, async ({ c, params }) => {
    const { userId } = c.get('auth');
    const wallet = await getOwnedWallet(deps, userId, params.id);
    await hit(
      deps.db,
      deps.clock(),
      `walletSync:user:${userId}`,
      LIMITS.walletSyncPerUser,
      'Too many sync requests. Please wait a minute and try again.',
    );
    return syncWallet(deps, ref(c, params.id), wallet);
  });
  mount(
    router,
    deps,
    'tokenDetail',
    endpoints.tokenDetail,
    ({ c, params }) => tokenDetail(deps, readRef(c, params.id), params.chainId, params.symbol),
    checkedInStatement,
  );
  mount(
    router,
    deps,
    'walletTransactions',
    endpoints.walletTransactions,
    ({ c, params, query }) => walletTransactions(deps, readRef(c, params.id), query),
    checkedInStatement,
  );
  mount(
    router,
    deps,
    'walletTransactionsCsv',
    endpoints.walletTransactionsCsv,
    async ({ c, params }) => {
      const day = deps.clock().toISOString().slice(0, 10);
      const file = await transactionsCsv(deps, ref(c, params.id));
      c.header('Content-Disposition', `attachment; filename="optwallet-transactions-${day}.csv"`);
      return file;
    },
  );
  mount(router, deps, 'transferPreview', endpoints.transferPreview, ({ c, params, body }) =>
    transferPreview(deps, ref(c, params.id), body),
  );
  mount(
    router,
    deps,
    'transfer',
    endpoints.transfer,
    ({ c, params, body }) =>
      submitTransfer(
        deps,
        { ...readRef(c, params.id), passcode: body.walletPasscode },
        body,
        c.req.header(IDEMPOTENCY_KEY_HEADER),
      ),
    checkedInStatement,
  );
  mount(
    router,
    deps,
    'validatorsDetails',
    endpoints.validatorsDetails,
    ({ c }) => validatorsDetails(deps, c.get('sessionToCheck')),
    checkedInStatement,
  );
  mount(router, deps, 'createValidator', endpoints.createValidator, ({ c, params, body }) =>
    createValidator(deps, spendRef(c, params.id, body), body),
  );
  mount(router, deps, 'autoCompound', endpoints.autoCompound, ({ c, params }) =>
    autoCompoundState(deps, ref(c, params.id), params.chainId),
  );
  mount(router, deps, 'autoCompoundOn', endpoints.autoCompoundOn, ({ c, params, body }) =>
    turnAutoCompoundOn(deps, spendRef(c, params.id, body), params.chainId, body),
  );
  mount(router, deps, 'autoCompoundOff', endpoints.autoCompoundOff, ({ c, params, body }) =>
    turnAutoCompoundOff(deps, spendRef(c, params.id, body), params.chainId),
  );
  // The Permissions page's Chain grants and Token approvals.
  mount(router, deps, 'chainGrants', endpoints.chainGrants, ({ c, params }) =>
    chainGrants(deps, ref(c, params.id)),
  );
  mount(router, deps, 'revokeChainGrant', endpoints.revokeChainGrant, ({ c, params, body }) =>
    revokeChainGrant(deps, spendRef(c, params.id, body), body),
  );
  mount(router, deps, 'recurringSends', endpoints.recurringSends, ({ c, params }) =>
    recurringSends(deps, ref(c, params.id)),
  );
  mount(router, deps, 'createRecurringSend', endpoints.createRecurringSend, ({ c, params, body }) =>
    createRecurringSend(deps, spendRef(c, params.id, body), body),
  );
  mount(router, deps, 'cancelRecurringSend', endpoints.cancelRecurringSend, ({ c, params, body }) =>
    cancelRecurringSend(deps, spendRef(c, params.id, body), params.scheduleId),
  );
  mount(router, deps, 'tokenApprovals', endpoints.tokenApprovals, ({ c, params }) =>
    tokenApprovals(deps, ref(c, params.id)),
  );
  mount(router, deps, 'revokeTokenApproval', endpoints.revokeTokenApproval, ({ c, params, body }) =>
    revokeTokenApproval(deps, spendRef(c, params.id, body), body),
  );
  mount(router, deps, 'tokenHistory', endpoints.tokenHistory, ({ params }) =>
    tokenHistory(deps, params),
  );
  mount(router, deps, 'recents', endpoints.recents, async ({ c, params }) =>
    recentContacts(deps, await getOwnedWallet(deps, c.get('auth').userId, params.id)),
  );
  mount(router, deps, 'tokensByUlid', endpoints.tokensByUlid, async ({ c, params }) => {
    // Someone who blocked the caller is not findable by them: the same 404 as nobody.
    if (await hasBlocked(deps.db, params.id, c.get('auth').userId))
      throw notFound('User not found');
    return userTokens(deps, params.id);
  });

  return router;
}
