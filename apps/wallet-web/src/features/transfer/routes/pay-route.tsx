import { displayTokenAmount, readPaymentLink, type PaymentLink } from '@optwallet/domain';
import { Button, Modal } from '@optwallet/ui';
import { useState, type ReactNode } from 'react';
import { useUser } from '../../../lib/account';
import { useLocation, useNavigate, useParams } from '../../../lib/router';
import { SendReceiveModal } from '../components/send-receive-modal';
import { paymentLinkProblem } from '../lib/payment-link-problem';
import { t } from '../texts';
import styles from '../components/send-receive.module.css';

const HOME = '/dashboard';

/** What the link opens instead of a send: what is wrong with it, and Close. */
function LinkDialog({
  title,
  state,
  onClose,
  children,
}: {
  title: string;
  state: 'refused' | 'own-link';
  onClose: () => void;
  children: ReactNode;
}) {
  return (
    <Modal
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={title}
      size="sm"
      closeLabel={t('money.close')}
    >
      <div className={styles.form} data-state={state}>
        {children}
        <Button variant="secondary" onClick={onClose}>
          {t('money.close')}
        </Button>
      </div>
    </Modal>
  );
}

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
      <LinkDialog title={t('pay.title')} state="refused" onClose={close}>
        <p role="alert">{problem}</p>
        <p className={styles.muted}>{next}</p>
        {reading.withoutAmount ? (
          <Button onClick={() => setWithoutAmount(true)}>{t('pay.send_without_amount')}</Button>
        ) : null}
      </LinkDialog>
    );
  }
  if (!link) return null;

  if (user?.username?.toLowerCase() === link.username.toLowerCase()) {
    const what = link.amount ? displayTokenAmount(link.amount, link.symbol) : link.symbol;
    return (
      <LinkDialog title={t('pay.own_title')} state="own-link" onClose={close}>
        <p>{t('pay.own_body', { what })}</p>
      </LinkDialog>
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
