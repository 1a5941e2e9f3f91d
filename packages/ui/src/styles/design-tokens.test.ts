import { describe, expect, it } from 'vitest';
import tokensCss from './tokens.css?raw';
import { TOKEN_COUNT, parseTokens } from './design-tokens';

describe('the design-tokens page', () => {
  const groups = parseTokens();
  const shown = new Map(groups.flatMap((g) => g.tokens.map((t) => [t.name, t])));

  it('shows every custom property of tokens.css, in the groups its comments name', () => {
    const declared = new Set([...tokensCss.matchAll(/(--ow-[\w-]+):/g)].map((m) => m[1]));
    expect([...shown.keys()].sort()).toEqual([...declared].sort());
    expect(TOKEN_COUNT).toBe(declared.size);
    expect(groups.map((g) => g.title)).toEqual(
      expect.arrayContaining([
        'colour: neutrals',
        'type',
        'radius',
        'shadow',
        'spacing (4px grid)',
      ]),
    );
  });

  it('pairs each light value with the dark theme’s, multi-line values whole', () => {
    expect(shown.get('--ow-color-bg')).toEqual({
      name: '--ow-color-bg',
      light: '#f5f6f8',
      dark: '#0d1016',
    });
    expect(shown.get('--ow-space-4')).toEqual({ name: '--ow-space-4', light: '16px' });
    expect(shown.get('--ow-font-sans')?.light).toMatch(/^Inter, 'Segoe UI', .*sans-serif$/);
    expect(shown.get('--ow-shadow-md')?.dark).toBe('0 4px 12px rgb(0 0 0 / 40%)');
  });
});
