import { CardScreen, cardScreenStyles as styles } from '../../components/card-screen';
import { text } from './texts';

/** A request we refuse: shown here, on our origin; nobody is sent to the unverified redirect_uri. */
export function InvalidRequest({ reason }: { reason: string }) {
  return (
    <CardScreen title={text('invalid_title')}>
      <p>{text('invalid_body')}</p>
      <p className={styles.warning} role="alert">
        {text('invalid_reason', { reason })}
      </p>
    </CardScreen>
  );
}
