import { useFirstWallet } from '../../../lib/account';
import { isApiError } from '@optwallet/api-client';
import type { CreateValidatorResponse } from '@optwallet/contract';
import {
  displayTokenAmount,
  NATIVE_CHAIN_ID,
  NATIVE_SYMBOL,
  tokenDecimals,
  typedAmountOrText,
  validateAmount,
  validateMoniker,
  VALIDATOR_MONIKER_MAX_LENGTH,
} from '@optwallet/domain';
import { AmountField, Button, FormField, TextArea, TextField, toast } from '@optwallet/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Link } from '../../../lib/router';
import { MoneyPage, Section, pageStyles } from '../../../components/money/page';
import { AddressValue, Summary } from '../../../components/money/summary';
import { WalletKeyField } from '../../../components/money/wallet-key-field';
import { t } from '../texts';
import { api } from '../../../lib/api';
import { percentToFraction } from '../../../lib/money/format';
import { invalidateMoney, walletTokensQuery } from '../../../lib/money/queries';

const DECIMALS = tokenDecimals(NATIVE_SYMBOL) ?? 6;
type Field = 'moniker' | 'amount' | 'fee' | 'walletPasscode';

function Result({ result }: { result: CreateValidatorResponse }) {
  return (
    <div className={pageStyles.section} data-state="completed" aria-live="polite">
      <h2 className={pageStyles.sectionTitle}>{t('validators.created')}</h2>
      <Summary
        rows={[
          { label: t('validators.moniker_label'), value: result.moniker },
          { label: t('money.amount'), value: displayTokenAmount(result.amount, NATIVE_SYMBOL, 18) },
          {
            label: t('money.gas_fee'),
            value: displayTokenAmount(result.gasFee, NATIVE_SYMBOL, 18),
          },
          {
            label: t('money.transaction_hash'),
            value: <AddressValue address={result.transactionHash} />,
          },
        ]}
      />
      <div className={pageStyles.rowActions}>
        <a href={result.blockExplorerLink} target="_blank" rel="noreferrer">
          {t('money.view_explorer')}
        </a>
        <Link to={`/my-assets/stake/${NATIVE_CHAIN_ID}/${NATIVE_SYMBOL}`}>
          {t('validators.back_to_staking')}
        </Link>
      </div>
    </div>
  );
}

/** /create-validator: moniker (max 70), self-stake, commission, details, wallet key; result or 'Failed to create validator'. */
export function Component() {
  const wallet = useFirstWallet();
  const queryClient = useQueryClient();
  const tokens = useQuery({ ...walletTokensQuery(wallet?.id ?? ''), enabled: wallet !== null });
  const opt = tokens.data?.tokens.find(
    (token) => token.chainId === NATIVE_CHAIN_ID && token.symbol === NATIVE_SYMBOL,
  );
  const [values, setValues] = useState({
    moniker: '',
    amount: '',
    fee: '5',
    details: '',
    walletPasscode: '',
  });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const create = useMutation({
    mutationFn: (body: Parameters<typeof api.wallets.createValidator>[1]) =>
      api.wallets.createValidator(wallet?.id ?? '', body),
    onSuccess: () => void invalidateMoney(queryClient),
  });
  const set = (changes: Partial<typeof values>) => {
    setValues((current) => ({ ...current, ...changes }));
    // An edited field's old error no longer applies.
    setErrors((current) =>
      Object.fromEntries(Object.entries(current).filter(([field]) => !(field in changes))),
    );
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (create.isPending) return;
    const fee = percentToFraction(values.fee);
    const found: Partial<Record<Field, string>> = {};
    const moniker = validateMoniker(values.moniker);
    if (moniker) found.moniker = moniker.message;
    const amount = validateAmount(values.amount, { decimals: DECIMALS, balance: opt?.balance });
    if (amount) found.amount = amount.message;
    if (fee === null) found.fee = t('validators.fee_invalid');
    if (values.walletPasscode === '') found.walletPasscode = t('validation.wallet_key_required');
    setErrors(found);
    setFailure(null);
    if (Object.keys(found).length > 0 || fee === null) return;
    try {
      await create.mutateAsync({
        moniker: values.moniker.trim(),
        amount: typedAmountOrText(values.amount),
        fee,
        walletPasscode: values.walletPasscode,
        ...(values.details.trim() ? { details: values.details.trim() } : {}),
      });
    } catch (error) {
      toast.error(t('error.validator_create_failed'));
      setFailure(t('error.validator_create_failed'));
      // The server's reason goes to the field it is about: a wrong key (400), a taken name (409).
      if (isApiError(error) && error.status === 400) setErrors({ walletPasscode: error.message });
      if (isApiError(error) && error.status === 409) setErrors({ moniker: error.message });
      setValues((current) => ({ ...current, walletPasscode: '' }));
    }
  };

  return (
    <MoneyPage title={t('validators.title')} subtitle={t('validators.subtitle')}>
      <Section title={t('validators.details_title')} id="create-validator">
        {create.data ? (
          <Result result={create.data} />
        ) : (
          <form className={pageStyles.section} onSubmit={(event) => void submit(event)} noValidate>
            <FormField
              label={t('validators.moniker')}
              hint={t('validators.moniker_hint')}
              error={errors.moniker}
              required
            >
              <TextField
                value={values.moniker}
                maxLength={VALIDATOR_MONIKER_MAX_LENGTH}
                onChange={(event) => set({ moniker: event.target.value })}
              />
            </FormField>
            <FormField
              label={t('validators.amount')}
              error={errors.amount}
              required
              hint={
                opt
                  ? t('validators.available', {
                      amount: displayTokenAmount(opt.balance, NATIVE_SYMBOL),
                    })
                  : undefined
              }
            >
              <AmountField
                value={values.amount}
                onValueChange={(amount) => set({ amount })}
                decimals={DECIMALS}
                symbol={NATIVE_SYMBOL}
              />
            </FormField>
            <FormField
              label={t('validators.fee')}
              hint={t('validators.fee_hint')}
              error={errors.fee}
              required
            >
              <TextField
                inputMode="decimal"
                value={values.fee}
                onChange={(event) => set({ fee: event.target.value })}
                trailing="%"
              />
            </FormField>
            <FormField label={t('validators.details')}>
              <TextArea
                value={values.details}
                maxLength={280}
                showCount
                rows={3}
                onChange={(event) => set({ details: event.target.value })}
              />
            </FormField>
            <WalletKeyField
              value={values.walletPasscode}
              error={errors.walletPasscode}
              onChange={(walletPasscode) => set({ walletPasscode })}
            />
            {failure ? (
              <p role="alert" className={pageStyles.muted}>
                {failure}
              </p>
            ) : null}
            <Button type="submit" loading={create.isPending}>
              {t('validators.submit')}
            </Button>
          </form>
        )}
      </Section>
    </MoneyPage>
  );
}
