import { clsx } from 'clsx';
import { Eye } from 'lucide-react';
import { forwardRef, type HTMLAttributes } from 'react';
import { Button } from '../button/button';
import { CopyButton } from '../copy-button/copy-button';
import { useControllableState } from '../internal/use-controllable-state';
import styles from './seed-phrase.module.css';

export interface SeedPhraseGridProps extends HTMLAttributes<HTMLDivElement> {
  words: string[];
  /** Controlled reveal state; hidden words are blurred and not in the accessibility tree. */
  revealed?: boolean;
  defaultRevealed?: boolean;
  onRevealedChange?: (revealed: boolean) => void;
  revealLabel?: string;
  hiddenNotice?: string;
  copyLabel?: string;
  copiedLabel?: string;
  onCopied?: () => void;
  /** Accessible name of the word list. */
  listLabel?: string;
}

export const SeedPhraseGrid = forwardRef<HTMLDivElement, SeedPhraseGridProps>(
  function SeedPhraseGrid(
    {
      words,
      revealed,
      defaultRevealed = false,
      onRevealedChange,
      revealLabel = 'Reveal secret phrase',
      hiddenNotice = 'Make sure nobody is looking at your screen.',
      copyLabel = 'Copy phrase',
      copiedLabel = 'Copied!',
      onCopied,
      listLabel = 'Secret recovery phrase',
      className,
      ...props
    },
    ref,
  ) {
    const [isRevealed, setRevealed] = useControllableState(
      revealed,
      defaultRevealed,
      onRevealedChange,
    );
    return (
      <div
        ref={ref}
        className={clsx(styles.root, className)}
        data-state={isRevealed ? 'revealed' : 'hidden'}
        {...props}
      >
        <div className={styles.gridWrap}>
          <ol className={styles.grid} aria-label={listLabel} aria-hidden={!isRevealed || undefined}>
            {words.map((word, index) => (
              <li key={index} className={styles.word}>
                <span className={styles.number} aria-hidden="true">
                  {index + 1}
                </span>
                <span className={styles.text}>{isRevealed ? word : '•••••'}</span>
              </li>
            ))}
          </ol>
          {isRevealed ? null : (
            <div className={styles.cover}>
              <p className={styles.notice}>{hiddenNotice}</p>
              <Button variant="secondary" leadingIcon={<Eye />} onClick={() => setRevealed(true)}>
                {revealLabel}
              </Button>
            </div>
          )}
        </div>
        {isRevealed ? (
          <div className={styles.actions}>
            <CopyButton
              value={words.join(' ')}
              label={copyLabel}
              copiedLabel={copiedLabel}
              onCopied={onCopied}
            />
          </div>
        ) : null}
      </div>
    );
  },
);
