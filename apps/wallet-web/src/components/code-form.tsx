import { CodeForm as KitCodeForm } from '@optwallet/ui';
import type { ReactNode } from 'react';
import { t } from '../lib/texts';
import { showServerError } from '../lib/form-errors';

export interface CodeFormProps {
  submitLabel: string;
  /** Called with a complete code; a rejection shows the server's error and empties the boxes. */
  onSubmit: (code: string) => Promise<void>;
  /** Extra controls between the boxes and the button (e.g. "remember me"). */
  children?: ReactNode;
}

/**
 * The kit's 6-digit CodeForm with this app's texts (the §5 message for an incomplete code); a
 * server error goes to a toast, as on the other wallet-web forms.
 */
export function CodeForm({ submitLabel, onSubmit, children }: CodeFormProps) {
  return (
    <KitCodeForm
      label={t('common.code_label')}
      submitLabel={submitLabel}
      incompleteMessage={t('common.code_required')}
      digitLabel={(index, total) => t('common.code_digit', { index: index + 1, total })}
      onSubmit={onSubmit}
      onError={(failure) => {
        showServerError(failure);
        return undefined;
      }}
    >
      {children}
    </KitCodeForm>
  );
}
