import { CardPage, cardPageStyles } from '@optwallet/ui';
import type { ReactNode } from 'react';
import styles from './centered-page.module.css';

/** The kit's CardPage classes plus this app's `form`. */
export const pageStyles = { ...cardPageStyles, ...styles };

export interface CenteredPageProps {
  title: string;
  subtitle?: ReactNode;
  children?: ReactNode;
  footer?: ReactNode;
  wide?: boolean;
  /** Inside the signed-in shell (which already has the main landmark): a card, not a page. */
  inShell?: boolean;
}

/** The one-card layout of the auth, onboarding and setup screens (the kit's CardPage). */
export function CenteredPage({
  title,
  subtitle,
  children,
  footer,
  wide = false,
  inShell = false,
}: CenteredPageProps) {
  return (
    <CardPage
      title={title}
      subtitle={subtitle}
      footer={footer}
      wide={wide}
      inShell={inShell}
      brand={inShell ? undefined : 'OptWallet'}
      brandDecorative
    >
      {children}
    </CardPage>
  );
}
