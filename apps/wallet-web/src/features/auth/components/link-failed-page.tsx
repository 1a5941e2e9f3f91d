import type { ReactNode } from 'react';
import { Link } from '../../../lib/router';
import { CenteredPage, pageStyles } from '../../../components/centered-page';
import { t } from '../texts';

/** A sign-in link or hand-over that did not work (/magicLogin, /callback): ask for a new link. */
export function LinkFailedPage({ children }: { children?: ReactNode }) {
  return (
    <CenteredPage
      title={t('auth.callback_failed')}
      footer={
        <Link className={pageStyles.link} to="/login">
          {t('auth.request_new_link')}
        </Link>
      }
    >
      {children}
    </CenteredPage>
  );
}
