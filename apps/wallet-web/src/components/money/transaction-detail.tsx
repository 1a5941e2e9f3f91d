import type { Transaction } from '@optwallet/contract';
import { displayDateTime, displayTokenAmount, transactionTypeLabel } from '@optwallet/domain';
import { Modal, StatusBadge } from '@optwallet/ui';
import { t } from './texts';
import { feeSymbolOf } from '../../lib/money/format';
import { AddressValue, Summary, type SummaryRow } from './summary';
import { useValidatorNames } from './use-validator-names';
import styles from './money.module.css';

/** Product §3 display fields of one transaction, and its explorer link. */
export function TransactionDetail({
  transaction,
  onClose,
}: {
  transaction: Transaction | null;
  onClose: () => void;
}) {
  const nameOf = useValidatorNames();
  const tx = transaction;
  const rows: SummaryRow[] = [];
  if (tx) {
    rows.push(
      { label: t('money.type'), value: transactionTypeLabel(tx.type) },
      { label: t('money.date'), value: displayDateTime(tx.date) },
      { label: t('money.amount'), value: displayTokenAmount(tx.amount, tx.symbol, 18) },
      { label: t('money.status'), value: <StatusBadge status={tx.status} /> },
    );
    // A row of grouped payouts: how many, and the first and last of them.
    if (tx.rewardGroup)
      rows.push(
        { label: t('money.payouts'), value: String(tx.rewardGroup.payouts) },
        {
          label: t('money.payout_period'),
          value: `${displayDateTime(tx.rewardGroup.firstDate)} – ${displayDateTime(tx.rewardGroup.lastDate)}`,
        },
      );
    if (tx.walletAddress)
      rows.push({
        label: t('money.wallet_address'),
        value: <AddressValue address={tx.walletAddress} />,
      });
    if (tx.validator) rows.push({ label: t('money.validator'), value: nameOf(tx.validator) });
    if (tx.fromValidator)
      rows.push({ label: t('money.from_validator'), value: nameOf(tx.fromValidator) });
    if (tx.toValidator)
      rows.push({ label: t('money.to_validator'), value: nameOf(tx.toValidator) });
    rows.push({ label: t('money.network'), value: tx.network });
    if (tx.completedOn)
      rows.push({ label: t('money.completed_on'), value: displayDateTime(tx.completedOn) });
    if (tx.gasFee)
      rows.push({
        label: t('money.gas_fee'),
        value: displayTokenAmount(tx.gasFee, feeSymbolOf(tx.chainId), 18),
      });
    if (tx.memo) rows.push({ label: t('money.memo'), value: tx.memo });
    if (tx.description) rows.push({ label: t('money.description'), value: tx.description });
    rows.push({ label: t('money.transaction_hash'), value: <AddressValue address={tx.hash} /> });
  }
  return (
    <Modal
      open={tx !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={t('money.transaction_details')}
      closeLabel={t('money.close')}
    >
      {tx ? (
        <div className={styles.stack} data-testid="transaction-detail">
          <Summary rows={rows} />
          {tx.blockExplorerLink ? (
            <div className={styles.actions}>
              <a
                className={styles.linkButton}
                href={tx.blockExplorerLink}
                target="_blank"
                rel="noreferrer"
              >
                {t('money.view_explorer')}
              </a>
            </div>
          ) : null}
        </div>
      ) : null}
    </Modal>
  );
}
