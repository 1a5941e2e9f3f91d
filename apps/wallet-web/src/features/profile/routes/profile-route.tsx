import { isApiError } from '@optwallet/api-client';
import { displayName, inviteLink } from '@optwallet/domain';
import { Avatar, Button, Card, EmptyState, QrCard, Skeleton, SkeletonText } from '@optwallet/ui';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { useText } from '../../../i18n/use-text';
import { formatLongDate, profileQuery } from '../../../lib/social-cache';
import { ProfileFacts } from '../components/profile-facts';
import styles from '../components/profile.module.css';
import { PublicActions } from '../components/public-actions';

/**
 * /profile and /followers: the user's own profile with the QR code of the invite link.
 * /profile/{id or username}: anyone's public profile (from contact search, notifications, /c/{code}).
 */
export function Component() {
  const t = useText();
  const { value } = useParams();
  const query = useQuery({ ...profileQuery(value || undefined), retry: false });

  if (query.isPending) {
    return (
      <Card className={styles.card} aria-busy="true" aria-label={t('common.loading')}>
        <div className={styles.skeleton}>
          <Skeleton shape="circle" width={72} height={72} />
          <SkeletonText lines={2} style={{ flex: 1 }} />
        </div>
        <SkeletonText lines={3} />
      </Card>
    );
  }
  if (query.isError) {
    const missing = isApiError(query.error) && query.error.status === 404;
    return missing ? (
      <EmptyState
        title={t('profile.not_found')}
        description={t('profile.not_found_body')}
        action={<Link to="/network/following">{t('network.title')}</Link>}
      />
    ) : (
      <EmptyState
        title={t('profile.load_failed')}
        action={<Button onClick={() => void query.refetch()}>{t('profile.retry')}</Button>}
      />
    );
  }

  const profile = query.data;
  const name = displayName(profile);
  const link = inviteLink(window.location.origin, profile);
  return (
    <div className={styles.page} data-own={profile.is_self}>
      <Card className={styles.card}>
        <div className={styles.identity}>
          <Avatar name={name} src={profile.avatar} size="xl" alt="" />
          <div className={styles.names}>
            <h1 className={styles.name}>{name}</h1>
            {profile.username ? <p className={styles.username}>@{profile.username}</p> : null}
            <p className={styles.muted}>
              {t('profile.member_since', { date: formatLongDate(profile.created_at) })}
            </p>
          </div>
        </div>
        <p className={styles.bio}>{profile.bio?.trim() || t('profile.bio_empty')}</p>
        <ProfileFacts profile={profile} />
        {profile.blocked ? <p className={styles.muted}>{t('profile.blocked_note')}</p> : null}
        {profile.is_self ? (
          <div className={styles.actions}>
            <Link to="/settings/profile" className={styles.editLink}>
              {t('profile.edit')}
            </Link>
          </div>
        ) : (
          <PublicActions profile={profile} />
        )}
      </Card>
      {profile.is_self ? (
        <QrCard
          className={styles.qr}
          value={link}
          title={t('profile.qr_title')}
          caption={<span className={styles.caption}>{link}</span>}
          qrLabel={t('profile.qr_label', { link })}
          downloadLabel={t('profile.download_qr')}
          downloadErrorText={t('error.qr_download_failed')}
          fileName={`optwallet-${profile.username ?? profile.id}.png`}
        />
      ) : null}
    </div>
  );
}
