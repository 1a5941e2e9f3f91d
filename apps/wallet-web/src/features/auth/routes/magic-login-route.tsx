import { Spinner } from '@optwallet/ui';
import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { CenteredPage, pageStyles } from '../../../components/centered-page';
import { useText } from '../../../i18n/use-text';
import { api } from '../../../lib/api';
import { completeSignIn } from '../../../lib/session';

/**
 * Landing of a mailed link (/magicLogin?token=) and of /callback: exchanges the single-use token
 * for a session, once (StrictMode runs effects twice; the token must not be spent twice).
 */
export function Component() {
  const t = useText();
  const [search] = useSearchParams();
  const token = search.get('token') ?? '';
  const [failed, setFailed] = useState(token === '');
  const started = useRef(false);

  useEffect(() => {
    if (token === '' || started.current) return;
    started.current = true;
    api.auth
      .magicLogin({ token })
      .then(() => completeSignIn('/'))
      .catch(() => setFailed(true));
  }, [token]);

  if (failed) {
    return (
      <CenteredPage
        title={t('auth.callback_failed')}
        footer={
          <Link className={pageStyles.link} to="/login">
            {t('auth.request_new_link')}
          </Link>
        }
      >
        <p className={pageStyles.warning} role="alert">
          {t('auth.magic_landing_failed')}
        </p>
      </CenteredPage>
    );
  }
  return (
    <CenteredPage title={t('auth.magic_landing_title')}>
      <Spinner label={t('common.loading')} />
    </CenteredPage>
  );
}
