import { Button, Card, toast, useCopy } from '@optwallet/ui';
import { t } from '../texts';
import styles from './network.module.css';

/** The invite link {host}/c/{username or id} with copy, and share where the browser can (navigator.share). */
export function InviteLinkCard({ link }: { link: string }) {
  const { copy } = useCopy();
  const canShare = typeof navigator !== 'undefined' && typeof navigator.share === 'function';

  const copyLink = async () => {
    if (await copy(link)) toast.success(t('toast.invite_link_copied'));
  };
  const share = async () => {
    try {
      await navigator.share({ title: t('network.share_title'), url: link });
    } catch {
      // The user closed the share sheet: nothing to report.
    }
  };

  return (
    <Card className={styles.invite}>
      <div>
        <h2 className={styles.inviteTitle}>{t('network.invite_title')}</h2>
        <p className={styles.muted}>{t('network.invite_body')}</p>
      </div>
      <div className={styles.linkRow}>
        <code className={styles.link} data-testid="invite-link">
          {link}
        </code>
        <Button variant="secondary" size="sm" onClick={() => void copyLink()}>
          {t('contacts.copy_invite_link')}
        </Button>
        {canShare ? (
          <Button variant="ghost" size="sm" onClick={() => void share()}>
            {t('network.share')}
          </Button>
        ) : null}
      </div>
    </Card>
  );
}
