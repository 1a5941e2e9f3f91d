import { CardScreen } from '@optwallet/auth-web';
import { Redirect } from 'wouter';
import { CONSENT_HOME } from '../../lib/home';
import { session } from '../../lib/session';
import { text } from '../../lib/texts';

/** Signed out, a visit without a request: there is nothing to sign in to here. */
function IncompleteRequest() {
  return (
    <CardScreen title={text('incomplete_title')}>
      <p>{text('incomplete_body')}</p>
    </CardScreen>
  );
}

/** Any path the app does not know: signed in, its home; signed out, "This request is incomplete". */
export function IncompleteRequestRoute() {
  return session.useSignedIn() ? <Redirect to={CONSENT_HOME} replace /> : <IncompleteRequest />;
}
