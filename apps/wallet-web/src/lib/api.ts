import { createWebApi } from '@optwallet/auth-web';
import { session } from './session';

/**
 * The one API client of the app (@optwallet/auth-web's `createWebApi`): its 401 policy signs out
 * through the app's session. The sign-in screens load it with `session.loadApi()`.
 */
export const api = createWebApi(session);
