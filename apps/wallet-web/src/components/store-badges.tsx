import { StoreBadges as Badges } from '@optwallet/ui';
import { env } from '../config/env';

/** Store links on the auth pages; the kit puts the detected platform's store first. */
export function StoreBadges() {
  return <Badges appStoreUrl={env.VITE_APP_STORE_URL} googlePlayUrl={env.VITE_PLAY_STORE_URL} />;
}
