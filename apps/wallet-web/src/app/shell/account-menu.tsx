import { Menu, MenuContent, MenuItem, MenuTrigger } from '@optwallet/ui';
import { Ellipsis } from 'lucide-react';
import { t } from './texts';
import styles from './shell-layout.module.css';

export interface AccountMenuProps {
  onSettings: () => void;
  onHelp: () => void;
  onLogout: () => void;
}

/**
 * The account menu of the sidebar footer (its own chunk: Radix's menu and its positioning). It
 * replaces the plain button of the shell on the first click, and opens right away.
 */
export default function AccountMenu({ onSettings, onHelp, onLogout }: AccountMenuProps) {
  return (
    <Menu defaultOpen>
      <MenuTrigger asChild>
        <button type="button" className={styles.menuButton} aria-label={t('shell.profile_menu')}>
          <Ellipsis size={20} aria-hidden="true" />
        </button>
      </MenuTrigger>
      <MenuContent align="end">
        <MenuItem onSelect={onSettings}>{t('shell.settings')}</MenuItem>
        <MenuItem onSelect={onHelp}>{t('help.title')}</MenuItem>
        <MenuItem onSelect={onLogout}>{t('shell.logout')}</MenuItem>
      </MenuContent>
    </Menu>
  );
}
