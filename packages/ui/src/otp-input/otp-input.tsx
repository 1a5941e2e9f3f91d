import { clsx } from 'clsx';
import {
  forwardRef,
  useImperativeHandle,
  useRef,
  type ClipboardEvent,
  type HTMLAttributes,
  type KeyboardEvent,
} from 'react';
import { useControllableState } from '../internal/use-controllable-state';
import styles from './otp-input.module.css';

export interface OtpInputProps extends Omit<
  HTMLAttributes<HTMLDivElement>,
  'onChange' | 'defaultValue'
> {
  length?: number;
  value?: string;
  defaultValue?: string;
  onChange?: (value: string) => void;
  /** Called once every box holds a digit. */
  onComplete?: (value: string) => void;
  /** Accessible name of box n of total, e.g. "Digit 1 of 6". */
  boxLabel?: (index: number, total: number) => string;
  invalid?: boolean;
  disabled?: boolean;
  autoFocus?: boolean;
  /** Mask the digits (wallet passcode). */
  mask?: boolean;
}

const DIGIT = /^\d$/;

/**
 * One box per digit. Typing advances, Backspace in an empty box moves to the previous box,
 * arrows move, and pasting a code fills every box.
 */
export const OtpInput = forwardRef<HTMLDivElement, OtpInputProps>(function OtpInput(
  {
    length = 6,
    value,
    defaultValue = '',
    onChange,
    onComplete,
    boxLabel = (index, total) => `Digit ${index + 1} of ${total}`,
    invalid = false,
    disabled = false,
    autoFocus = false,
    mask = false,
    className,
    ...props
  },
  ref,
) {
  const [code, setCode] = useControllableState(value, defaultValue, onChange);
  const inputs = useRef<Array<HTMLInputElement | null>>([]);
  const rootRef = useRef<HTMLDivElement>(null);
  useImperativeHandle(ref, () => rootRef.current as HTMLDivElement);

  const digits = Array.from({ length }, (_, i) => code[i] ?? '');

  const focusBox = (index: number) => {
    const target = inputs.current[Math.max(0, Math.min(length - 1, index))];
    target?.focus();
    target?.select();
  };

  const commit = (next: string[]) => {
    const joined = next.join('');
    setCode(joined);
    if (joined.length === length && next.every((d) => DIGIT.test(d))) onComplete?.(joined);
  };

  const handleInput = (index: number, raw: string) => {
    const typed = raw.replace(/\D/g, '');
    if (!typed) return;
    if (typed.length > 1) {
      fillFrom(index, typed);
      return;
    }
    const next = [...digits];
    next[index] = typed;
    commit(next);
    if (index < length - 1) focusBox(index + 1);
  };

  const fillFrom = (start: number, text: string) => {
    const next = [...digits];
    const incoming = text
      .replace(/\D/g, '')
      .slice(0, length - start)
      .split('');
    incoming.forEach((digit, offset) => {
      next[start + offset] = digit;
    });
    commit(next);
    focusBox(Math.min(start + incoming.length, length - 1));
  };

  const handleKeyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace') {
      event.preventDefault();
      const next = [...digits];
      if (next[index]) {
        next[index] = '';
        commit(next);
      } else if (index > 0) {
        next[index - 1] = '';
        commit(next);
        focusBox(index - 1);
      }
    } else if (event.key === 'ArrowLeft') {
      event.preventDefault();
      focusBox(index - 1);
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      focusBox(index + 1);
    } else if (event.key === 'Home') {
      event.preventDefault();
      focusBox(0);
    } else if (event.key === 'End') {
      event.preventDefault();
      focusBox(length - 1);
    }
  };

  const handlePaste = (index: number, event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    const text = event.clipboardData.getData('text');
    // A whole code pasted anywhere fills from the first box.
    fillFrom(text.replace(/\D/g, '').length >= length ? 0 : index, text);
  };

  return (
    <div
      ref={rootRef}
      role="group"
      className={clsx(styles.root, className)}
      data-invalid={invalid || undefined}
      {...props}
    >
      {digits.map((digit, index) => (
        <input
          key={index}
          ref={(node) => {
            inputs.current[index] = node;
          }}
          className={styles.box}
          type={mask ? 'password' : 'text'}
          inputMode="numeric"
          autoComplete={index === 0 ? 'one-time-code' : 'off'}
          pattern="\d*"
          maxLength={length}
          aria-label={boxLabel(index, length)}
          aria-invalid={invalid || undefined}
          disabled={disabled}
          // eslint-disable-next-line jsx-a11y/no-autofocus -- a code screen has one job: typing the code
          autoFocus={autoFocus && index === 0}
          value={digit}
          onChange={(event) =>
            handleInput(index, event.target.value.replace(digit, '') || event.target.value)
          }
          onKeyDown={(event) => handleKeyDown(index, event)}
          onPaste={(event) => handlePaste(index, event)}
          onFocus={(event) => event.target.select()}
        />
      ))}
    </div>
  );
});
