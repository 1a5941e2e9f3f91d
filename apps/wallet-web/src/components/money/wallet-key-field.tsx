import { FormField, PasswordField } from '@optwallet/ui';
import { t } from './texts';

/** The wallet key a money action asks before the wallet signs, with its hint and error. */
export function WalletKeyField({
  value,
  error,
  onChange,
}: {
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
}) {
  return (
    <FormField
      label={t('money.wallet_key')}
      hint={t('money.wallet_key_hint')}
      error={error}
      required
    >
      <PasswordField
        value={value}
        autoComplete="off"
        onChange={(event) => onChange(event.target.value)}
      />
    </FormField>
  );
}
