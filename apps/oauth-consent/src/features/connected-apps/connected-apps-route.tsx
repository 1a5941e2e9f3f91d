import { CardScreen, ConnectedAppsList, SignOutButton, WithQueries } from '@optwallet/auth-web';
import { useLocation } from 'wouter';
import { SignIn } from '../../components/sign-in';
import { api } from '../../lib/api';
import { session } from '../../lib/session';
import { text } from '../../lib/texts';

/** /connected-apps: the partner apps the user authorized (the shared list), after sign-in. */
export function ConnectedAppsRoute() {
  const [pathname] = useLocation();
  if (!session.useSignedIn())
    return <SignIn returnTo={pathname} subtitle={text('sign_in_subtitle_apps')} />;
  return (
    <WithQueries>
      <CardScreen
        wide
        title={text('apps_title')}
        subtitle={text('apps_subtitle')}
        footer={<SignOutButton session={session}>{text('sign_out')}</SignOutButton>}
      >
        <ConnectedAppsList api={api} />
      </CardScreen>
    </WithQueries>
  );
}
