import { clsx } from 'clsx';
import { Menu as MenuIcon, Search } from 'lucide-react';
import { forwardRef, useEffect, type HTMLAttributes, type ReactNode } from 'react';
import { IconButton } from '../icon-button/icon-button';
import { useAppShell } from './app-shell';
import styles from './header.module.css';

export interface HeaderProps extends HTMLAttributes<HTMLElement> {
  /** Usually a <Breadcrumb> of the last matched route. */
  breadcrumb?: ReactNode;
  /** Read-only search box text (spec: 'Quick search here'). */
  searchPlaceholder?: string;
  /** Opens the search target (send/receive modal); Ctrl/Cmd+K does the same. */
  onSearch?: () => void;
  /** Right-hand slot: notifications menu, avatar. */
  actions?: ReactNode;
  menuLabel?: string;
}

export const Header = forwardRef<HTMLElement, HeaderProps>(function Header(
  {
    breadcrumb,
    searchPlaceholder = 'Quick search here',
    onSearch,
    actions,
    menuLabel = 'Open menu',
    className,
    ...props
  },
  ref,
) {
  const { isCompact, setSidebarOpen } = useAppShell();

  useEffect(() => {
    if (!onSearch) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k') {
        event.preventDefault();
        onSearch();
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [onSearch]);

  return (
    <header ref={ref} className={clsx(styles.header, className)} {...props}>
      {isCompact ? (
        <IconButton
          label={menuLabel}
          icon={<MenuIcon />}
          className={styles.menuButton}
          onClick={() => setSidebarOpen(true)}
        />
      ) : null}
      <div className={styles.breadcrumb}>{breadcrumb}</div>
      {onSearch ? (
        <button
          type="button"
          className={styles.search}
          onClick={onSearch}
          aria-keyshortcuts="Control+K Meta+K"
        >
          <Search aria-hidden="true" className={styles.searchIcon} />
          <span className={styles.searchText}>{searchPlaceholder}</span>
          <kbd className={styles.kbd} aria-hidden="true">
            Ctrl K
          </kbd>
        </button>
      ) : null}
      {actions ? <div className={styles.actions}>{actions}</div> : null}
    </header>
  );
});
