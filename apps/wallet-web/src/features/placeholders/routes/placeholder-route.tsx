import { EmptyState } from '@optwallet/ui';
import { useMatches } from 'react-router';
import { useText } from '../../../i18n/use-text';
import type { TextKey } from '../../../i18n/use-text';
import styles from './placeholder-route.module.css';

export interface PlaceholderHandle {
  title: TextKey;
  body: TextKey;
}

const isPlaceholderHandle = (handle: unknown): handle is PlaceholderHandle =>
  typeof handle === 'object' && handle !== null && 'title' in handle && 'body' in handle;

/**
 * Screens of the later wallet-web issues: the route, its title and what it will show, so the
 * navigation is real before the screens are.
 */
export function Component() {
  const t = useText();
  const handle = useMatches()
    .map((m) => m.handle)
    .filter(isPlaceholderHandle)
    .at(-1);
  if (!handle) return null;
  return (
    <section className={styles.page}>
      <h1 className={styles.title}>{t(handle.title)}</h1>
      <EmptyState title={t('common.coming_later')} description={t(handle.body)} />
    </section>
  );
}
