import { isApiError } from '@optwallet/api-client';
import type { PaymentRequestRecord, PayPaymentRequestResponse } from '@optwallet/api-client';
import { chainName, displayName, displayTokenAmount, isNativeChain } from '@optwallet/domain';
import { Button, FormField, Modal, PasswordField, Spinner, toast } from '@optwallet/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useRef, useState } from 'react';
import { api } from '../../../lib/api';
import { useFirstWallet } from '../../../lib/account';
import { invalidateMoney } from '../../../lib/money/queries';
import { invalidateRequests } from '../../../lib/payment-requests';
import { FeePaidByProduct, productPaysFee } from '../../../components/money/fee-paid-by';
import { t } from '../texts';
import styles from './requests.module.css';

/** `closed`: nothing was sent, the request is no longer payable (paid from another tab, declined…). */
type Step = 'review' | 'paying' | 'paid' | 'closed' | 'failed';

/**
 * The send review of a request, prefilled and locked: the receiver, amount, token and memo come
 * from the request and cannot be edited; the payer only types the wallet key. The server builds
 * the send from the request itself (POST /payment-requests/{id}/pay), so a retried or doubled
 * Pay (another tab) makes one transfer. The dialog sends one Idempotency-Key for all its tries:
 * its own retries hear its payment again, while a second tab hears 409 "This request was
 * already paid." and says nothing was sent. A wrong key (400) stays on the review, as a send does.
 */
export default function PayRequestModal({
  request,
  onClose,
}: {
  request: PaymentRequestRecord;
  onClose: () => void;
}) {
  const queryClient = useQueryClient();
  const wallet = useFirstWallet();
  const [step, setStep] = useState<Step>('review');
  const [passcode, setPasscode] = useState('');
  const [passcodeError, setPasscodeError] = useState<string>();
  const [failure, setFailure] = useState('');
  const [result, setResult] = useState<PayPaymentRequestResponse>();
  const inFlight = useRef(false);
  const [submission] = useState(() => crypto.randomUUID());
  const name = displayName(request.requester) || request.requester.username || '';
  const amount = displayTokenAmount(request.amount, request.symbol);
  // Product §5: a memo travels only with a send on the native chain (the server decides the same).
  const memo = isNativeChain(request.chainId) ? request.memo : '';
  const feeSymbol = isNativeChain(request.chainId) ? 'OPT' : 'ETH';

  const fee = useQuery({
    queryKey: ['payment-request-preview', request.id, wallet?.id],
    enabled: wallet !== null,
    retry: false,
    queryFn: ({ signal }) =>
      api.wallets.transferPreview(
        wallet?.id ?? '',
        {
          amount: request.amount,
          chainId: request.chainId,
          symbol: request.symbol,
          to: request.to,
          transferType: 'send',
          ...(memo ? { memo } : {}),
        },
        { signal },
      ),
  });

  const pay = async (event: FormEvent) => {
    event.preventDefault();
    if (inFlight.current) return;
    if (passcode === '') return setPasscodeError(t('validation.wallet_key_required'));
    inFlight.current = true;
    setStep('paying');
    try {
      const paid = await api.social.payPaymentRequest(request.id, passcode, {
        idempotencyKey: submission,
      });
      setResult(paid);
      setStep('paid');
      void invalidateMoney(queryClient);
    } catch (error) {
      const status = isApiError(error) ? error.status : 0;
      const message = error instanceof Error ? error.message : String(error);
      if (status === 409) {
        // Paid from another tab, or declined or expired meanwhile: the screen says it.
        setFailure(message);
        setStep('closed');
        return;
      }
      toast.error(message, { id: 'pay-request' });
      // Product §4: a 400/401 (a wrong wallet key) returns to the review; anything else fails.
      if (status === 400 || status === 401) {
        setPasscodeError(message);
        setStep('review');
      } else {
        setFailure(message);
        setStep('failed');
      }
    } finally {
      inFlight.current = false;
      void invalidateRequests(queryClient);
    }
  };

  return (
    <Modal
      open
      onOpenChange={(open) => (open || step === 'paying' ? undefined : onClose())}
      title={t('requests.pay_title', { name })}
      description={step === 'review' ? t('requests.pay_description') : undefined}
      size="sm"
    >
      <div className={styles.pay} data-state={step}>
        {step === 'review' ? (
          <form onSubmit={(event) => void pay(event)} noValidate className={styles.payForm}>
            <dl className={styles.review}>
              <div>
                <dt>{t('requests.review_to')}</dt>
                <dd>
                  <strong>{name}</strong>
                  <span className={styles.address}>{request.to}</span>
                </dd>
              </div>
              <div>
                <dt>{t('requests.review_amount')}</dt>
                <dd data-testid="pay-amount">{amount}</dd>
              </div>
              <div>
                <dt>{t('requests.review_network')}</dt>
                <dd>{chainName(request.chainId)}</dd>
              </div>
              {memo ? (
                <div>
                  <dt>{t('requests.review_memo')}</dt>
                  <dd>“{memo}”</dd>
                </div>
              ) : null}
              {fee.data && productPaysFee(fee.data) ? null : (
                <div>
                  <dt>{t('requests.review_fee')}</dt>
                  <dd>
                    {fee.isPending
                      ? t('requests.review_fee_loading')
                      : fee.isError
                        ? t('requests.review_fee_failed', { message: fee.error.message })
                        : displayTokenAmount(fee.data.gasFeeEstimate, feeSymbol)}
                  </dd>
                </div>
              )}
              {(fee.data?.balancesAfter ?? []).map((balance) => (
                // A pay is a send: the token's balance, and the fee's when that is another token.
                <div key={`${balance.chainId}:${balance.symbol}`}>
                  <dt>{t('requests.review_balance_after')}</dt>
                  <dd>{displayTokenAmount(balance.amount, balance.symbol, 18)}</dd>
                </div>
              ))}
            </dl>
            {fee.data && productPaysFee(fee.data) ? <FeePaidByProduct /> : null}
            {wallet === null ? <p role="alert">{t('requests.no_wallet')}</p> : null}
            <FormField label={t('requests.passcode')} error={passcodeError} required>
              <PasswordField
                value={passcode}
                autoComplete="off"
                onChange={(event) => {
                  setPasscode(event.target.value);
                  setPasscodeError(undefined);
                }}
              />
            </FormField>
            <Button type="submit" disabled={wallet === null}>
              {t('requests.confirm_pay', { amount })}
            </Button>
          </form>
        ) : step === 'paying' ? (
          <div className={styles.centered} role="status">
            <Spinner />
            <p>{t('requests.paying')}</p>
          </div>
        ) : step === 'paid' ? (
          <div className={styles.centered} role="status">
            <h3 className={styles.resultTitle}>{t('requests.paid_title')}</h3>
            <p>{t('requests.paid_body', { name, amount })}</p>
            {result?.transfer.blockExplorerLink ? (
              <a href={result.transfer.blockExplorerLink} target="_blank" rel="noreferrer">
                {t('requests.view_explorer')}
              </a>
            ) : null}
            <Button onClick={onClose}>{t('requests.done')}</Button>
          </div>
        ) : step === 'closed' ? (
          <div className={styles.centered} role="alert">
            <h3 className={styles.resultTitle}>{t('requests.closed_title')}</h3>
            <p data-testid="pay-closed-reason">{failure}</p>
            <Button onClick={onClose}>{t('requests.done')}</Button>
          </div>
        ) : (
          <div className={styles.centered} role="alert">
            <h3 className={styles.resultTitle}>{t('requests.failed_title')}</h3>
            <p>{failure}</p>
            <Button onClick={() => setStep('review')}>{t('requests.try_again')}</Button>
          </div>
        )}
      </div>
    </Modal>
  );
}
