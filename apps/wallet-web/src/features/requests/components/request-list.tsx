import type { PaymentRequestRecord } from '@optwallet/api-client';
import { displayTokenAmount } from '@optwallet/domain';
import { Button, ConfirmDialog, EmptyState, Skeleton } from '@optwallet/ui';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Suspense, lazy, useState } from 'react';
import { paymentRequestPagesQuery } from '../../../lib/payment-requests';
import { useRequestActions } from '../hooks/use-request-actions';
import { t } from '../texts';
import { RequestRow, otherPerson, personName } from './request-row';
import styles from './requests.module.css';

// Only when the payer presses Pay: the review, its fee estimate and the wallet key field.
const PayRequestModal = lazy(() => import('./pay-request-modal'));

type Direction = 'incoming' | 'outgoing';

/** One tab of /requests: the requests to pay, or those the viewer made, 20 at a time. */
export function RequestList({ direction, openOnly }: { direction: Direction; openOnly: boolean }) {
  const list = useInfiniteQuery(
    paymentRequestPagesQuery({ direction, ...(openOnly ? { state: 'open' as const } : {}) }),
  );
  const actions = useRequestActions();
  const [paying, setPaying] = useState<PaymentRequestRecord | null>(null);
  const [declining, setDeclining] = useState<PaymentRequestRecord | null>(null);
  const [cancelling, setCancelling] = useState<PaymentRequestRecord | null>(null);

  // The dialogs stay mounted, in one place, whatever the list shows: a paid request leaves the open list while
  // its review still shows "Transfer Successful!".
  const dialogs = (
    <>
      {paying ? (
        <Suspense fallback={null}>
          <PayRequestModal request={paying} onClose={() => setPaying(null)} />
        </Suspense>
      ) : null}
      <ConfirmDialog
        open={declining !== null}
        onOpenChange={(open) => (open ? undefined : setDeclining(null))}
        title={t('requests.decline_title')}
        description={
          declining
            ? t('requests.decline_body', {
                name: personName(otherPerson(declining)),
                amount: displayTokenAmount(declining.amount, declining.symbol),
              })
            : ''
        }
        confirmLabel={t('requests.decline')}
        cancelLabel={t('requests.keep')}
        tone="danger"
        confirming={actions.decline.isPending}
        onConfirm={async () => {
          if (declining) await actions.decline.mutateAsync(declining);
          setDeclining(null);
        }}
      />
      <ConfirmDialog
        open={cancelling !== null}
        onOpenChange={(open) => (open ? undefined : setCancelling(null))}
        title={t('requests.cancel_title')}
        description={
          cancelling ? t('requests.cancel_body', { name: personName(otherPerson(cancelling)) }) : ''
        }
        confirmLabel={t('requests.cancel')}
        cancelLabel={t('requests.keep')}
        tone="danger"
        confirming={actions.cancel.isPending}
        onConfirm={async () => {
          if (cancelling) await actions.cancel.mutateAsync(cancelling);
          setCancelling(null);
        }}
      />
    </>
  );

  const content = (() => {
    if (list.isPending) {
      return (
        <div
          className={styles.list}
          role="status"
          aria-busy="true"
          aria-label={t('common.loading')}
        >
          {Array.from({ length: 3 }, (_, index) => (
            <Skeleton key={index} height={72} />
          ))}
        </div>
      );
    }
    if (list.isError) {
      return (
        <EmptyState
          title={t('requests.load_failed')}
          description={list.error.message}
          action={<Button onClick={() => void list.refetch()}>{t('requests.retry')}</Button>}
        />
      );
    }
    const requests = list.data.pages.flatMap((page) => page.data);
    if (requests.length === 0) {
      const title = openOnly ? `requests.empty_${direction}_open` : `requests.empty_${direction}`;
      return (
        <EmptyState
          title={t(title as `requests.empty_${Direction}`)}
          description={t(`requests.empty_${direction}_body`)}
        />
      );
    }
    return (
      <div className={styles.list}>
        <ul className={styles.items} aria-label={t(`requests.tab_${direction}`)}>
          {requests.map((request) => (
            <li key={request.id}>
              <RequestRow
                request={request}
                onPay={setPaying}
                onDecline={setDeclining}
                onCancel={setCancelling}
              />
            </li>
          ))}
        </ul>
        {list.hasNextPage ? (
          <Button
            variant="ghost"
            loading={list.isFetchingNextPage}
            onClick={() => void list.fetchNextPage()}
          >
            {t('requests.load_more')}
          </Button>
        ) : null}
      </div>
    );
  })();

  return (
    <>
      {content}
      {dialogs}
    </>
  );
}
