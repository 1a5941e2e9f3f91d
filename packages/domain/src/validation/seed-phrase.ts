import { validateMnemonic } from '@scure/bip39';
import { wordlist } from '@scure/bip39/wordlists/english.js';
import { fieldError } from './field-error';
import type { FieldError } from './field-error';

const SEED_PHRASE_LENGTHS = [12, 24] as const;

/** Splits typed or pasted text into lower-case words. */
export function parseSeedPhrase(text: string): string[] {
  const trimmed = text.trim().toLowerCase();
  return trimmed === '' ? [] : trimmed.split(/\s+/);
}

/**
 * Seed words as the word boxes hold them: any empty box -> 'enter all seed words'; a count other
 * than 12 or 24, a word outside the BIP39 English list or a wrong checksum -> 'Invalid seed phrase.'
 */
export function validateSeedPhrase(words: readonly string[]): FieldError | null {
  const normalised = words.map((word) => word.trim().toLowerCase());
  if (normalised.length === 0 || normalised.some((word) => word === '')) {
    return fieldError('validation.seed_words_required');
  }
  if (!(SEED_PHRASE_LENGTHS as readonly number[]).includes(normalised.length)) {
    return fieldError('validation.seed_invalid');
  }
  return validateMnemonic(normalised.join(' '), wordlist)
    ? null
    : fieldError('validation.seed_invalid');
}
