import { clsx } from 'clsx';
import { forwardRef, type HTMLAttributes } from 'react';
import styles from './card.module.css';

export interface CardProps extends HTMLAttributes<HTMLDivElement> {
  padding?: 'none' | 'sm' | 'md' | 'lg';
}

/** The calm white surface most screens are made of. */
export const Card = forwardRef<HTMLDivElement, CardProps>(function Card(
  { padding = 'md', className, ...props },
  ref,
) {
  return <div ref={ref} className={clsx(styles.card, styles[padding], className)} {...props} />;
});
