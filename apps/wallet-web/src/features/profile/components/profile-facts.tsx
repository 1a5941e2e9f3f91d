import type { Profile } from '@optwallet/api-client';
import { Link } from 'react-router';
import { useText } from '../../../i18n/use-text';
import styles from './profile.module.css';

function countryName(code: string | null): string | null {
  if (!code) return null;
  try {
    return new Intl.DisplayNames(['en'], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}

/** Followers, following and country; on one's own profile the counts open the network lists. */
export function ProfileFacts({ profile }: { profile: Profile }) {
  const t = useText();
  const count = (value: number, tab: 'followers' | 'following') =>
    profile.is_self ? <Link to={`/network/${tab}`}>{value}</Link> : value;
  const country = countryName(profile.country);
  return (
    <dl className={styles.facts}>
      <div className={styles.fact}>
        <dt>{t('profile.followers')}</dt>
        <dd data-testid="followers-count">{count(profile.followers_count, 'followers')}</dd>
      </div>
      <div className={styles.fact}>
        <dt>{t('profile.following')}</dt>
        <dd data-testid="following-count">{count(profile.following_count, 'following')}</dd>
      </div>
      {country ? (
        <div className={styles.fact}>
          <dt>{t('profile.country')}</dt>
          <dd>{country}</dd>
        </div>
      ) : null}
    </dl>
  );
}
