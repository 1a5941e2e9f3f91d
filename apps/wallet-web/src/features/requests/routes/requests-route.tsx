import { Tabs, TabsContent, TabsList, TabsTrigger } from '@optwallet/ui';
import { useNavigate, useSearchParams } from '../../../lib/router';
import { RequestList } from '../components/request-list';
import { t } from '../texts';
import styles from '../components/requests.module.css';

const TABS = ['incoming', 'outgoing'] as const;
type Tab = (typeof TABS)[number];

/**
 * /requests: payment requests to pay (Pay, Decline) and those the user made (Cancel), open ones
 * first by default. ?tab=outgoing opens the second tab (the requester's notifications link there).
 */
export function Component() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const tab: Tab = params.get('tab') === 'outgoing' ? 'outgoing' : 'incoming';
  const openOnly = params.get('show') !== 'all';
  const go = (next: { tab?: Tab; openOnly?: boolean }) => {
    const search = new URLSearchParams();
    if ((next.tab ?? tab) === 'outgoing') search.set('tab', 'outgoing');
    if (!(next.openOnly ?? openOnly)) search.set('show', 'all');
    const query = search.toString();
    void navigate(`/requests${query ? `?${query}` : ''}`, { replace: true });
  };

  return (
    <section className={styles.page}>
      <div className={styles.header}>
        <h1 className={styles.title}>{t('requests.title')}</h1>
        <div className={styles.filter} role="group" aria-label={t('requests.title')}>
          <button
            type="button"
            aria-pressed={openOnly}
            className={styles.filterButton}
            onClick={() => go({ openOnly: true })}
          >
            {t('requests.show_open')}
          </button>
          <button
            type="button"
            aria-pressed={!openOnly}
            className={styles.filterButton}
            onClick={() => go({ openOnly: false })}
          >
            {t('requests.show_all')}
          </button>
        </div>
      </div>
      <Tabs value={tab} onValueChange={(next) => go({ tab: next as Tab })}>
        <TabsList aria-label={t('requests.tabs')}>
          {TABS.map((name) => (
            <TabsTrigger key={name} value={name}>
              {t(`requests.tab_${name}`)}
            </TabsTrigger>
          ))}
        </TabsList>
        {TABS.map((name) => (
          <TabsContent key={name} value={name} forceMount hidden={name !== tab}>
            {name === tab ? <RequestList direction={name} openOnly={openOnly} /> : null}
          </TabsContent>
        ))}
      </Tabs>
    </section>
  );
}
