import { FormField, PasswordField } from '@optwallet/ui';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { t } from '../lib/texts';

interface NewPasswordFieldsProps {
  password: UseFormRegisterReturn;
  confirmation: UseFormRegisterReturn;
  errors: { password?: string | undefined; confirmation?: string | undefined };
  /** 'Password' on sign-up; 'New password' where one is replaced. */
  passwordLabel?: string;
}

/** A new password and its confirmation, as sign-up, reset and change-password ask for them. */
export function NewPasswordFields({
  password,
  confirmation,
  errors,
  passwordLabel,
}: NewPasswordFieldsProps) {
  return (
    <>
      <FormField label={passwordLabel ?? t('common.new_password')} error={errors.password}>
        <PasswordField autoComplete="new-password" {...password} />
      </FormField>
      <FormField label={t('common.confirm_password')} error={errors.confirmation}>
        <PasswordField autoComplete="new-password" {...confirmation} />
      </FormField>
    </>
  );
}
