import type { ReactNode } from 'react';
import styles from './permissions-section.module.css';

/** One section of /permissions: its title (a landmark and an #anchor), what it lists, the list. */
export function PermissionsSection({
  id,
  title,
  intro,
  action,
  children,
}: {
  id: string;
  title: string;
  intro: string;
  /** A button beside the title acting on the whole list (e.g. sign out all others). */
  action?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section id={id} className={styles.section} aria-labelledby={`${id}-title`}>
      <div className={styles.header}>
        <h2 id={`${id}-title`} className={styles.title}>
          {title}
        </h2>
        {action}
      </div>
      <p className={styles.intro}>{intro}</p>
      {children}
    </section>
  );
}
