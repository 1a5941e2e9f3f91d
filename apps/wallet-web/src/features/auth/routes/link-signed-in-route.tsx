import type { User } from '@optwallet/contract';
import { readMagicLoginLanding, returnPathAfterSignIn } from '@optwallet/domain';
import { Button, Spinner } from '@optwallet/ui';
import { useQuery } from '@tanstack/react-query';
import { Navigate, useLocation, useNavigate } from '../../../lib/router';
import { CenteredPage, pageStyles } from '../../../components/centered-page';
import { PageLoader } from '../../../components/page-loader';
import { useUser } from '../../../lib/account';
import { api } from '../../../lib/api';
import { logout } from '../../../lib/session';
import { LinkFailedPage } from '../components/link-failed-page';
import { t } from '../texts';

/** How the signed-in account is named on these pages: @username, else its email or phone. */
function who(user: User): string {
  return user.username ? `@${user.username}` : (user.email ?? user.phone_number ?? '');
}

/** The two ways out: sign out and open this very link signed out, or keep the session. */
function Choices({ signOutLabel, to }: { signOutLabel: string; to: string }) {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  return (
    <div className={pageStyles.row}>
      <Button onClick={() => logout({ to: `${pathname}${search}` })}>{signOutLabel}</Button>
      <Button variant="secondary" onClick={() => navigate(to, { replace: true })}>
        {t('auth.link_stay_signed_in')}
      </Button>
    </div>
  );
}

/**
 * A mailed link opened while signed in (spec §2's signed-in catch-all would swallow it). A reset
 * or setup link asks to sign out first, in words, and then opens signed out at the same address.
 * A magic link is looked at without spending it (GET /magicLogin): for this account it goes on
 * to where it leads; for another account it says so, and signs out to use it only if asked.
 */
export function Component() {
  const { pathname } = useLocation();
  const user = useUser();
  if (!user) return <PageLoader />;
  if (pathname === '/magicLogin') return <MagicLinkSignedIn user={user} />;
  return (
    <CenteredPage
      title={t(pathname === '/setup-password' ? 'auth.setup_title' : 'auth.reset_title')}
    >
      <p role="status">{t('auth.link_signed_in_reset', { name: who(user) })}</p>
      <Choices signOutLabel={t('auth.link_sign_out_continue')} to="/" />
    </CenteredPage>
  );
}

function MagicLinkSignedIn({ user }: { user: User }) {
  const { search } = useLocation();
  const landing = readMagicLoginLanding(search);
  const token = landing.kind === 'exchange' ? landing.token : '';
  const link = useQuery({
    queryKey: ['magic-link', token],
    queryFn: ({ signal }) => api.auth.checkMagicLink(token, { signal }),
    enabled: token !== '',
    retry: false,
  });
  const next = returnPathAfterSignIn(search);

  if (token === '' || link.isError) {
    return (
      <LinkFailedPage>
        <p className={pageStyles.warning} role="alert">
          {t('auth.magic_landing_failed')}
        </p>
      </LinkFailedPage>
    );
  }
  if (!link.data) {
    return (
      <CenteredPage title={t('auth.magic_landing_title')}>
        <Spinner label={t('common.loading')} />
      </CenteredPage>
    );
  }
  // Already signed in as the link's account: it leads where it would have, and stays unspent.
  if (link.data.user_id === user.id) return <Navigate to={next} replace />;
  return (
    <CenteredPage title={t('auth.magic_other_account_title')}>
      <p role="status">
        {t('auth.magic_other_account', { identifier: link.data.identifier, name: who(user) })}
      </p>
      <Choices signOutLabel={t('auth.magic_sign_out_use')} to="/" />
    </CenteredPage>
  );
}
