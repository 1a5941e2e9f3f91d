import type { ReactNode } from 'react';
import { Link } from 'wouter';

export interface AppLinkProps {
  /** A path of this app (its router moves there), or another app's URL (a page load). */
  href: string;
  className?: string;
  children: ReactNode;
}

/** A link to a place an app names: its own screens through the router, others as plain links. */
export function AppLink({ href, className, children }: AppLinkProps) {
  return href.startsWith('/') ? (
    <Link href={href} className={className}>
      {children}
    </Link>
  ) : (
    <a href={href} className={className}>
      {children}
    </a>
  );
}
