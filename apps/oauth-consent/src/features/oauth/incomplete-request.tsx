import { Redirect } from 'wouter';
import { Page } from '../../components/page';
import { useLoggedIn } from '../../lib/session';
import { text } from '../../lib/texts';

/**
 * This app's `/` of spec §2 ("signed in without client_id or redirect_uri, go to /"; unknown
 * paths of the signed-in set go there too): the Connected apps page.
 */
export const CONSENT_HOME = '/connected-apps';

/** Signed out, a visit without a request: there is nothing to sign in to here. */
function IncompleteRequest() {
  return (
    <Page title={text('incomplete_title')}>
      <p>{text('incomplete_body')}</p>
    </Page>
  );
}

/** Any path the app does not know: signed in, its home; signed out, "This request is incomplete". */
export function IncompleteRequestRoute() {
  return useLoggedIn() ? <Redirect to={CONSENT_HOME} replace /> : <IncompleteRequest />;
}
