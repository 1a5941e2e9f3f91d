import { isApiError } from '@optwallet/api-client';
import { displayName, displayLongDate, inviteLink } from '@optwallet/domain';
import { Avatar, Button, Card, EmptyState, QrCard, Skeleton, SkeletonText } from '@optwallet/ui';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from '../../../lib/router';
import { t } from '../texts';
import { profileQuery } from '../../../lib/social-cache';
import { ProfileFacts } from '../components/profile-facts';
import styles from '../components/profile.module.css';
import { PublicActions } from '../components/public-actions';
import { ReceiveQr } from '../components/receive-qr';
import { YouAndThem } from '../components/you-and-them';

/**
 * /profile and /followers: the user's own profile with the QR code of the invite link.
 * /profile/{id or username}: anyone's public profile (from contact search, notifications, /c/{code}).
 */
export function Component() {
  const { value } = useParams();
  const query = useQuery({ ...profileQuery(value || undefined), retry: false });

  if (query.isPending) {
    return (
      <Card className={styles.card} role="status" aria-busy="true" aria-label={t('common.loading')}>
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
        action={<Link to="/network/following">{t('profile.network')}</Link>}
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
  // Someone else's: "You and Ana" and their receive QR, unless one of you blocked the other.
  const other = !profile.is_self && !profile.blocked;
  return (
    <div className={styles.page} data-own={profile.is_self} data-aside={profile.is_self || other}>
      <Card className={styles.card}>
        <div className={styles.identity}>
          <Avatar name={name} src={profile.avatar} size="xl" alt="" />
          <div className={styles.names}>
            <h1 className={styles.name}>{name}</h1>
            {profile.username ? <p className={styles.username}>@{profile.username}</p> : null}
            <p className={styles.muted}>
              {t('profile.member_since', { date: displayLongDate(profile.created_at) })}
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
      {other ? <YouAndThem profile={profile} /> : null}
      {other ? <ReceiveQr profile={profile} name={name} /> : null}
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
