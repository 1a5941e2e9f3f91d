import { clsx } from 'clsx';
import { Tabs as RadixTabs } from 'radix-ui';
import { forwardRef, type ComponentPropsWithoutRef, type ElementRef } from 'react';
import styles from './tabs.module.css';

export type TabsProps = ComponentPropsWithoutRef<typeof RadixTabs.Root>;

export const Tabs = forwardRef<ElementRef<typeof RadixTabs.Root>, TabsProps>(function Tabs(
  { className, ...props },
  ref,
) {
  return <RadixTabs.Root ref={ref} className={clsx(styles.root, className)} {...props} />;
});

export interface TabsListProps extends ComponentPropsWithoutRef<typeof RadixTabs.List> {
  /** 'underline' for page sections, 'pill' for a compact switch (Send / Receive). */
  variant?: 'underline' | 'pill';
  fullWidth?: boolean;
}

export const TabsList = forwardRef<ElementRef<typeof RadixTabs.List>, TabsListProps>(
  function TabsList({ className, variant = 'underline', fullWidth = false, ...props }, ref) {
    return (
      <RadixTabs.List
        ref={ref}
        className={clsx(styles.list, styles[variant], fullWidth && styles.fullWidth, className)}
        {...props}
      />
    );
  },
);

export type TabsTriggerProps = ComponentPropsWithoutRef<typeof RadixTabs.Trigger>;

export const TabsTrigger = forwardRef<ElementRef<typeof RadixTabs.Trigger>, TabsTriggerProps>(
  function TabsTrigger({ className, ...props }, ref) {
    return <RadixTabs.Trigger ref={ref} className={clsx(styles.trigger, className)} {...props} />;
  },
);

export type TabsContentProps = ComponentPropsWithoutRef<typeof RadixTabs.Content>;

export const TabsContent = forwardRef<ElementRef<typeof RadixTabs.Content>, TabsContentProps>(
  function TabsContent({ className, ...props }, ref) {
    return <RadixTabs.Content ref={ref} className={clsx(styles.content, className)} {...props} />;
  },
);
