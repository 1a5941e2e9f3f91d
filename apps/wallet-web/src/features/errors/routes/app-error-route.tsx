import { Button } from '@optwallet/ui';
import { CenteredPage } from '../../../components/centered-page';
import { t } from '../../../components/texts';

/** /error (product §8): where the browser lands after an uncaught render error. */
export function Component() {
  return (
    <CenteredPage title={t('error.app_load')} subtitle={t('error.app_load_body')}>
      <Button onClick={() => window.location.assign('/')}>{t('error.reload')}</Button>
    </CenteredPage>
  );
}
