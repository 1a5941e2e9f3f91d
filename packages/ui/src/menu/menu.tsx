import { clsx } from 'clsx';
import { DropdownMenu } from 'radix-ui';
import { forwardRef, type ComponentPropsWithoutRef, type ElementRef, type ReactNode } from 'react';
import styles from './menu.module.css';

/** Dropdown menu on Radix: arrow keys, typeahead, Escape and focus return come with it. */
export const Menu = DropdownMenu.Root;
export const MenuTrigger = DropdownMenu.Trigger;
export const MenuGroup = DropdownMenu.Group;

export type MenuContentProps = ComponentPropsWithoutRef<typeof DropdownMenu.Content>;

export const MenuContent = forwardRef<ElementRef<typeof DropdownMenu.Content>, MenuContentProps>(
  function MenuContent({ className, sideOffset = 6, align = 'end', ...props }, ref) {
    return (
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          ref={ref}
          sideOffset={sideOffset}
          align={align}
          collisionPadding={8}
          className={clsx(styles.content, className)}
          {...props}
        />
      </DropdownMenu.Portal>
    );
  },
);

export interface MenuItemProps extends ComponentPropsWithoutRef<typeof DropdownMenu.Item> {
  icon?: ReactNode;
  tone?: 'default' | 'danger';
}

export const MenuItem = forwardRef<ElementRef<typeof DropdownMenu.Item>, MenuItemProps>(
  function MenuItem({ className, icon, tone = 'default', children, ...props }, ref) {
    return (
      <DropdownMenu.Item
        ref={ref}
        className={clsx(styles.item, tone === 'danger' && styles.danger, className)}
        {...props}
      >
        {icon ? (
          <span className={styles.icon} aria-hidden="true">
            {icon}
          </span>
        ) : null}
        <span className={styles.itemText}>{children}</span>
      </DropdownMenu.Item>
    );
  },
);

export const MenuSeparator = forwardRef<
  ElementRef<typeof DropdownMenu.Separator>,
  ComponentPropsWithoutRef<typeof DropdownMenu.Separator>
>(function MenuSeparator({ className, ...props }, ref) {
  return (
    <DropdownMenu.Separator ref={ref} className={clsx(styles.separator, className)} {...props} />
  );
});

export const MenuLabel = forwardRef<
  ElementRef<typeof DropdownMenu.Label>,
  ComponentPropsWithoutRef<typeof DropdownMenu.Label>
>(function MenuLabel({ className, ...props }, ref) {
  return <DropdownMenu.Label ref={ref} className={clsx(styles.label, className)} {...props} />;
});
