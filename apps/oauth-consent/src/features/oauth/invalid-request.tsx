import { Page, pageStyles } from '../../components/page';
import { text } from '../../lib/texts';

/** A request we refuse: shown here, on our origin; nobody is sent to the unverified redirect_uri. */
export function InvalidRequest({ reason }: { reason: string }) {
  return (
    <Page title={text('invalid_title')}>
      <p>{text('invalid_body')}</p>
      <p className={pageStyles.warning} role="alert">
        {text('invalid_reason', { reason })}
      </p>
    </Page>
  );
}
