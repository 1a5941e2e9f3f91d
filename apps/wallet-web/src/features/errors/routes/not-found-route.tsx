import { Button } from '@optwallet/ui';
import { useNavigate } from 'react-router';
import { CenteredPage } from '../../../components/centered-page';
import { useText } from '../../../i18n/use-text';

/** /404 (spec §2): 'Page Not Found' with Go Home. */
export function Component() {
  const t = useText();
  const navigate = useNavigate();
  return (
    <CenteredPage title={t('error.page_not_found')} subtitle={t('error.not_found_body')}>
      <Button onClick={() => void navigate('/')}>{t('error.go_home')}</Button>
    </CenteredPage>
  );
}
