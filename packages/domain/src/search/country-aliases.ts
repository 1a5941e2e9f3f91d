/**
 * Names people type for a country that its ISO name does not start with, by ISO 3166-1 code
 * ("usa" for "United States of America"). The country search matches them like the name.
 */
const COUNTRY_ALIASES: Readonly<Record<string, readonly string[]>> = {
  US: ['USA', 'US', 'America', 'United States'],
  GB: ['UK', 'Britain', 'Great Britain', 'England', 'Scotland', 'Wales', 'Northern Ireland'],
  AE: ['UAE', 'Emirates', 'Dubai'],
  RU: ['Russia'],
  IR: ['Iran'],
  KR: ['Korea'],
  KP: ['Korea', 'DPRK'],
  CZ: ['Czechia'],
  NL: ['Holland'],
  CI: ['Ivory Coast'],
  MM: ['Burma'],
  VA: ['Vatican'],
  TZ: ['Tanzania'],
  SY: ['Syria'],
  LA: ['Laos'],
  MD: ['Moldova'],
  FM: ['Micronesia'],
  TW: ['Taiwan'],
  CD: ['Congo', 'DRC'],
  CG: ['Congo'],
  MK: ['North Macedonia', 'Macedonia'],
  SZ: ['Swaziland'],
  TR: ['Turkey'],
  CV: ['Cabo Verde'],
  PS: ['Palestine'],
  BN: ['Brunei'],
  DE: ['Deutschland'],
  ES: ['España'],
  CH: ['Schweiz', 'Suisse'],
  VN: ['Viet Nam'],
};

/** The words a country's search matches besides its name: its code and its common names. */
export function countryKeywords(code: string): string[] {
  return [code, ...(COUNTRY_ALIASES[code.toUpperCase()] ?? [])];
}
