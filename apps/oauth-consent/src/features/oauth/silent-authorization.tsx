import { CardScreen, sessionStore } from '@optwallet/auth-web';
import { Spinner } from '@optwallet/ui';
import { useEffect, useState } from 'react';
import { session } from '../../lib/session';
import { text } from '../../lib/texts';

/**
 * OpenID Connect `prompt=none`: no screen at all. The server decides (with this origin's session
 * when there is one) and answers where to go back: a code, or login_required /
 * consent_required. Only a request the server cannot verify (client, redirect URI, scopes)
 * stays here, with its reason.
 */
export function SilentAuthorization({ search }: { search: string }) {
  const [problem, setProblem] = useState<string | null>(null);
  useEffect(() => {
    const query = new URLSearchParams(search);
    const value = (key: string) => query.get(key) ?? '';
    const maxAge = query.get('max_age');
    const signedIn = session.isSignedIn();
    void session
      .loadApi()
      .then((api) =>
        api.oauth.authorizeSilently(
          {
            client_id: value('client_id'),
            redirect_uri: value('redirect_uri'),
            scopes: value('scopes') || value('scope'),
            state: value('state'),
            code_challenge: value('code_challenge'),
            ...(query.get('nonce') ? { nonce: value('nonce') } : {}),
            ...(maxAge !== null && /^\d+$/.test(maxAge) ? { max_age: Number(maxAge) } : {}),
          },
          { bearer: signedIn ? (sessionStore.getAccessToken() ?? undefined) : undefined },
        ),
      )
      .then(({ redirect_url }) => window.location.replace(redirect_url))
      .catch((error: unknown) =>
        setProblem(error instanceof Error ? error.message : String(error)),
      );
  }, [search]);
  if (problem)
    return (
      <CardScreen title={text('silent_refused')}>
        <p role="alert">{problem}</p>
      </CardScreen>
    );
  return (
    <CardScreen title={text('silent_title')}>
      <Spinner label={text('loading')} />
    </CardScreen>
  );
}
