import { clsx } from 'clsx';
import { forwardRef, type CSSProperties, type HTMLAttributes } from 'react';
import styles from './skeleton.module.css';

export interface SkeletonProps extends HTMLAttributes<HTMLSpanElement> {
  width?: number | string;
  height?: number | string;
  shape?: 'rect' | 'text' | 'circle';
}

/** A placeholder block; decorative (the region that loads should carry aria-busy). */
export const Skeleton = forwardRef<HTMLSpanElement, SkeletonProps>(function Skeleton(
  { width, height, shape = 'rect', className, style, ...props },
  ref,
) {
  const size: CSSProperties = { width, height, ...style };
  return (
    <span
      ref={ref}
      aria-hidden="true"
      className={clsx(styles.skeleton, styles[shape], className)}
      style={size}
      {...props}
    />
  );
});

export interface SkeletonTextProps extends HTMLAttributes<HTMLSpanElement> {
  lines?: number;
}

export function SkeletonText({ lines = 3, className, ...props }: SkeletonTextProps) {
  return (
    <span className={clsx(styles.lines, className)} aria-hidden="true" {...props}>
      {Array.from({ length: lines }, (_, index) => (
        <Skeleton key={index} shape="text" width={index === lines - 1 ? '60%' : '100%'} />
      ))}
    </span>
  );
}
