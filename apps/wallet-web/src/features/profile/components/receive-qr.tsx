import type { Profile } from '@optwallet/api-client';
import { EVM_CHAIN_ID, NATIVE_CHAIN_ID } from '@optwallet/domain';
import { Card, QrCard, SkeletonText } from '@optwallet/ui';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { t } from '../texts';
import styles from './profile.module.css';

/**
 * Another person's receive QR (issue 19): their OptChain address to scan from any wallet, and
 * their Ethereum address for the EVM tokens, from GET /get-tokens-by-ulid/{id}.
 */
export function ReceiveQr({ profile, name }: { profile: Profile; name: string }) {
  const query = useQuery({
    queryKey: ['receive-addresses', profile.id],
    queryFn: ({ signal }) => api.social.tokensByUlid(profile.id, { signal }),
  });
  if (query.isPending) {
    return (
      <Card className={styles.qr} role="status" aria-busy="true" aria-label={t('common.loading')}>
        <SkeletonText lines={4} />
      </Card>
    );
  }
  if (query.isError) return null;
  const addressOn = (chainId: string) =>
    query.data.tokens.find((token) => token.chainId === chainId)?.address;
  const native = addressOn(NATIVE_CHAIN_ID);
  const evm = addressOn(EVM_CHAIN_ID);
  if (!native) {
    return (
      <Card className={styles.qr}>
        <p className={styles.muted}>{t('profile.receive_none', { name })}</p>
      </Card>
    );
  }
  return (
    <QrCard
      className={styles.qr}
      value={native}
      title={t('profile.receive_title', { name })}
      caption={
        <span className={styles.caption}>
          <span>{native}</span>
          {evm ? <span>{t('profile.receive_evm', { address: evm })}</span> : null}
        </span>
      }
      qrLabel={t('profile.receive_label', { address: native })}
      downloadLabel={t('profile.download_qr')}
      downloadErrorText={t('error.qr_download_failed')}
      fileName={`optwallet-pay-${profile.username ?? profile.id}.png`}
    />
  );
}
