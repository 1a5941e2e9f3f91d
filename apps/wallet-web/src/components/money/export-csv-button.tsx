import { isApiError } from '@optwallet/api-client';
import { Button, toast } from '@optwallet/ui';
import { useState } from 'react';
import { api } from '../../lib/api';
import { t } from './texts';

/** Hands `text` to the browser as a file download named `filename`. */
function download(text: string, filename: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  // After the click has handed the file over.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

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
      download(csv, `optwallet-transactions-${new Date().toISOString().slice(0, 10)}.csv`);
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
