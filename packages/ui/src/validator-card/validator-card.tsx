import { formatMoniker } from '@optwallet/domain';
import { clsx } from 'clsx';
import { Check } from 'lucide-react';
import { forwardRef, type HTMLAttributes, type ReactNode } from 'react';
import { Avatar } from '../avatar/avatar';
import styles from './validator-card.module.css';

export interface ValidatorCardProps extends Omit<HTMLAttributes<HTMLDivElement>, 'onSelect'> {
  moniker: string;
  address?: string;
  /** Formatted commission, e.g. '5%'. */
  fee: string;
  /** Formatted uptime, e.g. '99.98%'. */
  uptime: string;
  feeLabel?: string;
  uptimeLabel?: string;
  /** Makes the card a radio-like choice (stake, move stake). */
  selectable?: boolean;
  selected?: boolean;
  onSelect?: () => void;
  /** e.g. a 'Stake' button. */
  action?: ReactNode;
}

export const ValidatorCard = forwardRef<HTMLDivElement, ValidatorCardProps>(function ValidatorCard(
  {
    moniker,
    address,
    fee,
    uptime,
    feeLabel = 'Fee',
    uptimeLabel = 'Uptime',
    selectable = false,
    selected = false,
    onSelect,
    action,
    className,
    ...props
  },
  ref,
) {
  // Product §3: the moniker shows with its first letter capitalised.
  const name = formatMoniker(moniker);
  const content = (
    <>
      <div className={styles.top}>
        <Avatar name={name} size="md" alt="" maxInitials={1} />
        <div className={styles.identity}>
          <span className={styles.moniker}>{name}</span>
          {address ? <span className={styles.address}>{address}</span> : null}
        </div>
        {selectable ? (
          <span className={styles.radio} data-checked={selected || undefined} aria-hidden="true">
            {selected ? <Check /> : null}
          </span>
        ) : null}
      </div>
      <dl className={styles.stats}>
        <div>
          <dt>{feeLabel}</dt>
          <dd>{fee}</dd>
        </div>
        <div>
          <dt>{uptimeLabel}</dt>
          <dd>{uptime}</dd>
        </div>
      </dl>
    </>
  );
  return (
    <div ref={ref} className={clsx(styles.card, selected && styles.selected, className)} {...props}>
      {selectable ? (
        <button
          type="button"
          role="radio"
          aria-checked={selected}
          className={styles.selectButton}
          onClick={onSelect}
        >
          {content}
        </button>
      ) : (
        <div className={styles.static}>{content}</div>
      )}
      {action ? <div className={styles.action}>{action}</div> : null}
    </div>
  );
});
