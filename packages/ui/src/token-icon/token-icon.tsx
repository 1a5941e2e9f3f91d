import { avatarPaletteIndex, tokenMonogram } from '@optwallet/domain';
import { clsx } from 'clsx';
import type { CSSProperties } from 'react';
import { TOKEN_MARKS } from './token-marks';
import styles from './token-icon.module.css';

export type TokenIconSize = 'xs' | 'sm' | 'md' | 'lg';

export interface TokenIconProps {
  /** The token's symbol, e.g. 'USDT': picks the mark, else the letters of the fallback. */
  symbol: string;
  size?: TokenIconSize;
  /** Accessible name when it differs from the symbol; '' marks the icon decorative (text beside it says the symbol). */
  alt?: string;
  className?: string;
  style?: CSSProperties;
}

/**
 * A token's round mark: OPT, ETH, USDT, USDC and WBTC have their own (inline SVG); any other symbol
 * gets a coloured disc with up to 4 of its letters (USDT and USDC would both be 'U' with one).
 */
export function TokenIcon({ symbol, size = 'md', alt, className, style }: TokenIconProps) {
  const label = alt ?? symbol;
  const a11y = label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true };
  const mark = TOKEN_MARKS[symbol.trim().toUpperCase()];
  if (mark) {
    return (
      <svg
        viewBox="0 0 32 32"
        className={clsx(styles.icon, styles[size], className)}
        style={style}
        data-symbol={symbol}
        {...a11y}
      >
        {mark}
      </svg>
    );
  }
  const letters = tokenMonogram(symbol);
  return (
    <span
      className={clsx(styles.icon, styles.fallback, styles[size], className)}
      data-palette={avatarPaletteIndex(symbol)}
      style={style}
      data-letters={letters.length}
      {...a11y}
    >
      <span aria-hidden="true">{letters}</span>
    </span>
  );
}
