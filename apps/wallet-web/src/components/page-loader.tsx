import { FullScreenLoader } from '@optwallet/ui';
import { t } from '../lib/texts';

/** The spinner shown while a screen or its data loads. */
export function PageLoader() {
  return <FullScreenLoader label={t('common.loading')} />;
}
