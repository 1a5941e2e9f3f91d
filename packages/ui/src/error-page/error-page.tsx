import { clsx } from 'clsx';
import { CircleAlert, Compass } from 'lucide-react';
import { forwardRef, type HTMLAttributes, type ReactNode } from 'react';
import { Button } from '../button/button';
import styles from './error-page.module.css';

export interface ErrorPageProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  title?: ReactNode;
  description?: ReactNode;
  /** Big code or mark above the title, e.g. '404'. */
  code?: ReactNode;
  icon?: ReactNode;
  /** Actions: Try Again, Go Home. */
  actions?: ReactNode;
}

/** Full-page error ('Something Went Wrong!', 'Unable to Load Application'). */
export const ErrorPage = forwardRef<HTMLDivElement, ErrorPageProps>(function ErrorPage(
  {
    title = 'Something Went Wrong!',
    description = 'We couldn’t process this time. Please try again later.',
    code,
    icon = <CircleAlert />,
    actions,
    className,
    ...props
  },
  ref,
) {
  return (
    <div ref={ref} className={clsx(styles.page, className)} {...props}>
      <div className={styles.panel}>
        {code ? (
          <p className={styles.code} aria-hidden="true">
            {code}
          </p>
        ) : (
          <span className={styles.icon} aria-hidden="true">
            {icon}
          </span>
        )}
        <h1 className={styles.title}>{title}</h1>
        {description ? <p className={styles.description}>{description}</p> : null}
        {actions ? <div className={styles.actions}>{actions}</div> : null}
      </div>
    </div>
  );
});

export interface NotFoundProps extends Omit<ErrorPageProps, 'actions' | 'code'> {
  goHomeLabel?: string;
  onGoHome: () => void;
}

/** The 404 page: 'Page Not Found' with a Go Home action. */
export const NotFound = forwardRef<HTMLDivElement, NotFoundProps>(function NotFound(
  {
    title = 'Page Not Found',
    description = 'The page you are looking for does not exist or has moved.',
    goHomeLabel = 'Go Home',
    onGoHome,
    ...props
  },
  ref,
) {
  return (
    <ErrorPage
      ref={ref}
      code="404"
      icon={<Compass />}
      title={title}
      description={description}
      actions={<Button onClick={onGoHome}>{goHomeLabel}</Button>}
      {...props}
    />
  );
});
