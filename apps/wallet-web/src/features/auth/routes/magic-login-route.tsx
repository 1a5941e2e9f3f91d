import { readMagicLoginLanding, returnPathAfterSignIn } from '@optwallet/domain';
import { Spinner, useRunOnce } from '@optwallet/ui';
import { useState } from 'react';
import { useLocation } from '../../../lib/router';
import { CenteredPage, pageStyles } from '../../../components/centered-page';
import { t } from '../texts';
import { api } from '../../../lib/api';
import { completeSignIn } from '../../../lib/session';
import { LinkFailedPage } from '../components/link-failed-page';

/**
 * Exchanges the link's single-use token for a session, then opens the signed-in app where the
 * sign-in that asked for the link would have gone (the link's `next`, a path of this site), else `/`.
 */
async function spendToken(token: string, returnTo: string) {
  await api.auth.magicLogin({ token });
  completeSignIn(returnTo);
}

/** Landing of a mailed link (/magicLogin?token=): the token is spent once, never twice. */
export function Component() {
  const { search } = useLocation();
  const [landing] = useState(() => readMagicLoginLanding(search));
  const [returnTo] = useState(() => returnPathAfterSignIn(search));
  const failed = useRunOnce(landing.kind === 'exchange' ? landing.token : null, (token) =>
    spendToken(token, returnTo),
  );

  if (failed) {
    return (
      <LinkFailedPage>
        <p className={pageStyles.warning} role="alert">
          {t('auth.magic_landing_failed')}
        </p>
      </LinkFailedPage>
    );
  }
  return (
    <CenteredPage title={t('auth.magic_landing_title')}>
      <Spinner label={t('common.loading')} />
    </CenteredPage>
  );
}
