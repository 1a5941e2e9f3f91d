import { clsx } from 'clsx';
import {
  createContext,
  forwardRef,
  useContext,
  useId,
  useMemo,
  type HTMLAttributes,
  type ReactNode,
} from 'react';
import styles from './form-field.module.css';

interface FormFieldContextValue {
  id: string;
  describedBy: string | undefined;
  invalid: boolean;
  required: boolean;
  disabled: boolean;
}

const FormFieldContext = createContext<FormFieldContextValue | null>(null);

export interface FormFieldControlProps {
  id?: string;
  'aria-describedby'?: string;
  'aria-invalid'?: boolean | 'true' | 'false' | 'grammar' | 'spelling';
  required?: boolean;
  disabled?: boolean;
}

/**
 * Props a control inside a FormField receives: its id (so the label points at it),
 * aria-describedby (hint and error) and aria-invalid. Explicit props win.
 */
export function useFormFieldControl<P extends FormFieldControlProps>(props: P): P {
  const field = useContext(FormFieldContext);
  if (!field) return props;
  const describedBy = [field.describedBy, props['aria-describedby']].filter(Boolean).join(' ');
  return {
    ...props,
    id: props.id ?? field.id,
    'aria-describedby': describedBy || undefined,
    'aria-invalid': props['aria-invalid'] ?? (field.invalid || undefined),
    required: props.required ?? (field.required || undefined),
    disabled: props.disabled ?? (field.disabled || undefined),
  };
}

export interface FormFieldProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  label: ReactNode;
  /** Help text under the control, linked through aria-describedby. */
  hint?: ReactNode;
  /** Error text; marks the control aria-invalid and is announced. */
  error?: ReactNode;
  required?: boolean;
  disabled?: boolean;
  /** Id of the control; generated when omitted. */
  id?: string;
  /** Hides the label visually (it stays the accessible name). */
  hideLabel?: boolean;
  /** Extra content on the label row, e.g. a "Forgot password?" link. */
  labelAside?: ReactNode;
  children: ReactNode;
}

export const FormField = forwardRef<HTMLDivElement, FormFieldProps>(function FormField(
  {
    label,
    hint,
    error,
    required = false,
    disabled = false,
    id,
    hideLabel = false,
    labelAside,
    className,
    children,
    ...props
  },
  ref,
) {
  const generated = useId();
  const controlId = id ?? `field-${generated}`;
  const hintId = hint ? `${controlId}-hint` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  const invalid = Boolean(error);
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  const value = useMemo(
    () => ({ id: controlId, describedBy, invalid, required, disabled }),
    [controlId, describedBy, invalid, required, disabled],
  );

  return (
    <div
      ref={ref}
      className={clsx(styles.field, className)}
      data-invalid={invalid || undefined}
      data-disabled={disabled || undefined}
      {...props}
    >
      <div className={clsx(styles.labelRow, hideLabel && styles.hiddenLabel)}>
        <label htmlFor={controlId} className={styles.label}>
          {label}
          {required ? (
            <span className={styles.required} aria-hidden="true">
              {' '}
              *
            </span>
          ) : null}
        </label>
        {labelAside}
      </div>
      <FormFieldContext.Provider value={value}>{children}</FormFieldContext.Provider>
      {hint ? (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
});
