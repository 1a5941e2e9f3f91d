import { abbreviateAddress } from '@optwallet/domain';
import { clsx } from 'clsx';
import { forwardRef, type HTMLAttributes } from 'react';
import { CopyButton } from '../copy-button/copy-button';
import styles from './address-chip.module.css';

export interface AddressChipProps extends HTMLAttributes<HTMLSpanElement> {
  address: string;
  /** Show a copy button (copies the full address). */
  copyable?: boolean;
  copyLabel?: string;
  copiedLabel?: string;
  onCopied?: () => void;
}

/** A wallet address shortened to first 6 + last 3 characters, with the full one for AT and copy. */
export const AddressChip = forwardRef<HTMLSpanElement, AddressChipProps>(function AddressChip(
  {
    address,
    copyable = true,
    copyLabel = 'Copy address',
    copiedLabel = 'Copied!',
    onCopied,
    className,
    ...props
  },
  ref,
) {
  return (
    <span ref={ref} className={clsx(styles.chip, className)} {...props}>
      <span className={styles.address} title={address}>
        <span aria-hidden="true">{abbreviateAddress(address)}</span>
        <span className={styles.full}>{address}</span>
      </span>
      {copyable ? (
        <CopyButton
          value={address}
          iconOnly
          size="sm"
          label={copyLabel}
          copiedLabel={copiedLabel}
          onCopied={onCopied}
        />
      ) : null}
    </span>
  );
});
