import { displayTokenAmount, readPaymentLink, type PaymentLink } from '@optwallet/domain';
import { Button, Modal } from '@optwallet/ui';
import { useState } from 'react';
import { useUser } from '../../../lib/account';
import { useLocation, useNavigate, useParams } from '../../../lib/router';
import { SendReceiveModal } from '../components/send-receive-modal';
import { paymentLinkProblem } from '../lib/payment-link-problem';
import { t } from '../texts';
import styles from '../components/send-receive.module.css';

const HOME = '/dashboard';

/**
 * /pay/{username}?amount&token&memo signed in (a payment link, Receive's "Payment link"): the
 * Send flow for the payer, prefilled with the receiver, token, amount and memo, at its review
 * when the link has an amount (the form when something needs the payer: the balance, an unknown
 * username). A link whose amount does not read says so and fills in no amount; a link to
 * oneself says so. Signed out, the link's landing asks for a sign-in that comes back here.
 */
export function Component() {
  const { username = '' } = useParams();
  const { search } = useLocation();
  const navigate = useNavigate();
  const user = useUser();
  const reading = readPaymentLink(username, search);
  const [withoutAmount, setWithoutAmount] = useState(false);
  const close = () => void navigate(HOME, { replace: true });

  const link: PaymentLink | null = reading.ok
    ? reading.link
    : withoutAmount
      ? reading.withoutAmount
      : null;
  if (!link && !reading.ok) {
    const { problem, next } = paymentLinkProblem(reading);
    return (
      <Modal
        open
        onOpenChange={(open) => (open ? undefined : close())}
        title={t('pay.title')}
        size="sm"
        closeLabel={t('money.close')}
      >
        <div className={styles.form} data-state="refused">
          <p role="alert">{problem}</p>
          <p className={styles.muted}>{next}</p>
          {reading.withoutAmount ? (
            <Button onClick={() => setWithoutAmount(true)}>{t('pay.send_without_amount')}</Button>
          ) : null}
          <Button variant="secondary" onClick={close}>
            {t('money.close')}
          </Button>
        </div>
      </Modal>
    );
  }
  if (!link) return null;

  if (user?.username?.toLowerCase() === link.username.toLowerCase()) {
    const what = link.amount ? displayTokenAmount(link.amount, link.symbol) : link.symbol;
    return (
      <Modal
        open
        onOpenChange={(open) => (open ? undefined : close())}
        title={t('pay.own_title')}
        size="sm"
        closeLabel={t('money.close')}
      >
        <div className={styles.form} data-state="own-link">
          <p>{t('pay.own_body', { what })}</p>
          <Button onClick={close}>{t('money.close')}</Button>
        </div>
      </Modal>
    );
  }

  return (
    <SendReceiveModal
      open
      onOpenChange={(open) => (open ? undefined : close())}
      prefill={{
        receiver: `@${link.username}`,
        token: `${link.chainId}:${link.symbol}`,
        amount: link.amount,
        memo: link.memo,
      }}
    />
  );
}
