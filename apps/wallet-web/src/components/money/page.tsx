import { Card } from '@optwallet/ui';
import type { ReactNode } from 'react';
import styles from './page.module.css';

/** A money screen inside the shell: a title row (with the token's icon on a token's screen) with actions, then sections. */
export function MoneyPage({
  title,
  subtitle,
  icon,
  actions,
  children,
}: {
  title: string;
  subtitle?: ReactNode;
  icon?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <div className={styles.titleRow}>
          {icon}
          <div className={styles.heading}>
            <h1 className={styles.title}>{title}</h1>
            {subtitle ? <p className={styles.subtitle}>{subtitle}</p> : null}
          </div>
        </div>
        {actions ? <div className={styles.headerActions}>{actions}</div> : null}
      </header>
      {children}
    </div>
  );
}

/** A titled card of a money screen. */
export function Section({
  title,
  action,
  children,
  id,
}: {
  title: string;
  action?: ReactNode;
  children: ReactNode;
  id?: string;
}) {
  const headingId = id ? `${id}-title` : undefined;
  return (
    <Card padding="md" className={styles.section} aria-labelledby={headingId} role="region">
      <div className={styles.sectionHeader}>
        <h2 className={styles.sectionTitle} id={headingId}>
          {title}
        </h2>
        {action}
      </div>
      {children}
    </Card>
  );
}

export { styles as pageStyles };
