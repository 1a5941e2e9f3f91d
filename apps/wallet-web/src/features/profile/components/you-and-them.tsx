import type { PaymentBetween, PaymentRequestRecord, Profile } from '@optwallet/api-client';
import { displayName, displayShortDate, displayTokenAmount } from '@optwallet/domain';
import { Button, Card, SkeletonText, TransactionRow } from '@optwallet/ui';
import { useQuery } from '@tanstack/react-query';
import { Suspense, lazy, useState } from 'react';
import { Link } from '../../../lib/router';
import { paymentRequestsQuery } from '../../../lib/payment-requests';
import { RequestStateChip } from '../../../lib/request-state-chip';
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

/** A request is not a transaction: no sign, its state instead. */
function RequestRow({ request, name }: { request: PaymentRequestRecord; name: string }) {
  const incoming = request.direction === 'incoming';
  const date = displayShortDate(request.created_at);
  return (
    <div className={styles.requestRow} data-testid="request-between" data-state={request.state}>
      <span className={styles.requestText}>
        <strong>
          {incoming ? t('profile.they_requested', { name }) : t('profile.you_requested')}{' '}
          {displayTokenAmount(request.amount, request.symbol)}
        </strong>
        <span className={styles.muted}>{request.memo ? `“${request.memo}” · ${date}` : date}</span>
      </span>
      <RequestStateChip state={request.state}>
        {t(`profile.request_state_${request.state}`)}
      </RequestStateChip>
    </div>
  );
}

/** The payment requests between the viewer and this person, both ways, newest first. */
function RequestsBetween({ profile, name }: { profile: Profile; name: string }) {
  const requests = useQuery(paymentRequestsQuery({ with: profile.id }));
  if (requests.isPending) return <SkeletonText lines={2} />;
  if (requests.isError) {
    return (
      <p className={styles.muted} role="alert">
        {t('profile.requests_failed')}{' '}
        <Button variant="ghost" size="sm" onClick={() => void requests.refetch()}>
          {t('profile.retry')}
        </Button>
      </p>
    );
  }
  const rows = requests.data.data;
  if (rows.length === 0) return null;
  const open = rows.some((request) => request.state === 'open');
  return (
    <>
      <ul className={styles.requests} aria-label={t('profile.requests_label', { name })}>
        {rows.map((request) => (
          <li key={request.id}>
            <RequestRow request={request} name={name} />
          </li>
        ))}
      </ul>
      {open ? <Link to="/requests">{t('profile.open_requests')}</Link> : null}
    </>
  );
}

/**
 * "You and Ana" (issue 19): the payments between the viewer and this person, with their memos,
 * and the two things one does with a friend's money: Send, and Request (an open request they
 * can pay or decline), with the requests between the two and their states.
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
      <RequestsBetween profile={profile} name={name} />
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
