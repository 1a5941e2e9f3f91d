import { readMagicLoginLanding, returnPathAfterSignIn } from '@optwallet/domain';
import { Spinner, useRunOnce } from '@optwallet/ui';
import { useCallback, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { CardScreen, cardScreenStyles as styles } from '../../components/card-screen';
import type { AppSession } from '../../lib/app-session';
import { LinkFailedPage } from './link-failed-page';
import { text } from './texts';

/**
 * Landing of a mailed sign-in link, signed out (/magicLogin?token=…&next=…): the single-use token
 * is spent once, never twice, and the app opens where the sign-in that asked for the link would
 * have gone (`next`, a path of this origin), else `/`.
 */
export function MagicLoginScreen({ session }: { session: AppSession }) {
  const [, navigate] = useLocation();
  const search = useSearch();
  const [landing] = useState(() => readMagicLoginLanding(search));
  const [returnTo] = useState(() => returnPathAfterSignIn(search));
  const spend = useCallback(
    async (token: string) => {
      const api = await session.loadApi();
      await api.auth.magicLogin({ token });
      session.completeSignIn(returnTo, navigate);
    },
    [session, returnTo, navigate],
  );
  const failed = useRunOnce(landing.kind === 'exchange' ? landing.token : null, spend);

  if (failed) {
    return (
      <LinkFailedPage signInHref={session.signInPath(returnTo)}>
        <p className={styles.warning} role="alert">
          {text('magic_landing_failed')}
        </p>
      </LinkFailedPage>
    );
  }
  return (
    <CardScreen title={text('magic_landing_title')}>
      <Spinner label={text('loading')} />
    </CardScreen>
  );
}
