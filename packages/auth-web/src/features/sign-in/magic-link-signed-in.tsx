import { readMagicLoginLanding, returnPathAfterSignIn } from '@optwallet/domain';
import { Spinner } from '@optwallet/ui';
import { useQuery } from '@tanstack/react-query';
import { Redirect, useSearch } from 'wouter';
import { CardScreen, cardScreenStyles as styles } from '../../components/card-screen';
import type { AppSession } from '../../lib/app-session';
import { WithQueries } from '../../lib/query-client';
import { LinkFailedPage } from './link-failed-page';
import { SignedInLinkChoices, accountLabel } from './signed-in-link';
import { text } from './texts';

export interface MagicLinkSignedInProps {
  session: AppSession;
  /** Where "Stay signed in" goes. */
  home?: string;
}

/**
 * A magic link opened while signed in: looked at without spending it (GET /magicLogin?token=).
 * For the account already signed in it goes on to where it leads and stays unspent; for another
 * account it says so, and is used only after "Sign out and use the link".
 */
export function MagicLinkSignedInScreen(props: MagicLinkSignedInProps) {
  return (
    <WithQueries>
      <MagicLinkSignedIn {...props} />
    </WithQueries>
  );
}

function MagicLinkSignedIn({ session, home = '/' }: MagicLinkSignedInProps) {
  const search = useSearch();
  const landing = readMagicLoginLanding(search);
  const token = landing.kind === 'exchange' ? landing.token : '';
  // The app's own ['user'] when it has it (wallet-web's guards load it), else asked here.
  const user = useQuery({
    queryKey: ['user'],
    queryFn: async ({ signal }) => (await session.loadApi()).users.user({ signal }),
  });
  const link = useQuery({
    queryKey: ['magic-link', token],
    queryFn: async ({ signal }) => (await session.loadApi()).auth.checkMagicLink(token, { signal }),
    enabled: token !== '',
  });
  const next = returnPathAfterSignIn(search);

  if (token === '' || link.isError || user.isError) {
    return (
      <LinkFailedPage signInHref={home}>
        <p className={styles.warning} role="alert">
          {text('magic_landing_failed')}
        </p>
      </LinkFailedPage>
    );
  }
  if (!link.data || !user.data) {
    return (
      <CardScreen title={text('magic_landing_title')}>
        <Spinner label={text('loading')} />
      </CardScreen>
    );
  }
  // Already signed in as the link's account: it leads where it would have, and stays unspent.
  if (link.data.user_id === user.data.id) return <Redirect to={next} replace />;
  return (
    <CardScreen title={text('magic_other_account_title')}>
      <p role="status">
        {text('magic_other_account', {
          identifier: link.data.identifier,
          name: accountLabel(user.data),
        })}
      </p>
      <SignedInLinkChoices
        session={session}
        signOutLabel={text('magic_sign_out_use')}
        home={home}
      />
    </CardScreen>
  );
}
