import { startWebApp } from '@optwallet/auth-web';
import { App } from './app/app';

// Logged in means an access token is stored (product §4): lib/session.ts reads it when it loads.
startWebApp(App);
