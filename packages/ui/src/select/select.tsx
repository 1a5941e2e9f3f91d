import { searchRank } from '@optwallet/domain';
import { clsx } from 'clsx';
import { Command, useCommandState } from 'cmdk';
import { Check, ChevronsUpDown, Search } from 'lucide-react';
import { Popover as RadixPopover } from 'radix-ui';
import { forwardRef, useState, type ButtonHTMLAttributes, type ReactNode } from 'react';
import { useFormFieldControl } from '../form-field/form-field';
import inputStyles from '../text-field/input.module.css';
import styles from './select.module.css';

export interface SelectOption {
  value: string;
  label: string;
  /** Extra words the search matches, e.g. a country code. */
  keywords?: string[];
  /** Leading visual, e.g. a flag emoji or a token icon. */
  icon?: ReactNode;
  disabled?: boolean;
}

export interface SelectProps extends Omit<
  ButtonHTMLAttributes<HTMLButtonElement>,
  'value' | 'defaultValue' | 'onChange'
> {
  options: SelectOption[];
  value: string | null;
  onValueChange: (value: string) => void;
  placeholder?: string;
  searchPlaceholder?: string;
  /** Shown when the search matches nothing. */
  emptyText?: string;
  /** Accessible name of the search box. */
  searchLabel?: string;
  invalid?: boolean;
}

/**
 * A searchable single choice (countries, tokens, validators): Radix Popover + cmdk listbox. The
 * search ranks whole and prefix matches first and never matches scattered letters (domain's
 * `searchRank`).
 */
export const Select = forwardRef<HTMLButtonElement, SelectProps>(function Select(
  {
    options,
    value,
    onValueChange,
    placeholder = 'Select…',
    searchPlaceholder = 'Search',
    searchLabel = 'Search options',
    emptyText = 'No results',
    invalid,
    className,
    ...rest
  },
  ref,
) {
  const [open, setOpen] = useState(false);
  const props = useFormFieldControl({
    ...rest,
    'aria-invalid': invalid ? true : rest['aria-invalid'],
  });
  const selected = options.find((option) => option.value === value);
  const isInvalid = props['aria-invalid'] === true || props['aria-invalid'] === 'true';

  return (
    <RadixPopover.Root open={open} onOpenChange={setOpen}>
      <RadixPopover.Trigger asChild>
        <button
          ref={ref}
          type="button"
          aria-haspopup="listbox"
          className={clsx(inputStyles.box, styles.trigger, className)}
          data-invalid={isInvalid || undefined}
          data-disabled={props.disabled || undefined}
          data-placeholder={selected ? undefined : true}
          {...props}
        >
          {selected?.icon ? <span className={styles.icon}>{selected.icon}</span> : null}
          <span className={styles.value}>{selected ? selected.label : placeholder}</span>
          <ChevronsUpDown className={styles.chevron} aria-hidden="true" />
        </button>
      </RadixPopover.Trigger>
      <RadixPopover.Portal>
        <RadixPopover.Content
          className={styles.content}
          sideOffset={6}
          align="start"
          collisionPadding={8}
          aria-label={searchLabel}
        >
          <Command className={styles.command} label={searchLabel} loop filter={rankOption}>
            <div className={styles.searchRow}>
              <Search aria-hidden="true" className={styles.searchIcon} />
              <Command.Input
                className={styles.search}
                placeholder={searchPlaceholder}
                aria-label={searchLabel}
              />
            </div>
            <Results emptyText={emptyText}>
              {options.map((option) => (
                <Command.Item
                  key={option.value}
                  value={option.value}
                  keywords={[option.label, ...(option.keywords ?? [])]}
                  disabled={option.disabled}
                  className={styles.item}
                  onSelect={() => {
                    onValueChange(option.value);
                    setOpen(false);
                  }}
                >
                  {option.icon ? <span className={styles.icon}>{option.icon}</span> : null}
                  <span className={styles.itemLabel}>{option.label}</span>
                  {option.value === value ? (
                    <Check aria-hidden="true" className={styles.check} />
                  ) : null}
                </Command.Item>
              ))}
            </Results>
          </Command>
        </RadixPopover.Content>
      </RadixPopover.Portal>
    </RadixPopover.Root>
  );
});

/** cmdk's filter: the item's keywords are its label and then its own keywords. */
function rankOption(value: string, search: string, keywords: string[] = []): number {
  const [label = value, ...words] = keywords;
  return searchRank(search, label, words);
}

/** The option list, hidden when the search matches nothing (an empty listbox is invalid ARIA). */
function Results({ emptyText, children }: { emptyText: string; children: ReactNode }) {
  const count = useCommandState((state) => state.filtered.count);
  return (
    <>
      {count === 0 ? (
        <p className={styles.empty} role="status">
          {emptyText}
        </p>
      ) : null}
      <Command.List className={styles.list} hidden={count === 0}>
        {children}
      </Command.List>
    </>
  );
}
