import type { ReactElement } from 'react';

/*
 * The marks of the tokens the product knows, drawn on a 32-unit grid as inline SVG (a few hundred
 * bytes each, no requests): brand-like, not the brands' official artwork.
 */

const white = '#ffffff';

/** OPT: our own mark, the app icon's ring on the brand blue. */
const opt = (
  <>
    <circle cx="16" cy="16" r="16" fill="#3150cc" />
    <circle cx="16" cy="16" r="7.5" fill="none" stroke={white} strokeWidth="3.5" />
  </>
);

/** ETH: the two-part diamond on Ethereum's blue-violet. */
const eth = (
  <>
    <circle cx="16" cy="16" r="16" fill="#627eea" />
    <path d="M16 5v8.1l6.9 3.1z" fill={white} fillOpacity="0.6" />
    <path d="M16 5 9.1 16.2l6.9-3.1z" fill={white} />
    <path d="M16 21.4V27l6.9-9.6z" fill={white} fillOpacity="0.6" />
    <path d="M16 27v-5.6l-6.9-4z" fill={white} />
    <path d="m16 20.1 6.9-3.9L16 13.1z" fill={white} fillOpacity="0.2" />
    <path d="m9.1 16.2 6.9 3.9v-7z" fill={white} fillOpacity="0.6" />
  </>
);

/** USDT: the T with its band on Tether's teal. */
const usdt = (
  <>
    <circle cx="16" cy="16" r="16" fill="#26a17b" />
    <path d="M8.5 8h15v3.6h-5.6V25h-3.8V11.6H8.5z" fill={white} />
    <ellipse cx="16" cy="15.2" rx="8.6" ry="2.4" fill="none" stroke={white} strokeWidth="1.5" />
  </>
);

/** USDC: a dollar sign between two arcs on Circle's blue. */
const usdc = (
  <>
    <circle cx="16" cy="16" r="16" fill="#2775ca" />
    <g fill="none" stroke={white} strokeLinecap="round">
      <path d="M12.2 7.4a9.4 9.4 0 0 0 0 17.2M19.8 7.4a9.4 9.4 0 0 1 0 17.2" strokeWidth="1.7" />
      <path
        d="M19 12.6c0-1.6-1.3-2.6-3-2.6s-3 .9-3 2.4c0 3.4 6.2 1.9 6.2 5.4 0 1.6-1.4 2.7-3.2 2.7s-3.2-1-3.2-2.7M16 8.4V10M16 20.5v2.1"
        strokeWidth="1.9"
      />
    </g>
  </>
);

/** WBTC: an orange B on a black coin with an orange rim. */
const wbtc = (
  <>
    <circle cx="16" cy="16" r="16" fill="#f7931a" />
    <circle cx="16" cy="16" r="13.6" fill="#1c1c1c" />
    <g fill="none" stroke="#f7931a" strokeWidth="2" strokeLinejoin="round" strokeLinecap="round">
      <path d="M12.4 9.6h4.8a3 3 0 0 1 0 6h-4.8zM12.4 15.6h5.6a3.2 3.2 0 0 1 0 6.4h-5.6z" />
      <path d="M14.4 7.6v2M17.4 7.6v2M14.4 22v2M17.4 22v2" />
    </g>
  </>
);

export const TOKEN_MARKS: Readonly<Record<string, ReactElement>> = {
  OPT: opt,
  ETH: eth,
  USDT: usdt,
  USDC: usdc,
  WBTC: wbtc,
};
