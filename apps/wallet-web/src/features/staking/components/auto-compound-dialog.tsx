import { isApiError } from '@optwallet/api-client';
import type { AutoCompound } from '@optwallet/contract';
import {
  NATIVE_SYMBOL,
  formatMoniker,
  tokenDecimals,
  typedAmountOrText,
  validateAmount,
} from '@optwallet/domain';
import { AmountField, Button, FormField, Modal } from '@optwallet/ui';
import { WalletKeyField } from '../../../components/money/wallet-key-field';
import { useState, type FormEvent } from 'react';
import { t } from '../texts';
import styles from './staking.module.css';

type Field = 'cap' | 'walletPasscode' | 'form';

const DECIMALS = tokenDecimals(NATIVE_SYMBOL) ?? 6;

/**
 * The wallet key (and, turning on, the cap) before the wallet signs its grant or its revoke.
 * The server's refusal goes under the field it names: a wrong key, a cap it cannot take.
 */
export function AutoCompoundDialog({
  state,
  stakedWith,
  turningOn,
  pending,
  onClose,
  onSubmit,
}: {
  state: AutoCompound;
  /** Monikers of the validators the wallet stakes with: the grant names them all. */
  stakedWith: string[];
  turningOn: boolean;
  pending: boolean;
  onClose: () => void;
  onSubmit: (values: { cap: string; walletPasscode: string }) => Promise<unknown>;
}) {
  const [cap, setCap] = useState(state.defaultCap);
  const [walletPasscode, setWalletPasscode] = useState('');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    const found: Partial<Record<Field, string>> = {};
    // The cap is read as every amount is (what was typed, or a message; never a guess).
    const capError = turningOn ? validateAmount(cap, { decimals: DECIMALS }) : null;
    if (capError) found.cap = capError.message;
    if (walletPasscode === '') found.walletPasscode = t('validation.wallet_key_required');
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    try {
      await onSubmit({ cap: typedAmountOrText(cap), walletPasscode });
      onClose();
    } catch (error) {
      const message = isApiError(error) || error instanceof Error ? error.message : String(error);
      const fields = isApiError(error) ? Object.keys(error.validation ?? {}) : [];
      const field: Field = fields.includes('walletPasscode')
        ? 'walletPasscode'
        : fields.includes('cap')
          ? 'cap'
          : 'form';
      setErrors({ [field]: message });
      setWalletPasscode('');
    }
  };

  return (
    <Modal
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={turningOn ? t('staking.compound_on_title') : t('staking.compound_off_title')}
      description={
        turningOn
          ? t('staking.compound_on_body', {
              validators: stakedWith.map(formatMoniker).join(', '),
            })
          : t('staking.compound_off_body')
      }
      size="sm"
    >
      <form className={styles.dialogForm} onSubmit={(event) => void submit(event)} noValidate>
        {turningOn ? (
          <FormField
            label={t('staking.compound_cap_label', { symbol: NATIVE_SYMBOL })}
            hint={t('staking.compound_cap_hint')}
            error={errors.cap}
            required
          >
            <AmountField
              value={cap}
              onValueChange={setCap}
              decimals={DECIMALS}
              symbol={NATIVE_SYMBOL}
            />
          </FormField>
        ) : null}
        <WalletKeyField
          value={walletPasscode}
          error={errors.walletPasscode}
          onChange={setWalletPasscode}
        />
        {errors.form ? (
          <p role="alert" className={styles.formError}>
            {errors.form}
          </p>
        ) : null}
        <div className={styles.dialogActions}>
          <Button type="button" variant="secondary" onClick={onClose}>
            {t('staking.compound_cancel')}
          </Button>
          <Button type="submit" loading={pending}>
            {turningOn ? t('staking.compound_turn_on') : t('staking.compound_turn_off')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
