/** A country's English name from its ISO 3166-1 code ("DE" -> "Germany"); the code if unknown. */
export function countryName(code: string): string {
  try {
    return new Intl.DisplayNames(['en'], { type: 'region' }).of(code.toUpperCase()) ?? code;
  } catch {
    return code;
  }
}
