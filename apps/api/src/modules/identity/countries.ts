import { BLOCKED_COUNTRIES } from '@optwallet/domain';
import { createRequire } from 'node:module';
import countries from 'i18n-iso-countries';
import { getCountries, getCountryCallingCode } from 'libphonenumber-js';

// Loaded through require: the bundle keeps npm packages external and JSON imports need attributes.
const require = createRequire(import.meta.url);
countries.registerLocale(require('i18n-iso-countries/langs/en.json') as countries.LocaleData);

export interface Country {
  code: string;
  name: string;
  dial_code: string;
  blocked: boolean;
}

const dialable = new Set<string>(getCountries());

/**
 * ISO 3166-1 countries with a dialling code, sorted by name. Blocked ones (product §6) are listed and
 * marked, so a user who picks one is told 'OptWallet is not available in this country' instead of
 * not finding it; onboarding and profile updates refuse them.
 */
export const COUNTRIES: Country[] = Object.entries(countries.getNames('en', { select: 'official' }))
  .filter(([code]) => dialable.has(code))
  .map(([code, name]) => ({
    code,
    name,
    dial_code: `+${getCountryCallingCode(code as Parameters<typeof getCountryCallingCode>[0])}`,
    blocked: (BLOCKED_COUNTRIES as readonly string[]).includes(code),
  }))
  .sort((a, b) => a.name.localeCompare(b.name, 'en'));

export function isKnownCountry(code: string): boolean {
  return countries.isValid(code.toUpperCase());
}
