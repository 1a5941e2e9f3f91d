import { magicLoginDestination, readMagicLoginLanding } from '@optwallet/domain';
import { Spinner, useRunOnce } from '@optwallet/ui';
import { useCallback, useState } from 'react';
import { useLocation } from 'wouter';
import { useSearchString } from '../../lib/router';
import { Page, pageStyles } from '../../components/page';
import { api } from '../../lib/api';
import { takeMagicReturn } from '../../lib/return-to';
import { completeSignIn } from '../../lib/session';
import { text } from '../../lib/texts';

/**
 * Landing of a sign-in link mailed from this app: spends the single-use token once, then goes
 * back to the request saved when the link was asked for (else to the connected apps).
 */
export function MagicLoginRoute() {
  const [, navigate] = useLocation();
  const search = useSearchString();
  const [landing] = useState(() => readMagicLoginLanding(search));
  const spend = useCallback(
    async (token: string) => {
      await api.auth.magicLogin({ token });
      completeSignIn();
      navigate(magicLoginDestination(takeMagicReturn(), '/connected-apps'), { replace: true });
    },
    [navigate],
  );
  const failed = useRunOnce(landing.kind === 'exchange' ? landing.token : null, spend);

  if (failed) {
    return (
      <Page title={text('magic_failed_title')}>
        <p className={pageStyles.warning} role="alert">
          {text('magic_failed')}
        </p>
      </Page>
    );
  }
  return (
    <Page title={text('magic_title')}>
      <Spinner label={text('loading')} />
    </Page>
  );
}
