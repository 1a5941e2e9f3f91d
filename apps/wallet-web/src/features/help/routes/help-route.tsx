import { CenteredPage } from '../../../components/centered-page';
import { env } from '../../../config/env';
import { t } from '../texts';
import styles from './help-route.module.css';

const FAQ: Array<[string, string]> = [
  [
    'How do I get a wallet?',
    'Open Home or Wallet setup, choose a wallet key, write down your secret phrase and confirm it.',
  ],
  [
    'I forgot my wallet key.',
    'Open Settings, choose Update wallet key and prove it is you with your secret phrase. Keep the phrase offline and never share it.',
  ],
  [
    'Why was I signed out?',
    'For your safety you are signed out after a period without activity, and at least once a day.',
  ],
  [
    'How do invites work?',
    'Share your invite link; people who sign up through it appear under your referrals.',
  ],
];

/** Help & support: how to reach us and the frequent questions. */
export function Component() {
  return (
    <CenteredPage inShell wide title={t('help.title')}>
      <section aria-labelledby="help-contact">
        <h2 id="help-contact" className={styles.heading}>
          {t('help.contact_title')}
        </h2>
        <p>
          <strong>{t('help.email')}:</strong>{' '}
          <a href={`mailto:${env.VITE_SUPPORT_EMAIL}`}>{env.VITE_SUPPORT_EMAIL}</a>.{' '}
          {t('help.email_reply')}
        </p>
      </section>
      <section aria-labelledby="help-faq">
        <h2 id="help-faq" className={styles.heading}>
          {t('help.faq_title')}
        </h2>
        {FAQ.map(([question, answer]) => (
          <details key={question} className={styles.item}>
            <summary>{question}</summary>
            <p>{answer}</p>
          </details>
        ))}
      </section>
    </CenteredPage>
  );
}
