import { clsx } from 'clsx';
import { forwardRef, type HTMLAttributes, type ReactNode } from 'react';
import { detectPlatform, type Platform } from '@optwallet/domain';
import styles from './store-badges.module.css';

export interface StoreBadgesProps extends HTMLAttributes<HTMLDivElement> {
  appStoreUrl: string;
  googlePlayUrl: string;
  /** Defaults to the platform detected from navigator.userAgent. */
  platform?: Platform;
  appStoreLabel?: { small: string; large: string };
  googlePlayLabel?: { small: string; large: string };
}

function AppleGlyph() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" className={styles.glyph}>
      <path
        fill="currentColor"
        d="M16.4 12.6c0-2.4 2-3.6 2.1-3.7-1.1-1.7-2.9-1.9-3.5-1.9-1.5-.2-2.9.9-3.7.9-.8 0-1.9-.9-3.2-.8-1.6 0-3.1 1-4 2.4-1.7 3-.4 7.4 1.2 9.8.8 1.2 1.8 2.5 3 2.4 1.2 0 1.7-.8 3.1-.8 1.5 0 1.9.8 3.2.8 1.3 0 2.1-1.2 2.9-2.4.9-1.4 1.3-2.7 1.3-2.8-.1 0-2.4-.9-2.4-3.9zM14 5.4c.7-.8 1.1-1.9 1-3-1 0-2.1.7-2.8 1.5-.6.7-1.2 1.8-1 2.9 1.1.1 2.1-.6 2.8-1.4z"
      />
    </svg>
  );
}

function PlayGlyph() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" className={styles.glyph}>
      <path fill="#00d7fe" d="M3.6 2.3 13.4 12l-9.8 9.7c-.4-.2-.6-.6-.6-1.1V3.4c0-.5.2-.9.6-1.1z" />
      <path fill="#ffce00" d="m16.8 15.4-3.4-3.4 3.4-3.4 3.9 2.2c1.1.6 1.1 1.7 0 2.3z" />
      <path fill="#ff3a44" d="M16.8 15.4 13.4 12l-9.8 9.7c.4.2.9.2 1.4-.1z" />
      <path fill="#00f076" d="M16.8 8.6 5 2.4c-.5-.3-1-.3-1.4-.1l9.8 9.7z" />
    </svg>
  );
}

interface Badge {
  key: Exclude<Platform, 'unknown'>;
  href: string;
  glyph: ReactNode;
  small: string;
  large: string;
}

/** App Store and Google Play links; the badge for the visitor's platform comes first. */
export const StoreBadges = forwardRef<HTMLDivElement, StoreBadgesProps>(function StoreBadges(
  {
    appStoreUrl,
    googlePlayUrl,
    platform,
    appStoreLabel = { small: 'Download on the', large: 'App Store' },
    googlePlayLabel = { small: 'Get it on', large: 'Google Play' },
    className,
    ...props
  },
  ref,
) {
  const detected =
    platform ??
    (typeof navigator === 'undefined'
      ? 'unknown'
      : detectPlatform(navigator.userAgent, navigator.maxTouchPoints));
  const badges: Badge[] = [
    { key: 'ios', href: appStoreUrl, glyph: <AppleGlyph />, ...appStoreLabel },
    { key: 'android', href: googlePlayUrl, glyph: <PlayGlyph />, ...googlePlayLabel },
  ];
  if (detected === 'android') badges.reverse();

  return (
    <div ref={ref} className={clsx(styles.badges, className)} data-platform={detected} {...props}>
      {badges.map((badge) => (
        <a
          key={badge.key}
          href={badge.href}
          className={styles.badge}
          target="_blank"
          rel="noreferrer noopener"
          data-store={badge.key}
        >
          {badge.glyph}
          <span className={styles.text}>
            <span className={styles.small}>{badge.small}</span>
            <span className={styles.large}>{badge.large}</span>
          </span>
        </a>
      ))}
    </div>
  );
});
