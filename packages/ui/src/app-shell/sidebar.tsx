import { clsx } from 'clsx';
import { forwardRef, type HTMLAttributes, type ReactNode } from 'react';
import { defaultRenderLink, type RenderLink } from '../breadcrumb/breadcrumb';
import { useAppShell } from './app-shell';
import styles from './sidebar.module.css';

export interface SidebarItem {
  id: string;
  label: string;
  icon?: ReactNode;
  /** A link when set; otherwise a button calling onSelect (Send/Receive opens a modal). */
  href?: string;
  onSelect?: () => void;
  active?: boolean;
  /** Small count or marker at the end, e.g. unread notifications. */
  badge?: ReactNode;
  tone?: 'default' | 'danger';
}

export interface SidebarSection {
  /** e.g. 'Virtual Wallet', 'Account' (product §2). */
  title: string;
  items: SidebarItem[];
}

export interface SidebarProps extends HTMLAttributes<HTMLElement> {
  brand?: ReactNode;
  sections: SidebarSection[];
  /** Bottom area: avatar, display name, @username, profile menu. */
  footer?: ReactNode;
  renderLink?: RenderLink;
  label?: string;
}

export const Sidebar = forwardRef<HTMLElement, SidebarProps>(function Sidebar(
  { brand, sections, footer, renderLink = defaultRenderLink, label = 'Main', className, ...props },
  ref,
) {
  const { isCompact, setSidebarOpen } = useAppShell();
  // On small screens a choice closes the drawer (product §2: collapses on route change).
  const closeIfCompact = () => {
    if (isCompact) setSidebarOpen(false);
  };

  return (
    <nav ref={ref} aria-label={label} className={clsx(styles.sidebar, className)} {...props}>
      {brand ? <div className={styles.brand}>{brand}</div> : null}
      <div className={styles.sections}>
        {sections.map((section) => (
          <div key={section.title} className={styles.section}>
            <p className={styles.sectionTitle}>{section.title}</p>
            <ul className={styles.items}>
              {section.items.map((item) => {
                const content = (
                  <>
                    {item.icon ? (
                      <span className={styles.icon} aria-hidden="true">
                        {item.icon}
                      </span>
                    ) : null}
                    <span className={styles.label}>{item.label}</span>
                    {item.badge ? <span className={styles.badge}>{item.badge}</span> : null}
                  </>
                );
                const className = clsx(
                  styles.item,
                  item.active && styles.active,
                  item.tone === 'danger' && styles.danger,
                );
                return (
                  <li key={item.id}>
                    {item.href ? (
                      // eslint-disable-next-line jsx-a11y/no-static-element-interactions, jsx-a11y/click-events-have-key-events -- the click only bubbles from the link inside
                      <span className={styles.linkWrap} onClick={closeIfCompact}>
                        {renderLink({
                          href: item.href,
                          className,
                          children: content,
                          'aria-current': item.active ? 'page' : undefined,
                        })}
                      </span>
                    ) : (
                      <button
                        type="button"
                        className={className}
                        aria-current={item.active ? 'page' : undefined}
                        onClick={() => {
                          closeIfCompact();
                          item.onSelect?.();
                        }}
                      >
                        {content}
                      </button>
                    )}
                  </li>
                );
              })}
            </ul>
          </div>
        ))}
      </div>
      {footer ? <div className={styles.footer}>{footer}</div> : null}
    </nav>
  );
});
