import type { Profile } from '@optwallet/api-client';
import {
  EVM_CHAIN_ID,
  NATIVE_CHAIN_ID,
  TOKEN_DECIMALS,
  typedAmountOrText,
  validateRequestAmount,
} from '@optwallet/domain';
import {
  AmountField,
  Button,
  FormField,
  Modal,
  Select,
  TextField,
  TokenIcon,
  toast,
} from '@optwallet/ui';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { api } from '../../../lib/api';
import { showServerError } from '../../../lib/form-errors';
import { invalidateRequests } from '../../../lib/payment-requests';
import { t } from '../texts';
import styles from './profile.module.css';

type Symbol = keyof typeof TOKEN_DECIMALS;
const TOKENS: readonly Symbol[] = ['OPT', 'ETH', 'USDT', 'USDC', 'WBTC'];
const MEMO_MAX = 256;

type Field = 'amount' | 'memo';

/**
 * Asks this person for an amount (POST /payment-requests/{id}): an open request they are notified
 * of and can pay (a send locked to it) or decline from Requests. Nothing moves until they pay.
 */
export default function RequestPaymentModal({
  profile,
  name,
  onClose,
}: {
  profile: Profile;
  name: string;
  onClose: () => void;
}) {
  const [amount, setAmount] = useState('');
  const [symbol, setSymbol] = useState<Symbol>('OPT');
  const [memo, setMemo] = useState('');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [busy, setBusy] = useState(false);
  const queryClient = useQueryClient();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // The Send form's rules and messages, and the ceiling of a request (as the server checks).
    const invalid = validateRequestAmount(amount, { decimals: TOKEN_DECIMALS[symbol], symbol });
    if (invalid) return setErrors({ amount: invalid.message });
    setErrors({});
    setBusy(true);
    try {
      await api.social.requestPayment(profile.id, {
        amount: typedAmountOrText(amount),
        symbol,
        chainId: symbol === 'OPT' ? NATIVE_CHAIN_ID : EVM_CHAIN_ID,
        ...(memo.trim() ? { memo: memo.trim() } : {}),
      });
      toast.success(t('profile.request_sent', { name }));
      void invalidateRequests(queryClient);
      onClose();
    } catch (error) {
      // A refusal (blocked, 10 open requests already) is a toast; a bad amount sits on its field.
      showServerError<Field>(
        error,
        (field, { message }) => setErrors((now) => ({ ...now, [field]: message })),
        ['amount', 'memo'],
      );
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={t('profile.request_title', { name })}
      description={t('profile.request_body', { name })}
      size="sm"
    >
      <form className={styles.requestForm} onSubmit={(event) => void submit(event)} noValidate>
        <FormField label={t('profile.request_token')}>
          <Select
            options={TOKENS.map((value) => ({
              value,
              label: value,
              icon: <TokenIcon symbol={value} size="xs" alt="" />,
            }))}
            value={symbol}
            onValueChange={(value) => setSymbol(value as Symbol)}
          />
        </FormField>
        <FormField label={t('profile.request_amount')} error={errors.amount} required>
          <AmountField
            value={amount}
            onValueChange={(value) => {
              setAmount(value);
              setErrors((now) => ({ ...now, amount: undefined }));
            }}
            decimals={TOKEN_DECIMALS[symbol]}
            symbol={symbol}
          />
        </FormField>
        <FormField label={t('profile.request_memo')} error={errors.memo}>
          <TextField
            value={memo}
            maxLength={MEMO_MAX}
            placeholder={t('profile.request_memo_placeholder')}
            onChange={(event) => setMemo(event.target.value)}
          />
        </FormField>
        <Button type="submit" loading={busy}>
          {t('profile.request_send')}
        </Button>
      </form>
    </Modal>
  );
}
