import { chainName } from '@optwallet/domain';
import type { Wallet, WalletToken } from '@optwallet/contract';
import {
  AddressChip,
  QrCard,
  Tabs,
  TabsContent,
  TabsList,
  TabsTrigger,
  toast,
} from '@optwallet/ui';
import { useQuery } from '@tanstack/react-query';
import { useUser } from '../../../lib/account';
import { walletTokensQuery } from '../../../lib/money/queries';
import { t } from '../texts';
import { PaymentLinkPanel } from './payment-link-panel';
import styles from './send-receive.module.css';

/** The address of one network as text and QR, copy, download, and the one-chain warning. */
function AddressPanel({ entry }: { entry: Wallet['addresses'][number] }) {
  return (
    <>
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
    </>
  );
}

/**
 * Receive, per network: the wallet's address (what any wallet of that chain can send to) or a
 * payment link asking for a token, an amount and a memo (what an OptWallet user opens to pay).
 */
export function ReceivePanel({ wallet }: { wallet: Wallet }) {
  const user = useUser();
  const tokens = useQuery(walletTokensQuery(wallet.id));
  const first = wallet.addresses[0];
  if (!first) return <p className={styles.muted}>{t('transfer.no_addresses')}</p>;
  const tokensOn = (chainId: string): WalletToken[] =>
    tokens.data?.tokens.filter((token) => token.chainId === chainId) ?? [];
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
          {user?.username && tokensOn(entry.chainId).length > 0 ? (
            <Tabs defaultValue="address" className={styles.receiveModes}>
              <TabsList aria-label={t('transfer.receive_mode')} variant="pill" fullWidth>
                <TabsTrigger value="address">{t('transfer.mode_address')}</TabsTrigger>
                <TabsTrigger value="link">{t('transfer.mode_link')}</TabsTrigger>
              </TabsList>
              <TabsContent value="address" className={styles.receive}>
                <AddressPanel entry={entry} />
              </TabsContent>
              <TabsContent value="link" className={styles.receive}>
                <PaymentLinkPanel username={user.username} tokens={tokensOn(entry.chainId)} />
              </TabsContent>
            </Tabs>
          ) : (
            <AddressPanel entry={entry} />
          )}
        </TabsContent>
      ))}
    </Tabs>
  );
}
