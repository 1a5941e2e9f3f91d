import { createWebApi } from '@optwallet/auth-web';
import { session } from './session';

/** The consent app's API client (the sign-in screens load it with `session.loadApi()`). */
export const api = createWebApi(session);
