// The kit's global styles come with the screens (every one is a Page), not from index.html:
// nothing blocks the splash's first paint, and a screen's chunk waits for its CSS.
import '@optwallet/ui/styles.css';
import { CardPage, cardPageStyles } from '@optwallet/ui';
import type { ReactNode } from 'react';
import { text } from '../lib/texts';
import styles from './page.module.css';

/** The kit's CardPage classes plus this app's own (actions, linkButton, muted). */
export const pageStyles = { ...cardPageStyles, ...styles };

export interface PageProps {
  title: string;
  subtitle?: ReactNode;
  children?: ReactNode;
  footer?: ReactNode;
  wide?: boolean;
  /** Something above the title (e.g. the partner's logo). */
  top?: ReactNode;
}

/** Every screen of the consent app: the kit's CardPage, with the brand on top. */
export function Page({ title, subtitle, children, footer, wide = false, top }: PageProps) {
  return (
    <CardPage
      title={title}
      subtitle={subtitle}
      footer={footer}
      wide={wide}
      brand={text('brand')}
      top={top}
    >
      {children}
    </CardPage>
  );
}
