import { startWebApp } from '@optwallet/auth-web';
import { App } from './app/app';

startWebApp(App);
