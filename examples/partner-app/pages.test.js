import assert from 'node:assert/strict';
import { test } from 'node:test';
import { FAVICON_SVG, errorPage, homePage, signedOutPage } from './pages.js';

test('every page links the partner’s icon, an SVG of its own', () => {
  for (const page of [homePage(), signedOutPage(), errorPage('Oops', 'no')])
    assert.match(page, /<link rel="icon" href="\/favicon\.svg" type="image\/svg\+xml">/);
  assert.match(FAVICON_SVG, /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"[^>]*>.*<\/svg>$/);
});
