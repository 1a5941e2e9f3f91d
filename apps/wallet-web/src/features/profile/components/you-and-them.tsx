import type { PaymentBetween, Profile } from '@optwallet/api-client';
import { displayName, displayShortDate, displayTokenAmount } from '@optwallet/domain';
import { Button, Card, SkeletonText, TransactionRow } from '@optwallet/ui';
import { Suspense, lazy, useState } from 'react';
import { useOpenSendReceive } from '../../../lib/send-receive-link';
import { usePaymentsBetween } from '../hooks/use-payments-between';
import { t } from '../texts';
import styles from './profile.module.css';

// Only once the viewer asks for money: the form, its token select and its validation.
const RequestPaymentModal = lazy(() => import('./request-payment-modal'));

function firstName(profile: Profile): string {
  return profile.first_name?.trim() || displayName(profile);
}

function PaymentRow({ payment, name }: { payment: PaymentBetween; name: string }) {
  const sent = payment.direction === 'sent';
  const date = displayShortDate(payment.created_at);
  return (
    <TransactionRow
      kind={sent ? 'send' : 'receive'}
      title={t(sent ? 'profile.you_paid' : 'profile.paid_you', { name })}
      subtitle={payment.memo ? `“${payment.memo}” · ${date}` : date}
      amount={displayTokenAmount(payment.amount, payment.symbol)}
    />
  );
}

/**
 * "You and Ana" (issue 19): the payments between the viewer and this person, with their memos,
 * and the two things one does with a friend's money: Send, and Request (a notification to them).
 */
export function YouAndThem({ profile }: { profile: Profile }) {
  const openSendReceive = useOpenSendReceive();
  const [requesting, setRequesting] = useState(false);
  const payments = usePaymentsBetween(profile.id);
  const name = firstName(profile);
  const rows = payments.data?.pages.flatMap((page) => page.data) ?? [];
  const recipient = profile.username ?? profile.id;

  return (
    <Card className={styles.card}>
      <h2 className={styles.sectionTitle}>{t('profile.you_and', { name })}</h2>
      <div className={styles.actions}>
        <Button onClick={() => openSendReceive({ to: recipient })}>{t('profile.send')}</Button>
        <Button variant="secondary" onClick={() => setRequesting(true)}>
          {t('profile.request')}
        </Button>
      </div>
      {payments.isPending ? (
        <SkeletonText lines={3} />
      ) : payments.isError ? (
        <p className={styles.muted} role="alert">
          {t('profile.payments_failed')}{' '}
          <Button variant="ghost" size="sm" onClick={() => void payments.refetch()}>
            {t('profile.retry')}
          </Button>
        </p>
      ) : rows.length === 0 ? (
        <p className={styles.muted}>{t('profile.payments_empty')}</p>
      ) : (
        <ul className={styles.payments} aria-label={t('profile.payments_label', { name })}>
          {rows.map((payment) => (
            <li key={payment.hash}>
              <PaymentRow payment={payment} name={name} />
            </li>
          ))}
        </ul>
      )}
      {payments.hasNextPage ? (
        <Button
          variant="ghost"
          loading={payments.isFetchingNextPage}
          onClick={() => void payments.fetchNextPage()}
        >
          {t('profile.more_payments')}
        </Button>
      ) : null}
      {requesting ? (
        <Suspense fallback={null}>
          <RequestPaymentModal profile={profile} name={name} onClose={() => setRequesting(false)} />
        </Suspense>
      ) : null}
    </Card>
  );
}
