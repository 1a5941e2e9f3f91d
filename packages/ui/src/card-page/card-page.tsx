import type { ReactNode } from 'react';
import styles from './card-page.module.css';

/**
 * Classes for what goes inside a CardPage: `fieldset` (a form's column of fields), `row`,
 * `link`, `notice`, `warning` and `divider` (a line with a word in the middle). Typed here, not
 * re-exported from the CSS module, so the published .d.ts does not depend on a .css import.
 */
export const cardPageStyles: Readonly<Record<string, string>> = styles;

export interface CardPageProps {
  title: string;
  subtitle?: ReactNode;
  children?: ReactNode;
  footer?: ReactNode;
  /** 640 px instead of 460 px (a seed phrase, a consent with many scopes). */
  wide?: boolean;
  /** The product name above the title; none when omitted. */
  brand?: string;
  /** The brand is decoration only (the title says it all): hidden from assistive technology. */
  brandDecorative?: boolean;
  /** Something between the brand and the title (e.g. a partner's logo). */
  top?: ReactNode;
  /** Inside a shell that already has the main landmark: a section, not a full-height page. */
  inShell?: boolean;
}

/** One card on a calm page: the sign-in, consent, onboarding and setup screens. */
export function CardPage({
  title,
  subtitle,
  children,
  footer,
  wide = false,
  brand,
  brandDecorative = false,
  top,
  inShell = false,
}: CardPageProps) {
  const card = (
    <div className={wide ? `${styles.card} ${styles.wide}` : styles.card}>
      <div>
        {brand ? (
          <p className={styles.brand} aria-hidden={brandDecorative || undefined}>
            {brand}
          </p>
        ) : null}
        {top}
        <h1 className={styles.title}>{title}</h1>
        {subtitle ? <p className={styles.subtitle}>{subtitle}</p> : null}
      </div>
      {children}
      {footer ? <div className={styles.footer}>{footer}</div> : null}
    </div>
  );
  return inShell ? (
    <section className={styles.panel}>{card}</section>
  ) : (
    <main className={styles.page}>{card}</main>
  );
}
