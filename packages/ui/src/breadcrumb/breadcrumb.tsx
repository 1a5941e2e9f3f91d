import { clsx } from 'clsx';
import { ChevronRight } from 'lucide-react';
import { forwardRef, type HTMLAttributes, type ReactNode } from 'react';
import styles from './breadcrumb.module.css';

export interface BreadcrumbItem {
  label: string;
  href?: string;
}

export interface RenderLinkProps {
  href: string;
  className?: string;
  children: ReactNode;
  'aria-current'?: 'page';
}

/** How the kit renders a link; apps pass their router's Link (`({href, ...p}) => <Link to={href} {...p}/>`). */
export type RenderLink = (props: RenderLinkProps) => ReactNode;

export const defaultRenderLink: RenderLink = ({ href, className, children, ...rest }) => (
  <a href={href} className={className} aria-current={rest['aria-current']}>
    {children}
  </a>
);

export interface BreadcrumbProps extends HTMLAttributes<HTMLElement> {
  items: BreadcrumbItem[];
  renderLink?: RenderLink;
  label?: string;
}

export const Breadcrumb = forwardRef<HTMLElement, BreadcrumbProps>(function Breadcrumb(
  { items, renderLink = defaultRenderLink, label = 'Breadcrumb', className, ...props },
  ref,
) {
  return (
    <nav ref={ref} aria-label={label} className={clsx(styles.nav, className)} {...props}>
      <ol className={styles.list}>
        {items.map((item, index) => {
          const last = index === items.length - 1;
          const href = last ? undefined : item.href;
          return (
            <li key={`${item.label}-${index}`} className={styles.item}>
              {!href ? (
                <span className={styles.current} aria-current={last ? 'page' : undefined}>
                  {item.label}
                </span>
              ) : (
                renderLink({ href, className: styles.link, children: item.label })
              )}
              {last ? null : <ChevronRight className={styles.separator} aria-hidden="true" />}
            </li>
          );
        })}
      </ol>
    </nav>
  );
});
