import { parse } from 'regexparam';
import { routes } from './app/routes';

/*
 * The first script of index.html, a few hundred bytes: it starts loading the chunks of the screen
 * being opened (the screen and everything it imports, as modulepreloads and CSS) while the browser
 * is still fetching React and the app, which then finds them loaded.
 */
const opened = routes.find(({ path }) => parse(path).pattern.test(window.location.pathname));
void opened?.page().catch(() => undefined); // a failure shows when the app itself loads it
