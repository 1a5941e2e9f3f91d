import { FullScreenLoader } from '@optwallet/ui';
import { useText } from '../i18n/use-text';

/** The spinner shown while a screen or its data loads. */
export function PageLoader() {
  const t = useText();
  return <FullScreenLoader label={t('common.loading')} />;
}
