import type { TransferPreview } from '@optwallet/domain';
import { t } from './texts';
import styles from './money.module.css';

/** Whether the product pays the preview's network fee (gasless first sends). */
export const productPaysFee = (preview: Pick<TransferPreview, 'feePaidBy'>) =>
  preview.feePaidBy === 'product';

/** Said in place of the fee amount while OptWallet pays the network fee. */
export function FeePaidByProduct() {
  return (
    <p className={styles.feePaidByProduct} data-testid="fee-paid-by">
      {t('money.fee_paid_by_product')}
    </p>
  );
}
