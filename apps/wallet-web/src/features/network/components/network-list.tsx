import type { NetworkTab, NetworkUser } from '@optwallet/api-client';
import { displayName, displayLongDate } from '@optwallet/domain';
import { Button, ContactRow, EmptyState, LoadMoreList, Skeleton } from '@optwallet/ui';
import { ChevronRight } from 'lucide-react';
import { Link } from '../../../lib/router';
import { useFollowToggle } from '../../../components/follow-toggle';
import { t } from '../texts';
import { useNetworkList } from '../hooks/use-network-list';
import styles from './network.module.css';

type TextKey = Parameters<typeof t>[0];

const EMPTY: Record<NetworkTab, [TextKey, TextKey]> = {
  following: ['network.empty_following', 'network.empty_following_body'],
  followers: ['network.empty_followers', 'network.empty_followers_body'],
  referrals: ['network.empty_referrals', 'network.empty_referrals_body'],
};

const COUNT: Record<NetworkTab, TextKey> = {
  following: 'network.count_following',
  followers: 'network.count_followers',
  referrals: 'network.count_referrals',
};

/** One network tab: people with follow / unfollow (or when they joined, for referrals), 30 at a time. */
export function NetworkList({ tab }: { tab: NetworkTab }) {
  const list = useNetworkList(tab);
  const follow = useFollowToggle();

  if (list.isPending) {
    return (
      <div
        className={styles.skeletons}
        role="status"
        aria-busy="true"
        aria-label={t('common.loading')}
      >
        {Array.from({ length: 3 }, (_, index) => (
          <Skeleton key={index} height={64} />
        ))}
      </div>
    );
  }
  if (list.isError) {
    return (
      <EmptyState
        title={t('network.load_failed')}
        action={<Button onClick={() => void list.refetch()}>{t('network.retry')}</Button>}
      />
    );
  }

  const [emptyTitle, emptyBody] = EMPTY[tab];
  const renderPerson = (person: NetworkUser) => {
    const name = displayName(person) || t('network.unnamed');
    const view = (
      <Link
        to={`/profile/${encodeURIComponent(person.id)}`}
        className={styles.viewLink}
        aria-label={t('contacts.view_profile', { name })}
      >
        <ChevronRight size={18} aria-hidden="true" />
      </Link>
    );
    return (
      <ContactRow
        className={tab === 'referrals' ? styles.referralRow : undefined}
        name={name}
        username={person.username ?? undefined}
        avatarSrc={person.avatar}
        following={person.following}
        action={
          <span className={styles.actions}>
            {tab === 'referrals' ? (
              <span className={styles.joined}>
                {t('network.joined', { date: displayLongDate(person.since) })}
              </span>
            ) : (
              <Button
                size="sm"
                variant={person.following ? 'secondary' : 'primary'}
                loading={follow.isBusy(person.id)}
                aria-pressed={person.following}
                aria-label={`${t(person.following ? 'contacts.unfollow' : 'contacts.follow')} ${name}`}
                onClick={() => follow.request({ id: person.id, following: person.following })}
              >
                {t(person.following ? 'contacts.unfollow' : 'contacts.follow')}
              </Button>
            )}
            {view}
          </span>
        }
      />
    );
  };

  return (
    <div className={styles.list}>
      {list.total ? <p className={styles.muted}>{t(COUNT[tab], { count: list.total })}</p> : null}
      <LoadMoreList
        items={list.people}
        getKey={(person) => person.id}
        renderItem={renderPerson}
        hasMore={list.hasNextPage}
        loadingMore={list.isFetchingNextPage}
        onLoadMore={() => void list.fetchNextPage()}
        loadMoreLabel={t('network.load_more')}
        listLabel={t(`network.tab_${tab}`)}
        empty={<EmptyState title={t(emptyTitle)} description={t(emptyBody)} />}
      />
      {follow.dialog}
    </div>
  );
}
