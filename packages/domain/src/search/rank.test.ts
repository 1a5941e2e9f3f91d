import { describe, expect, it } from 'vitest';
import { countryKeywords } from './country-aliases';
import { searchRank } from './rank';

const COUNTRIES = [
  ['AU', 'Australia'],
  ['AT', 'Austria'],
  ['CU', 'Cuba'],
  ['DE', 'Germany'],
  ['IR', 'Islamic Republic of Iran'],
  ['RU', 'Russian Federation'],
  ['TR', 'Türkiye'],
  ['AE', 'United Arab Emirates'],
  ['GB', 'United Kingdom'],
  ['US', 'United States of America'],
  ['UY', 'Uruguay'],
] as const;

/** The names a search offers, best first (as the country picker lists them). */
function search(query: string): string[] {
  return COUNTRIES.map(([code, name]) => ({
    name,
    rank: searchRank(query, name, countryKeywords(code)),
  }))
    .filter(({ rank }) => rank > 0)
    .sort((a, b) => b.rank - a.rank)
    .map(({ name }) => name);
}

describe('country search', () => {
  it('finds the United States by its common names', () => {
    expect(search('usa')[0]).toBe('United States of America');
    expect(search('US')[0]).toBe('United States of America');
    expect(search('america')).toEqual(['United States of America']);
    expect(search('uk')[0]).toBe('United Kingdom');
  });

  it('never offers a country whose name only holds the letters scattered', () => {
    expect(search('cuba')).toEqual(['Cuba']);
    expect(search('cuba')).not.toContain('Islamic Republic of Iran');
  });

  it('ranks exact and starts-with matches before matches inside a name', () => {
    expect(search('aus')).toEqual(['Australia', 'Austria']);
    expect(search('iran')).toEqual(['Islamic Republic of Iran']);
    expect(search('de')[0]).toBe('Germany');
    expect(search('united')).toEqual([
      'United Arab Emirates',
      'United Kingdom',
      'United States of America',
    ]);
  });

  it('ignores case and accents and accepts former names', () => {
    expect(search('TURKIYE')).toEqual(['Türkiye']);
    expect(search('turkey')).toEqual(['Türkiye']);
    expect(search('russia')[0]).toBe('Russian Federation');
  });

  it('matches everything while the search is empty', () => {
    expect(searchRank('', 'Cuba')).toBe(1);
  });
});
