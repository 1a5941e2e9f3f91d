import type { WalletToken } from '@optwallet/contract';
import {
  displayTokenAmount,
  eip681Uri,
  formatAmount,
  isNativeChain,
  paymentLinkUrl,
  tryParseAmount,
  validateAmount,
} from '@optwallet/domain';
import {
  AmountField,
  Checkbox,
  CopyButton,
  FormField,
  QrCard,
  Select,
  TextField,
  TokenIcon,
  toast,
} from '@optwallet/ui';
import { useState } from 'react';
import { t } from '../texts';
import styles from './send-receive.module.css';

/** The amount typed as the link writes it ('' for none), or the field's message. */
function linkAmount(typed: string, decimals: number): { amount: string } | { error: string } {
  if (typed.trim() === '') return { amount: '' };
  const error = validateAmount(typed, { decimals });
  if (error) return { error: error.message };
  const parsed = tryParseAmount(typed, decimals);
  return { amount: parsed.ok ? formatAmount(parsed.value, decimals) : '' };
}

/**
 * Receive › Payment link on one network: a token of that network, an optional amount and (on
 * OptChain) memo, and the link that asks for them (`/pay/{username}?…`), as a QR code, text and
 * "Copy link", Cash App style. On the EVM network the chain-standard URI (EIP-681) is offered
 * too, as text and, on request, as the QR code, for wallets other than ours. OptChain has no
 * such standard (apps/wallet-web/README.md): other wallets scan the address.
 */
export function PaymentLinkPanel({
  username,
  tokens,
}: {
  username: string;
  /** The wallet's tokens on this network. */
  tokens: WalletToken[];
}) {
  const [symbol, setSymbol] = useState(tokens[0]?.symbol ?? '');
  const [typed, setTyped] = useState('');
  const [memo, setMemo] = useState('');
  const [forOtherWallets, setForOtherWallets] = useState(false);
  const token = tokens.find((candidate) => candidate.symbol === symbol) ?? tokens[0];
  if (!token) return null;
  const native = isNativeChain(token.chainId);
  const read = linkAmount(typed, token.decimals);
  const amount = 'amount' in read ? read.amount : null;
  const link =
    amount === null
      ? null
      : paymentLinkUrl(window.location.origin, {
          username,
          symbol: token.symbol,
          chainId: token.chainId,
          amount,
          memo: native ? memo.trim() : '',
        });
  const walletUri =
    amount !== null && token.evmChainId !== undefined
      ? eip681Uri({
          evmChainId: token.evmChainId,
          to: token.address,
          contractAddress: token.contractAddress,
          amount,
          decimals: token.decimals,
        })
      : null;
  const shownUri = forOtherWallets && walletUri ? walletUri : link;
  const copied = () => toast.success(t('toast.copied'));

  return (
    <div className={styles.linkPanel} data-testid="payment-link-panel">
      {tokens.length > 1 ? (
        <FormField label={t('transfer.token')}>
          <Select
            options={tokens.map((candidate) => ({
              value: candidate.symbol,
              label: candidate.symbol,
              keywords: [candidate.name],
              icon: <TokenIcon symbol={candidate.symbol} size="xs" alt="" />,
            }))}
            value={token.symbol}
            searchPlaceholder={t('transfer.search_token')}
            searchLabel={t('transfer.search_token')}
            emptyText={t('transfer.no_token')}
            onValueChange={(value) => {
              setSymbol(value);
              setTyped('');
            }}
          />
        </FormField>
      ) : null}
      <FormField
        label={t('transfer.link_amount')}
        hint={t('transfer.link_amount_hint')}
        error={'error' in read ? read.error : undefined}
      >
        <AmountField
          value={typed}
          onValueChange={setTyped}
          decimals={token.decimals}
          symbol={token.symbol}
        />
      </FormField>
      {native ? (
        <FormField label={t('transfer.memo')}>
          <TextField
            value={memo}
            maxLength={256}
            onChange={(event) => setMemo(event.target.value)}
          />
        </FormField>
      ) : null}
      {link && shownUri ? (
        <>
          {walletUri ? (
            <Checkbox
              checked={forOtherWallets}
              onCheckedChange={(checked) => setForOtherWallets(checked === true)}
              label={t('transfer.link_other_wallets')}
              description={t('transfer.link_other_wallets_hint')}
            />
          ) : null}
          <QrCard
            value={shownUri}
            title={
              amount
                ? t('transfer.link_title_amount', {
                    username,
                    amount: displayTokenAmount(amount, token.symbol),
                  })
                : t('transfer.link_title', { username, symbol: token.symbol })
            }
            qrLabel={
              shownUri === link ? t('transfer.link_qr_label') : t('transfer.link_qr_label_wallets')
            }
            downloadLabel={t('transfer.download_qr')}
            downloadErrorText={t('error.qr_download_failed')}
            fileName={`optwallet-pay-${username}.png`}
            caption={
              <div className={styles.addressBlock}>
                <code className={styles.fullAddress} data-testid="payment-link">
                  {link}
                </code>
                <CopyButton
                  value={link}
                  label={t('transfer.copy_link')}
                  copiedLabel={t('toast.copied')}
                  onCopied={copied}
                />
                {walletUri ? (
                  <>
                    <p className={styles.muted}>{t('transfer.link_eip681')}</p>
                    <code className={styles.fullAddress} data-testid="payment-link-eip681">
                      {walletUri}
                    </code>
                    <CopyButton
                      value={walletUri}
                      label={t('transfer.copy_eip681')}
                      copiedLabel={t('toast.copied')}
                      onCopied={copied}
                    />
                  </>
                ) : null}
              </div>
            }
          />
          <p className={styles.muted}>
            {native ? t('transfer.link_note_cosmos') : t('transfer.link_note')}
          </p>
        </>
      ) : null}
    </div>
  );
}
