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
}

const dialable = new Set<string>(getCountries());

/** ISO 3166-1 countries with a dialling code, sorted by name, blocked ones left out. */
export const COUNTRIES: Country[] = Object.entries(countries.getNames('en', { select: 'official' }))
  .filter(
    ([code]) => dialable.has(code) && !(BLOCKED_COUNTRIES as readonly string[]).includes(code),
  )
  .map(([code, name]) => ({
    code,
    name,
    dial_code: `+${getCountryCallingCode(code as Parameters<typeof getCountryCallingCode>[0])}`,
  }))
  .sort((a, b) => a.name.localeCompare(b.name, 'en'));

export function isKnownCountry(code: string): boolean {
  return countries.isValid(code.toUpperCase());
}
