import AxeBuilder from '@axe-core/playwright';
import { type CDPSession, test as base, expect, type Page, type TestInfo } from '@playwright/test';

export const VIEWPORTS = {
  desktop: { width: 1280, height: 800 },
  mobile: { width: 390, height: 844 },
};

/**
 * One DevTools session per page for the freeze below, kept while the page lives: a session is
 * never detached (a detach took the passkeys journey's virtual authenticator with it), so a new
 * one per scan would pile up on a page that is scanned often.
 */
const freezeSessions = new WeakMap<Page, Promise<CDPSession>>();

function devtoolsOf(page: Page): Promise<CDPSession> {
  let session = freezeSessions.get(page);
  if (!session) freezeSessions.set(page, (session = page.context().newCDPSession(page)));
  return session;
}

/** Fails on any serious or critical axe violation, listing each with the nodes it found. */
export async function expectAccessible(page: Page) {
  await settleAnimations(page);
  // The scan takes a second or two on a busy machine: an animation that starts meanwhile (a
  // toast's time running out, so it fades) stays on its first frame instead of being read
  // mid-fade as low contrast. Through DevTools, so no style is injected past the page's CSP.
  const devtools = await devtoolsOf(page);
  await devtools.send('Animation.enable');
  await devtools.send('Animation.setPlaybackRate', { playbackRate: 0 });
  // Legacy mode runs axe in the page itself; the default also opens a blank page per scan to
  // merge the results of cross-origin frames, which the apps do not have: 2-3 times the time
  // (1.0-1.5 s against 0.4-0.5 s a scan, measured side by side on the sign-in screens). Only
  // the violations are read, so only they get their nodes listed.
  const scan = new AxeBuilder({ page })
    .setLegacyMode(true)
    .options({ resultTypes: ['violations'] });
  const { violations } = await scan.analyze().finally(async () => {
    await devtools.send('Animation.setPlaybackRate', { playbackRate: 1 });
    await devtools.send('Animation.disable'); // the session stays: see devtoolsOf
  });
  const blocking = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const report = blocking.map(
    (v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
  expect(report, 'serious or critical accessibility violations').toEqual([]);
}

/**
 * Waits until no finite CSS animation or transition runs (a dialog fading in): axe reads colours
 * mid-fade as low contrast. One that starts while others finish (a toast after a dialog closed)
 * is waited for too, over a few frames. Endless ones (spinners) are left running.
 */
async function settleAnimations(page: Page) {
  await page.evaluate(async () => {
    const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    for (let round = 0; round < 10; round++) {
      await nextFrame();
      const running = document
        .getAnimations()
        .filter(
          (animation) =>
            animation.playState === 'running' &&
            animation.effect?.getComputedTiming().iterations !== Infinity,
        );
      if (running.length === 0) return;
      await Promise.all(running.map((animation) => animation.finished.catch(() => undefined)));
    }
  });
}

/**
 * Screenshots are for a person to open. CI, where nobody does, skips them (140 of them took
 * about 3 of its minutes); E2E_SCREENSHOTS=1 takes them there too, E2E_SCREENSHOTS=0 skips them
 * anywhere. Failures keep Playwright's own screenshot and trace in any case.
 */
const SCREENSHOTS = process.env.E2E_SCREENSHOTS
  ? process.env.E2E_SCREENSHOTS === '1'
  : process.env.CI !== 'true';

/** Screenshots of the current screen at 1280 and 390 px, attached to the test as artefacts. */
export async function captureScreens(page: Page, testInfo: TestInfo, name: string) {
  if (!SCREENSHOTS) return;
  const original = page.viewportSize();
  for (const [label, size] of Object.entries(VIEWPORTS)) {
    await page.setViewportSize(size);
    // A width across a breakpoint restarts animations (a dialog becomes a bottom sheet and
    // slides in again): the screenshot shows where things come to rest.
    await settleAnimations(page);
    const path = testInfo.outputPath(`${name}-${size.width}.png`);
    await page.screenshot({ path, fullPage: true });
    await testInfo.attach(`${name} (${label}, ${size.width} px)`, {
      path,
      contentType: 'image/png',
    });
  }
  if (original) await page.setViewportSize(original);
}

/**
 * Every page a journey visits gets the same look: an axe scan, then screenshots at both widths.
 * And every journey runs under the apps' and the API's Content-Security-Policy: anything the
 * policy blocked (a script, a style, an image, a connection) fails the journey it happened in.
 */
export const test = base.extend<{
  inspect: (name: string) => Promise<void>;
  cspViolations: string[];
}>({
  inspect: async ({ page }, use, testInfo) => {
    await use(async (name) => {
      await expectAccessible(page);
      await captureScreens(page, testInfo, name);
    });
  },
  cspViolations: [
    async ({ page }, use) => {
      const violations: string[] = [];
      await page.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => {
          console.error(
            `CSP violation: ${event.violatedDirective} blocked ${event.blockedURI || 'inline'} on ${event.documentURI}`,
          );
        });
      });
      page.on('console', (message) => {
        if (/Content Security Policy|CSP violation/i.test(message.text()))
          violations.push(message.text());
      });
      await use(violations);
      expect(violations, 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
