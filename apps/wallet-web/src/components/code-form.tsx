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

/** How the calls behind a code form name the code: `code`, or `authCode` (product §7). */
const CODE_FIELDS = ['code', 'authCode'] as const;

/**
 * The kit's 6-digit CodeForm with this app's texts (the §5 message for an incomplete code); the
 * server's refusal of the code shows under the boxes, any other failure in a toast.
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
        // A refusal of the code itself goes under the boxes; anything else is a toast.
        let underTheBoxes: string | undefined;
        showServerError(failure, (_field, { message }) => (underTheBoxes = message), CODE_FIELDS);
        return underTheBoxes;
      }}
    >
      {children}
    </KitCodeForm>
  );
}
