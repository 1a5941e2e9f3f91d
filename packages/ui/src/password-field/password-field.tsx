import { Eye, EyeOff } from 'lucide-react';
import { forwardRef, useState } from 'react';
import { IconButton } from '../icon-button/icon-button';
import { TextField, type TextFieldProps } from '../text-field/text-field';

export interface PasswordFieldProps extends Omit<TextFieldProps, 'type' | 'trailing'> {
  showLabel?: string;
  hideLabel?: string;
  /** Start with the password visible. */
  defaultVisible?: boolean;
}

export const PasswordField = forwardRef<HTMLInputElement, PasswordFieldProps>(
  function PasswordField(
    {
      showLabel = 'Show password',
      hideLabel = 'Hide password',
      defaultVisible = false,
      autoComplete = 'current-password',
      ...props
    },
    ref,
  ) {
    const [visible, setVisible] = useState(defaultVisible);
    return (
      <TextField
        ref={ref}
        type={visible ? 'text' : 'password'}
        autoComplete={autoComplete}
        spellCheck={false}
        autoCapitalize="off"
        {...props}
        trailing={
          <IconButton
            size="sm"
            label={visible ? hideLabel : showLabel}
            aria-pressed={visible}
            icon={visible ? <EyeOff /> : <Eye />}
            disabled={props.disabled}
            onClick={() => setVisible((v) => !v)}
          />
        }
      />
    );
  },
);
