import type { ReactNode } from 'react';
import styles from './centered-page.module.css';

export { styles as pageStyles };

export interface CenteredPageProps {
  title: string;
  subtitle?: ReactNode;
  children?: ReactNode;
  footer?: ReactNode;
  wide?: boolean;
  /** Inside the signed-in shell (which already has the main landmark): a card, not a page. */
  inShell?: boolean;
}

/** The one-card layout of the auth, onboarding and setup screens. */
export function CenteredPage({ title, subtitle, children, footer, wide = false, inShell = false }: CenteredPageProps) {
  const card = (
    <div className={wide ? `${styles.card} ${styles.wide}` : styles.card}>
      <div>
        {inShell ? null : (
          <p className={styles.brand} aria-hidden="true">
            OptWallet
          </p>
        )}
        <h1 className={styles.title}>{title}</h1>
        {subtitle ? <p className={styles.subtitle}>{subtitle}</p> : null}
      </div>
      {children}
      {footer ? <div className={styles.footer}>{footer}</div> : null}
    </div>
  );
  return inShell ? <section className={styles.panel}>{card}</section> : <main className={styles.page}>{card}</main>;
}
