import { useUser } from '../../../lib/account';
import type { NetworkTab } from '@optwallet/api-client';
import { inviteLink } from '@optwallet/domain';
import { Button, Tabs, TabsContent, TabsList, TabsTrigger } from '@optwallet/ui';
import { useQuery } from '@tanstack/react-query';
import { Navigate, useNavigate, useParams } from '../../../lib/router';
import { t } from '../texts';
import { profileQuery } from '../../../lib/social-cache';
import { useContactsStore } from '../../../stores/contacts-store';
import { InviteLinkCard } from '../components/invite-link-card';
import { NetworkList } from '../components/network-list';
import styles from '../components/network.module.css';

const TABS: readonly NetworkTab[] = ['following', 'followers', 'referrals'];
const isTab = (value: string | undefined): value is NetworkTab =>
  TABS.includes(value as NetworkTab);

/** /network/{tab}: following, followers and referrals, the invite link, and Add Contacts. */
export function Component() {
  const navigate = useNavigate();
  const { tab } = useParams();
  const user = useUser();
  const openAddContacts = useContactsStore((s) => s.setInviteModalOpen);
  const own = useQuery(profileQuery(undefined));

  if (!isTab(tab)) return <Navigate to="/network/following" replace />;

  const counts: Partial<Record<NetworkTab, number>> = own.data
    ? { following: own.data.following_count, followers: own.data.followers_count }
    : {};

  return (
    <section className={styles.page}>
      <div className={styles.header}>
        <h1 className={styles.title}>{t('network.title')}</h1>
        <Button onClick={() => openAddContacts(true)}>{t('network.add_contacts')}</Button>
      </div>
      {user ? <InviteLinkCard link={inviteLink(window.location.origin, user)} /> : null}
      <Tabs value={tab} onValueChange={(next) => void navigate(`/network/${next}`)}>
        <TabsList aria-label={t('network.tabs')}>
          {TABS.map((name) => (
            <TabsTrigger key={name} value={name}>
              {t(`network.tab_${name}`)}
              {counts[name] !== undefined ? (
                <span className={styles.tabCount}>{counts[name]}</span>
              ) : null}
            </TabsTrigger>
          ))}
        </TabsList>
        {/* Only the open tab mounts its list: leaving a tab aborts its request. */}
        {TABS.map((name) => (
          <TabsContent
            key={name}
            value={name}
            forceMount
            hidden={name !== tab}
            className={styles.listHeader}
          >
            {name === tab ? <NetworkList tab={name} /> : null}
          </TabsContent>
        ))}
      </Tabs>
    </section>
  );
}
