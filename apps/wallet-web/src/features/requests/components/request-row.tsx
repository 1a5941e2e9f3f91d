import type { PaymentRequestRecord } from '@optwallet/api-client';
import { displayName, displayShortDate, displayTokenAmount } from '@optwallet/domain';
import { Avatar, Button } from '@optwallet/ui';
import { RequestStateChip } from '../../../lib/request-state-chip';
import { t } from '../texts';
import styles from './requests.module.css';

export function otherPerson(request: PaymentRequestRecord) {
  return request.direction === 'incoming' ? request.requester : request.payer;
}

export function personName(person: PaymentRequestRecord['requester']): string {
  return displayName(person) || (person.username ? `@${person.username}` : '');
}

/**
 * One request: who, how much, the memo, its state and date, and what the viewer can do with it
 * (the payer: Pay and Decline; the requester: Cancel; both only while it is open).
 */
export function RequestRow({
  request,
  onPay,
  onDecline,
  onCancel,
}: {
  request: PaymentRequestRecord;
  onPay: (request: PaymentRequestRecord) => void;
  onDecline: (request: PaymentRequestRecord) => void;
  onCancel: (request: PaymentRequestRecord) => void;
}) {
  const other = otherPerson(request);
  const name = personName(other);
  const incoming = request.direction === 'incoming';
  const open = request.state === 'open';
  const date = displayShortDate(request.created_at);
  return (
    <article
      className={styles.row}
      data-testid="payment-request"
      data-state={request.state}
      aria-label={`${incoming ? t('requests.asks_you', { name }) : t('requests.you_asked', { name })} ${displayTokenAmount(request.amount, request.symbol)}`}
    >
      <Avatar name={name} src={other.avatar} size="md" alt="" />
      <div className={styles.body}>
        <p className={styles.who}>
          {incoming ? t('requests.asks_you', { name }) : t('requests.you_asked', { name })}
        </p>
        <p className={styles.meta}>
          {request.memo ? <span className={styles.memo}>“{request.memo}”</span> : null}
          <span>
            {open ? t('requests.expires', { date: displayShortDate(request.expires_at) }) : date}
          </span>
        </p>
      </div>
      <div className={styles.side}>
        <span className={styles.amount}>{displayTokenAmount(request.amount, request.symbol)}</span>
        <RequestStateChip state={request.state}>
          {t(`requests.state_${request.state}`)}
        </RequestStateChip>
      </div>
      {open ? (
        <div className={styles.rowActions}>
          {incoming ? (
            <>
              <Button size="sm" onClick={() => onPay(request)}>
                {t('requests.pay')}
              </Button>
              <Button size="sm" variant="secondary" onClick={() => onDecline(request)}>
                {t('requests.decline')}
              </Button>
            </>
          ) : (
            <Button size="sm" variant="secondary" onClick={() => onCancel(request)}>
              {t('requests.cancel')}
            </Button>
          )}
        </div>
      ) : null}
    </article>
  );
}
