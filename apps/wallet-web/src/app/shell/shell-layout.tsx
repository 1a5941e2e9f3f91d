import { walletGate } from '@optwallet/domain';
import { AppShell, Avatar, Breadcrumb, Header, IconButton, Sidebar, Spinner } from '@optwallet/ui';
import type { RenderLink, SidebarItem } from '@optwallet/ui';
import { Ellipsis, UserPlus } from 'lucide-react';
import { Suspense, lazy, useCallback, useState } from 'react';
import { Link, Outlet, useLocation, useNavigate } from '../../lib/router';
import { openAdminConsole } from '../../features/admin/lib/admin-session';
import { AddContactsHost } from '../../features/contacts/components/add-contacts-host';
import { NotificationsMenu } from '../../features/notifications/components/notifications-menu';
import { StakeActionHost } from '../../features/transfer/components/stake-action-host';
import { t } from './texts';
import { useContactsStore } from '../../stores/contacts-store';
import { useUser, useWallets } from '../../lib/account';
import { WALLET_NAV, breadcrumbOf, canSeeAdmin, gatedHref, isActive } from './shell-nav';
import styles from './shell-layout.module.css';

const loadAccountMenu = () => import('./account-menu');
const AccountMenu = lazy(loadAccountMenu);
const LogoutDialog = lazy(() => import('./logout-dialog'));

// Its own chunk: the send/receive code loads the first time the modal opens.
const SendReceiveModal = lazy(() =>
  import('../../features/transfer/components/send-receive-modal').then((m) => ({
    default: m.SendReceiveModal,
  })),
);

const renderLink: RenderLink = ({ href, children, ...rest }) => (
  <Link to={href} {...rest}>
    {children}
  </Link>
);

/** The signed-in shell (product §2): sidebar, header, content; gated links until a wallet exists. */
export function ShellLayout() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const user = useUser();
  const { wallets, status: walletStatus } = useWallets();
  const gate = walletGate(walletStatus, wallets);
  const hasWallet = gate === 'has';
  // The drawer is open for the path it was opened on, so it closes on every route change (product §2).
  const [openOn, setOpenOn] = useState<string | null>(null);
  const sidebarOpen = openOn === pathname;
  const setSidebarOpen = useCallback(
    (open: boolean) => setOpenOn(open ? pathname : null),
    [pathname],
  );
  const [sendOpen, setSendOpen] = useState(false);
  const [logoutOpen, setLogoutOpen] = useState(false);
  const [logoutUsed, setLogoutUsed] = useState(false);
  const [accountMenu, setAccountMenu] = useState(false);
  const openLogout = (open: boolean) => {
    setLogoutOpen(open);
    if (open) setLogoutUsed(true);
  };

  const openSendReceive = () => {
    if (hasWallet) setSendOpen(true);
    else void navigate('/setup-wallet');
  };

  const openAdmin = () => void openAdminConsole();
  const openAddContacts = useContactsStore((s) => s.setInviteModalOpen);

  const walletItems: SidebarItem[] = WALLET_NAV.filter(
    (entry) => entry.id !== 'admin' || canSeeAdmin(user?.roles ?? [], hasWallet),
  ).map((entry) => {
    const base = { id: entry.id, label: t(entry.label), active: isActive(entry, pathname) };
    if (entry.id === 'send-receive') return { ...base, onSelect: openSendReceive };
    if (entry.id === 'admin') return { ...base, onSelect: openAdmin };
    return { ...base, href: gatedHref(entry.to ?? '/', gate) };
  });
  const accountItems: SidebarItem[] = [
    {
      id: 'settings',
      label: t('shell.settings'),
      href: gatedHref('/settings', gate),
      active: pathname === '/settings',
    },
    { id: 'logout', label: t('shell.logout'), onSelect: () => openLogout(true), tone: 'danger' },
  ];

  // The account menu and the logout dialog load when first used (not with the shell).
  const menuButton = (
    <button
      type="button"
      className={styles.menuButton}
      aria-label={t('shell.profile_menu')}
      aria-haspopup="menu"
      onPointerEnter={() => void loadAccountMenu()}
      onFocus={() => void loadAccountMenu()}
      onClick={() => setAccountMenu(true)}
    >
      <Ellipsis size={20} aria-hidden="true" />
    </button>
  );

  const displayName =
    [user?.first_name, user?.last_name].filter(Boolean).join(' ') || user?.username || '';
  const crumb = breadcrumbOf(pathname);

  const footer = (
    <div className={styles.footer}>
      {/* Named by the name it shows (axe label-content-name-mismatch), not by a hidden label. */}
      <Link to={hasWallet ? '/profile' : '/setup-wallet'} className={styles.avatarLink}>
        <Avatar name={displayName} src={user?.avatar ?? null} size="sm" alt="" />
        <span className={styles.identity}>
          <span className={styles.name}>{displayName}</span>
          {user?.username ? <span className={styles.username}>@{user.username}</span> : null}
        </span>
      </Link>
      {accountMenu ? (
        <Suspense fallback={menuButton}>
          <AccountMenu
            onSettings={() => void navigate(gatedHref('/settings', gate))}
            onHelp={() => void navigate('/help-support')}
            onLogout={() => openLogout(true)}
          />
        </Suspense>
      ) : (
        menuButton
      )}
    </div>
  );

  return (
    <>
      <AppShell
        sidebarOpen={sidebarOpen}
        onSidebarOpenChange={setSidebarOpen}
        navigationLabel={t('shell.primary_nav')}
        skipLinkLabel={t('shell.skip_to_content')}
        sidebar={
          <Sidebar
            brand={<span className={styles.brand}>OptWallet</span>}
            label={t('shell.primary_nav')}
            renderLink={renderLink}
            sections={[
              { title: t('shell.section_wallet'), items: walletItems },
              { title: t('shell.section_account'), items: accountItems },
            ]}
            footer={footer}
          />
        }
        header={
          <Header
            menuLabel={t('shell.open_menu')}
            searchPlaceholder={t('shell.quick_search')}
            onSearch={openSendReceive}
            breadcrumb={
              <Breadcrumb
                renderLink={renderLink}
                items={[
                  { label: t('shell.breadcrumb_home'), href: gatedHref('/dashboard', gate) },
                  ...(crumb ? [{ label: t(crumb) }] : []),
                ]}
              />
            }
            actions={
              <>
                {hasWallet ? (
                  <IconButton
                    label={t('contacts.open_modal')}
                    icon={<UserPlus size={20} aria-hidden="true" />}
                    onClick={() => openAddContacts(true)}
                  />
                ) : null}
                <NotificationsMenu />
              </>
            }
          />
        }
      >
        {/* A screen's chunk: usually here already (preloaded); else a spinner where it will be. */}
        <Suspense
          fallback={
            <div className={styles.loading}>
              <Spinner label={t('common.loading')} />
            </div>
          }
        >
          <Outlet />
        </Suspense>
      </AppShell>
      {sendOpen ? (
        <Suspense fallback={null}>
          <SendReceiveModal open onOpenChange={setSendOpen} />
        </Suspense>
      ) : null}
      <AddContactsHost />
      <StakeActionHost />
      {logoutUsed ? (
        <Suspense fallback={null}>
          <LogoutDialog open={logoutOpen} onOpenChange={setLogoutOpen} />
        </Suspense>
      ) : null}
    </>
  );
}
