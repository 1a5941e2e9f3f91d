import { Spinner } from '@optwallet/ui';
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { Page, pageStyles } from '../../components/page';
import { api } from '../../lib/api';
import { takeMagicReturn } from '../../lib/return-to';
import { completeSignIn } from '../../lib/session';
import { text } from '../../lib/texts';

/**
 * Landing of a sign-in link mailed from this app: spends the single-use token once (StrictMode
 * runs effects twice), then goes back to the request saved when the link was asked for.
 */
export function MagicLoginRoute() {
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const token = search.get('token') ?? '';
  const [failed, setFailed] = useState(token === '');
  const started = useRef(false);

  useEffect(() => {
    if (token === '' || started.current) return;
    started.current = true;
    api.auth
      .magicLogin({ token })
      .then(() => {
        completeSignIn();
        return navigate(takeMagicReturn() ?? '/connected-apps', { replace: true });
      })
      .catch(() => setFailed(true));
  }, [token, navigate]);

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
