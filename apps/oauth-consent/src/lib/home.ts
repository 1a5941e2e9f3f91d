/**
 * This app's `/` of product §2 ("signed in without client_id or redirect_uri, go to /"; unknown
 * paths of the signed-in set go there too): the Connected apps page.
 */
export const CONSENT_HOME = '/connected-apps';
