import { Link } from 'wouter';
import { Page, pageStyles } from '../../components/page';
import { useLoggedIn } from '../../lib/session';
import { text } from '../../lib/texts';

/** The standalone app has no `/` product: a request without client or return address ends here. */
export function IncompleteRequest({ signedIn }: { signedIn: boolean }) {
  return (
    <Page title={text('incomplete_title')}>
      <p>{text('incomplete_body')}</p>
      {signedIn ? (
        <Link className={pageStyles.link} to="/connected-apps">
          {text('connected_apps_link')}
        </Link>
      ) : null}
    </Page>
  );
}

/** Any path the app does not know. */
export function IncompleteRequestRoute() {
  return <IncompleteRequest signedIn={useLoggedIn()} />;
}
