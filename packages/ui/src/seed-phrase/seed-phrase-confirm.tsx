import { clsx } from 'clsx';
import { forwardRef, useId, useRef, type ClipboardEvent, type HTMLAttributes } from 'react';
import styles from './seed-phrase.module.css';

export interface SeedPhraseConfirmProps extends Omit<
  HTMLAttributes<HTMLFieldSetElement>,
  'onChange'
> {
  /** One entry per word; '' for a box not filled yet. */
  value: string[];
  onChange: (words: string[]) => void;
  /** Words already given (index -> word) that the user does not type, shown read-only. */
  given?: Record<number, string>;
  legend?: string;
  wordLabel?: (index: number) => string;
  error?: string;
  /** The boxes the error is about (by index), marked invalid; without it, every box is. */
  invalidWords?: readonly number[];
  disabled?: boolean;
}

/** Enter the recovery phrase word by word; pasting the whole phrase fills every box. */
export const SeedPhraseConfirm = forwardRef<HTMLFieldSetElement, SeedPhraseConfirmProps>(
  function SeedPhraseConfirm(
    {
      value,
      onChange,
      given = {},
      legend = 'Enter your secret phrase',
      wordLabel = (index) => `Word ${index + 1}`,
      error,
      invalidWords,
      disabled = false,
      className,
      ...props
    },
    ref,
  ) {
    const inputs = useRef<Array<HTMLInputElement | null>>([]);
    const errorId = `seed-error-${useId()}`;

    const setWord = (index: number, word: string) => {
      const next = [...value];
      next[index] = word.trim().toLowerCase();
      onChange(next);
    };

    const handlePaste = (index: number, event: ClipboardEvent<HTMLInputElement>) => {
      const words = event.clipboardData.getData('text').trim().toLowerCase().split(/\s+/);
      if (words.length < 2) return;
      event.preventDefault();
      const start = words.length >= value.length ? 0 : index;
      const next = [...value];
      words.slice(0, value.length - start).forEach((word, offset) => {
        if (given[start + offset] === undefined) next[start + offset] = word;
      });
      onChange(next);
      inputs.current[Math.min(start + words.length, value.length) - 1]?.focus();
    };

    return (
      <fieldset
        ref={ref}
        className={clsx(styles.confirm, className)}
        disabled={disabled}
        aria-describedby={error ? errorId : undefined}
        {...props}
      >
        <legend className={styles.legend}>{legend}</legend>
        <ol className={styles.grid}>
          {value.map((word, index) => {
            const fixed = given[index];
            const invalid = Boolean(error) && (invalidWords?.includes(index) ?? true);
            return (
              <li
                key={index}
                className={clsx(styles.word, styles.entry, invalidWords && invalid && styles.wrong)}
              >
                <span className={styles.number} aria-hidden="true">
                  {index + 1}
                </span>
                <input
                  ref={(node) => {
                    inputs.current[index] = node;
                  }}
                  className={styles.wordInput}
                  aria-label={wordLabel(index)}
                  aria-invalid={invalid || undefined}
                  autoComplete="off"
                  autoCapitalize="off"
                  autoCorrect="off"
                  spellCheck={false}
                  readOnly={fixed !== undefined}
                  value={fixed ?? word}
                  onChange={(event) => setWord(index, event.target.value)}
                  onPaste={(event) => handlePaste(index, event)}
                  onKeyDown={(event) => {
                    if (event.key === ' ' || event.key === 'Enter') {
                      event.preventDefault();
                      inputs.current[index + 1]?.focus();
                    }
                  }}
                />
              </li>
            );
          })}
        </ol>
        {error ? (
          <p id={errorId} role="alert" className={styles.error}>
            {error}
          </p>
        ) : null}
      </fieldset>
    );
  },
);
