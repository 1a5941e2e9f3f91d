import type { ReactNode } from 'react';
import { text } from '../lib/texts';
import styles from './page.module.css';

export { styles as pageStyles };

export interface PageProps {
  title: string;
  subtitle?: ReactNode;
  children?: ReactNode;
  footer?: ReactNode;
  wide?: boolean;
  /** Something above the title (e.g. the partner's logo). */
  top?: ReactNode;
}

/** Every screen of the consent app: one card on a calm page, the brand on top. */
export function Page({ title, subtitle, children, footer, wide = false, top }: PageProps) {
  return (
    <main className={styles.page}>
      <div className={wide ? `${styles.card} ${styles.wide}` : styles.card}>
        <div>
          <p className={styles.brand}>{text('brand')}</p>
          {top}
          <h1 className={styles.title}>{title}</h1>
          {subtitle ? <p className={styles.subtitle}>{subtitle}</p> : null}
        </div>
        {children}
        {footer ? <div className={styles.footer}>{footer}</div> : null}
      </div>
    </main>
  );
}
