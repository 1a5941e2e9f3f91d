import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { CardScreen, cardScreenStyles as styles } from '../../components/card-screen';
import { text } from './texts';

/** A sign-in link or hand-over that did not work (/magicLogin, /callback): back to signing in. */
export function LinkFailedPage({
  signInHref,
  children,
}: {
  /** The sign-in screen to go back to (where the link would have led, when it said). */
  signInHref: string;
  children?: ReactNode;
}) {
  return (
    <CardScreen
      title={text('link_failed_title')}
      footer={
        <Link className={styles.link} href={signInHref}>
          {text('back_to_sign_in')}
        </Link>
      }
    >
      {children}
    </CardScreen>
  );
}
