import { clsx } from 'clsx';
import { forwardRef, useState, type TextareaHTMLAttributes } from 'react';
import { useFormFieldControl } from '../form-field/form-field';
import styles from './text-area.module.css';

export interface TextAreaProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  invalid?: boolean;
  /** Shows "n / maxLength" under the box when maxLength is set. */
  showCount?: boolean;
}

export const TextArea = forwardRef<HTMLTextAreaElement, TextAreaProps>(function TextArea(
  { invalid, showCount = false, className, rows = 4, onChange, ...rest },
  ref,
) {
  const props = useFormFieldControl({
    ...rest,
    'aria-invalid': invalid ? true : rest['aria-invalid'],
  });
  const [count, setCount] = useState(() => String(rest.value ?? rest.defaultValue ?? '').length);
  const length = rest.value !== undefined ? String(rest.value).length : count;
  return (
    <div className={styles.wrapper}>
      <textarea
        ref={ref}
        rows={rows}
        className={clsx(styles.textarea, className)}
        onChange={(event) => {
          setCount(event.target.value.length);
          onChange?.(event);
        }}
        {...props}
      />
      {showCount && rest.maxLength ? (
        <span className={styles.count} aria-live="polite">
          {length} / {rest.maxLength}
        </span>
      ) : null}
    </div>
  );
});
