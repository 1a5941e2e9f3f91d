import { chainName } from '@optwallet/domain';
import type { Wallet } from '@optwallet/contract';
import {
  AddressChip,
  QrCard,
  Tabs,
  TabsContent,
  TabsList,
  TabsTrigger,
  toast,
} from '@optwallet/ui';
import { t } from '../texts';
import styles from './send-receive.module.css';

/** Receive: the wallet's address per chain as text and QR, copy, download, and the one-chain warning. */
export function ReceivePanel({ wallet }: { wallet: Wallet }) {
  const first = wallet.addresses[0];
  if (!first) return <p className={styles.muted}>{t('transfer.no_addresses')}</p>;
  return (
    <Tabs defaultValue={first.chainId}>
      <TabsList aria-label={t('transfer.receive_network')} variant="underline" fullWidth>
        {wallet.addresses.map((entry) => (
          <TabsTrigger key={entry.chainId} value={entry.chainId}>
            {chainName(entry.chainId)}
          </TabsTrigger>
        ))}
      </TabsList>
      {wallet.addresses.map((entry) => (
        <TabsContent key={entry.chainId} value={entry.chainId} className={styles.receive}>
          <QrCard
            value={entry.address}
            title={t('transfer.receive_title', { network: chainName(entry.chainId) })}
            qrLabel={t('transfer.qr_label', { network: chainName(entry.chainId) })}
            downloadLabel={t('transfer.download_qr')}
            downloadErrorText={t('error.qr_download_failed')}
            fileName={`optwallet-${entry.chainId}-address.png`}
            caption={
              <div className={styles.addressBlock}>
                <code className={styles.fullAddress} data-testid="receive-address">
                  {entry.address}
                </code>
                <AddressChip
                  address={entry.address}
                  copyLabel={t('transfer.copy_address')}
                  copiedLabel={t('toast.copied')}
                  onCopied={() => toast.success(t('toast.copied'))}
                />
              </div>
            }
          />
          <p className={styles.warning} role="note">
            {t('transfer.receive_warning', { network: chainName(entry.chainId) })}
          </p>
        </TabsContent>
      ))}
    </Tabs>
  );
}
