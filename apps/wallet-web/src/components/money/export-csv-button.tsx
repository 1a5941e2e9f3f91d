import { isApiError } from '@optwallet/api-client';
import { Button, saveBlob, toast } from '@optwallet/ui';
import { useState } from 'react';
import { api } from '../../lib/api';
import { t } from './texts';

/**
 * "Export CSV": the wallet's whole history (GET /wallets/{id}/transactions.csv, every reward
 * payout its own row) downloaded as a file; busy while it loads, a toast if it fails.
 */
export function ExportCsvButton({ walletId }: { walletId: string }) {
  const [busy, setBusy] = useState(false);
  const exportCsv = async () => {
    setBusy(true);
    try {
      const csv = await api.wallets.transactionsCsv(walletId);
      saveBlob(
        new Blob([csv], { type: 'text/csv;charset=utf-8' }),
        `optwallet-transactions-${new Date().toISOString().slice(0, 10)}.csv`,
      );
    } catch (error) {
      toast.error(isApiError(error) ? error.message : t('money.export_failed'), {
        id: 'transactions-csv',
      });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="secondary" size="sm" loading={busy} onClick={() => void exportCsv()}>
      {t('money.export_csv')}
    </Button>
  );
}
