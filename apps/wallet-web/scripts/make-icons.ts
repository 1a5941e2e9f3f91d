/**
 * Draws the installed app's icons (public/icons/*.png) from the app's mark, public/favicon.svg
 * (the accent square and its ring), in Debian's Chromium: run once when the mark changes, commit
 * the PNGs. Nothing is downloaded.
 *
 *   pnpm --filter @optwallet/wallet-web icons
 *
 * - `icon-{48,72,96,144,192,512}.png`: the mark as it is (rounded corners, transparent outside),
 *   purpose "any": the sizes Android launchers, Chrome's install dialog and the stores ask for.
 * - `maskable-{192,512}.png`: full-bleed square, the ring inside the central 80 % circle that
 *   Android's adaptive icon masks keep (purpose "maskable").
 * - `apple-touch-icon-180.png`: opaque square (iOS rounds it itself; transparency turns black).
 * - `shortcut-{send,receive}-96.png`: the shortcuts' icons (the arrows the app shows, lucide's).
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '@optwallet/vite-config';
import { ArrowDownLeft, ArrowUpRight, type LucideIcon } from 'lucide-react';
import { chromium } from 'playwright-core';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';

const publicDir = resolve(import.meta.dirname, '../public');
const outDir = join(publicDir, 'icons');
const mark = readFileSync(join(publicDir, 'favicon.svg'), 'utf8');

const ACCENT = /fill="(#[0-9a-f]{6})"/i.exec(mark)?.[1];
if (!ACCENT) throw new Error('favicon.svg: no accent fill found');

/** The mark with square corners (the rounded rect's rx dropped): for masks that round it themselves. */
const squareMark = mark.replace(/ rx="[^"]*"/, '');

function arrow(icon: LucideIcon): string {
  const glyph = renderToStaticMarkup(
    createElement(icon, { color: '#ffffff', size: 56, strokeWidth: 2.5, x: 20, y: 20 }),
  );
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96"><circle cx="48" cy="48" r="48" fill="${ACCENT}"/>${glyph}</svg>`;
}

const ICONS: { file: string; size: number; svg: string }[] = [
  ...[48, 72, 96, 144, 192, 512].map((size) => ({ file: `icon-${size}.png`, size, svg: mark })),
  ...[192, 512].map((size) => ({ file: `maskable-${size}.png`, size, svg: squareMark })),
  { file: 'apple-touch-icon-180.png', size: 180, svg: squareMark },
  { file: 'shortcut-send-96.png', size: 96, svg: arrow(ArrowUpRight) },
  { file: 'shortcut-receive-96.png', size: 96, svg: arrow(ArrowDownLeft) },
];

mkdirSync(outDir, { recursive: true });
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
try {
  const page = await browser.newPage();
  for (const { file, size, svg } of ICONS) {
    await page.setViewportSize({ width: size, height: size });
    const sized = svg.replace('<svg ', `<svg width="${size}" height="${size}" `);
    await page.setContent(
      `<style>html,body{margin:0;background:transparent}svg{display:block}</style>${sized}`,
    );
    const png = await page.screenshot({ omitBackground: true, type: 'png' });
    writeFileSync(join(outDir, file), png);
    console.log(`${file}: ${size}×${size}, ${png.length} bytes`);
  }
} finally {
  await browser.close();
}
