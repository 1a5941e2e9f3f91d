import { CATALOGUE_EN } from '@optwallet/domain';
import { textsWith } from '../../lib/texts';

/** Texts of /oauth and /oauth-consent in the wallet app. */
export const OAUTH_TEXTS_EN = {
  'placeholder.oauth_consent': 'Review what the app asks to access.',
  'oauth.invalid_title': 'We can’t continue with this request',
  'oauth.invalid_body':
    'The app that sent you here made a request we can’t accept, so you were not sent back to it.',
  'oauth.invalid_no_pkce':
    'The request carries no PKCE code challenge (code_challenge with code_challenge_method=S256).',
} as const;

export const t = textsWith(CATALOGUE_EN, OAUTH_TEXTS_EN);
