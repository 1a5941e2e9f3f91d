/**
 * How well a typed search matches an option of a searchable list (countries, tokens,
 * validators): 0 hides it, higher sorts first. Whole-text and prefix matches beat matches inside
 * a word, and nothing matches by scattered letters, so "cuba" never offers "Islamic Republic of
 * Iran". Case and accents are ignored ("turkiye" finds "Türkiye").
 */
export function searchRank(
  search: string,
  label: string,
  keywords: readonly string[] = [],
): number {
  const query = fold(search);
  if (query === '') return 1;
  const name = fold(label);
  const words = keywords.map(fold);
  if (name === query || words.includes(query)) return 1;
  if (name.startsWith(query)) return 0.9;
  if (words.some((word) => word.startsWith(query))) return 0.8;
  if (name.split(/[^a-z0-9]+/).some((word) => word.startsWith(query))) return 0.7;
  if (query.length >= 3 && name.includes(query)) return 0.5;
  return 0;
}

function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .trim();
}
