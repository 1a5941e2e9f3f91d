// The kit's global styles come with the screens, not from index.html: nothing blocks the splash's
// first paint, and a screen's chunk waits for its CSS.
import '@optwallet/ui/styles.css';
import { CardPage, cardPageStyles } from '@optwallet/ui';
import type { ReactNode } from 'react';
import type { AppSession } from '../lib/app-session';
import styles from './card-screen.module.css';

/** The kit's CardPage classes plus the screens' own (actions, linkButton, muted). */
export const cardScreenStyles: Readonly<Record<string, string>> = { ...cardPageStyles, ...styles };

export interface CardScreenProps {
  title: string;
  subtitle?: ReactNode;
  children?: ReactNode;
  footer?: ReactNode;
  wide?: boolean;
  /** Something above the title (a partner's logo). */
  top?: ReactNode;
  /** Inside the signed-in shell (which already has the main landmark and the brand): a card. */
  inShell?: boolean;
}

/**
 * A screen of one card under the product's name (the kit's CardPage): the sign-in and consent
 * screens of both apps, and wallet-web's onboarding, setup and settings cards.
 */
export function CardScreen({
  title,
  subtitle,
  children,
  footer,
  wide = false,
  top,
  inShell = false,
}: CardScreenProps) {
  return (
    <CardPage
      title={title}
      subtitle={subtitle}
      footer={footer}
      wide={wide}
      inShell={inShell}
      brand={inShell ? undefined : 'OptWallet'}
      brandDecorative
      top={top}
    >
      {children}
    </CardPage>
  );
}

/**
 * A link-styled button that signs out (the consent screen's "switch account", the connected
 * apps' "sign out"): signed out, the app shows its sign-in where the user was.
 */
export function SignOutButton({ session, children }: { session: AppSession; children: ReactNode }) {
  return (
    <button type="button" className={styles.linkButton} onClick={() => session.logout()}>
      {children}
    </button>
  );
}
