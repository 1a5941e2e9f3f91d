import { expect, test } from '../support/fixtures';
import { API_URL, CONSENT_URL, PARTNER_URL, WEB_URL } from '../support/servers';

/*
 * Clickjacking: another site must not show our pages in a frame (an invisible Authorize under a
 * decoy button). Every server of the apps and the API's pages send frame-ancestors 'none' and
 * X-Frame-Options DENY, with nosniff, a Referrer-Policy and a CSP of our own origins.
 */

const PAGES = [
  `${CONSENT_URL}/oauth`,
  `${WEB_URL}/login`,
  `${API_URL}/api/docs`,
  `${API_URL}/dev/outbox`,
  `${API_URL}/explorer/tx/UNKNOWN`,
];

test('the apps and the API pages send the browser guards', async ({ request }) => {
  for (const url of PAGES) {
    const headers = (await request.get(url)).headers();
    expect(headers['content-security-policy'], url).toContain("frame-ancestors 'none'");
    expect(headers['content-security-policy'], url).toContain("default-src '");
    expect(headers['x-frame-options'], url).toBe('DENY');
    expect(headers['x-content-type-options'], url).toBe('nosniff');
    expect(headers['referrer-policy'], url).toBe('no-referrer');
  }
  const app = (await request.get(`${WEB_URL}/login`)).headers()['content-security-policy'];
  expect(app).toContain("script-src 'self';");
  expect(app).toContain(`img-src 'self' data: blob: ${new URL(API_URL).origin}`);
});

test('another site cannot frame the consent page or the wallet app', async ({
  page,
  cspViolations,
}) => {
  await page.goto(PARTNER_URL);
  for (const target of [`${CONSENT_URL}/oauth?client_id=x`, `${WEB_URL}/login`]) {
    await page.evaluate((src) => {
      const frame = document.createElement('iframe');
      frame.src = src;
      document.body.append(frame);
    }, target);
  }
  await expect
    .poll(() => cspViolations.filter((v) => v.includes('frame-ancestors')).length)
    .toBe(2);
  for (const frame of page.frames().filter((f) => f !== page.mainFrame())) {
    expect(await frame.locator('#root').count()).toBe(0);
  }
  // The refusals above are what this journey expects; nothing else may be blocked.
  expect(cspViolations.filter((v) => !v.includes('frame-ancestors'))).toEqual([]);
  cspViolations.length = 0;
});
