import { clsx } from 'clsx';
import { Dialog } from 'radix-ui';
import {
  createContext,
  forwardRef,
  useContext,
  useMemo,
  type HTMLAttributes,
  type ReactNode,
} from 'react';
import { useMediaQuery } from '../internal/use-media-query';
import styles from './app-shell.module.css';

/** Product §9: the sidebar collapses under 1024 px. */
export const SIDEBAR_MEDIA_QUERY = '(min-width: 1024px)';

interface AppShellContextValue {
  /** True under 1024 px, where the sidebar is a drawer. */
  isCompact: boolean;
  sidebarOpen: boolean;
  setSidebarOpen: (open: boolean) => void;
}

const AppShellContext = createContext<AppShellContextValue>({
  isCompact: false,
  sidebarOpen: false,
  setSidebarOpen: () => undefined,
});

export function useAppShell(): AppShellContextValue {
  return useContext(AppShellContext);
}

export interface AppShellProps extends HTMLAttributes<HTMLDivElement> {
  sidebar: ReactNode;
  header: ReactNode;
  children: ReactNode;
  /** Drawer state under 1024 px; the app closes it on route change. */
  sidebarOpen: boolean;
  onSidebarOpenChange: (open: boolean) => void;
  /** Accessible name of the drawer on small screens. */
  navigationLabel?: string;
  /** Text of the skip link, the first thing a keyboard reaches (WCAG 2.4.1). */
  skipLinkLabel?: string;
}

const MAIN_ID = 'main-content';

/**
 * Sidebar + header + content, content capped at 1200 px. At 1024 px and wider the sidebar is
 * always shown; below, it is a modal drawer (Radix Dialog: focus trap, Escape, outside click).
 */
export const AppShell = forwardRef<HTMLDivElement, AppShellProps>(function AppShell(
  {
    sidebar,
    header,
    children,
    sidebarOpen,
    onSidebarOpenChange,
    navigationLabel = 'Navigation',
    skipLinkLabel = 'Skip to main content',
    className,
    ...props
  },
  ref,
) {
  const isWide = useMediaQuery(SIDEBAR_MEDIA_QUERY);
  const context = useMemo(
    () => ({ isCompact: !isWide, sidebarOpen, setSidebarOpen: onSidebarOpenChange }),
    [isWide, sidebarOpen, onSidebarOpenChange],
  );

  return (
    <AppShellContext.Provider value={context}>
      <div ref={ref} className={clsx(styles.shell, className)} {...props}>
        {/* Focus moves by hand too: not every browser moves it on a fragment link. */}
        <a
          href={`#${MAIN_ID}`}
          className={styles.skipLink}
          onClick={() => document.getElementById(MAIN_ID)?.focus()}
        >
          {skipLinkLabel}
        </a>
        {isWide ? (
          <aside className={styles.sidebar}>{sidebar}</aside>
        ) : (
          <Dialog.Root open={sidebarOpen} onOpenChange={onSidebarOpenChange}>
            <Dialog.Portal>
              <Dialog.Overlay className={styles.drawerOverlay} />
              <Dialog.Content className={styles.drawer} aria-describedby={undefined}>
                <Dialog.Title className={styles.visuallyHidden}>{navigationLabel}</Dialog.Title>
                {sidebar}
              </Dialog.Content>
            </Dialog.Portal>
          </Dialog.Root>
        )}
        <div className={styles.main}>
          {header}
          <main id={MAIN_ID} tabIndex={-1} className={styles.content}>
            <div className={styles.container}>{children}</div>
          </main>
        </div>
      </div>
    </AppShellContext.Provider>
  );
});
