import { displayTokenAmount, loginPathFor, readPaymentLink } from '@optwallet/domain';
import { Button } from '@optwallet/ui';
import { CenteredPage, pageStyles } from '../../../components/centered-page';
import { Link, useLocation, useNavigate, useParams } from '../../../lib/router';
import { paymentLinkProblem } from '../lib/payment-link-problem';
import { t } from '../texts';

/**
 * /pay/{username} signed out (Cash App's cash.app/$name page): who asks for what, read from the
 * link alone (no call: nothing about the person is public), and "Sign in to pay", which comes
 * back to the link, now the prefilled send (through the 2-step code, onboarding and wallet
 * setup alike). A new person signs up from here and lands there too.
 */
export function Component() {
  const { username = '' } = useParams();
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const here = `${pathname}${search}`;
  const reading = readPaymentLink(username, search);
  const link = reading.ok ? reading.link : reading.withoutAmount;
  const refused = reading.ok ? null : paymentLinkProblem(reading);
  const signUp = `/signup?${new URLSearchParams({ next: here }).toString()}`;

  return (
    <CenteredPage
      title={link ? t('pay.landing_title', { username: link.username }) : t('pay.title')}
      subtitle={
        link && !refused
          ? link.amount
            ? t('pay.landing_asks', {
                username: link.username,
                amount: displayTokenAmount(link.amount, link.symbol),
              })
            : t('pay.landing_asks_any', { username: link.username, symbol: link.symbol })
          : undefined
      }
      footer={
        link ? (
          <p>
            {t('pay.landing_new')}{' '}
            <Link className={pageStyles.link} href={signUp}>
              {t('pay.landing_sign_up')}
            </Link>
          </p>
        ) : undefined
      }
    >
      <div className={pageStyles.form} data-testid="pay-landing">
        {refused ? (
          <>
            <p className={pageStyles.warning} role="alert">
              {refused.problem}
            </p>
            <p className={pageStyles.muted}>{refused.next}</p>
          </>
        ) : null}
        {link?.memo && !refused ? <p>{t('pay.landing_memo', { memo: link.memo })}</p> : null}
        {link ? (
          <>
            <Button onClick={() => void navigate(loginPathFor(here))}>
              {t('pay.landing_sign_in')}
            </Button>
            <p className={pageStyles.muted}>{t('pay.landing_note')}</p>
          </>
        ) : null}
      </div>
    </CenteredPage>
  );
}
