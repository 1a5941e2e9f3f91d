import { interpolate } from '@optwallet/domain';

/*
 * One source of strings: the spec's texts are @optwallet/domain's catalogue (CATALOGUE_EN); each
 * feature keeps its own screen texts in its `texts.ts` and makes its text function there with
 * `textsWith(...the tables it uses)`. English only, so a text is a plain lookup: no i18n runtime
 * in the first load, and a screen carries only the tables it names. A second language would add
 * one table per language to each texts.ts and pick one at start; the call sites stay as they are.
 */

/** Texts of every layer: buttons and field labels, and the app's own error screens. */
const COMMON_TEXTS_EN = {
  'common.loading': 'Loading…',
  'common.continue': 'Continue',
  'common.back': 'Back',
  'common.submit': 'Submit',
  'common.or': 'or',
  'common.email_or_phone': 'Email or phone number',
  'common.email_or_phone_hint': 'Phone numbers in international format, e.g. +4915112345678',
  'common.password': 'Password',
  'common.confirm_password': 'Confirm password',
  'common.new_password': 'New password',
  'common.code_digit': 'Digit {index} of {total}',
  'common.code_label': 'Verification code',
  'common.code_required': 'Please enter the 6-digit code',
  'common.coming_later': 'Coming soon',
  'error.not_found_body': 'The page you are looking for does not exist or has moved.',
  'error.app_load_body':
    'Something went wrong while loading OptWallet. Reload the page to try again.',
  'error.reload': 'Reload',

  // Following someone: the shared follow toggle, contact search, network lists and profiles.
  'contacts.follow': 'Follow',
  'contacts.unfollow': 'Unfollow',
  'contacts.view_profile': 'View profile of {name}',
} as const;

export type CommonTextKey = keyof typeof COMMON_TEXTS_EN;
export type TextParams = Readonly<Record<string, string | number>>;
type TextTable = Readonly<Record<string, string>>;

type KeysOf<T> = T extends unknown ? keyof T & string : never;

/**
 * The text function of one part of the app over the common texts and the tables it names (its
 * own, a shared one, the catalogue), by key (a typo is a type error), `{name}` placeholders filled.
 */
export function textsWith<const Tables extends readonly TextTable[]>(...tables: Tables) {
  const table: TextTable = Object.assign({}, COMMON_TEXTS_EN, ...tables) as TextTable;
  return (key: CommonTextKey | KeysOf<Tables[number]>, params?: TextParams): string =>
    interpolate(table[key] ?? key, params);
}

/** The text function of the shared layers (components, lib): the common texts. */
export const t = textsWith();
