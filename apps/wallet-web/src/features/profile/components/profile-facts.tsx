import { countryName } from '@optwallet/domain';
import type { Profile } from '@optwallet/api-client';
import { Link } from '../../../lib/router';
import { t } from '../texts';
import styles from './profile.module.css';

/** Followers, following and country; on one's own profile the counts open the network lists. */
export function ProfileFacts({ profile }: { profile: Profile }) {
  const count = (value: number, tab: 'followers' | 'following') =>
    profile.is_self ? <Link to={`/network/${tab}`}>{value}</Link> : value;
  const country = profile.country ? countryName(profile.country) : null;
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
