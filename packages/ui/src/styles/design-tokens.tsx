// The design-tokens page of Storybook (design-tokens.mdx): every custom property of tokens.css,
// read from the file itself, with its light and dark value. Not part of the published kit.
import type { CSSProperties, ReactNode } from 'react';
import tokensCss from './tokens.css?raw';

interface Token {
  name: string;
  light: string;
  /** The dark theme's value, when it differs. */
  dark?: string;
}

export interface TokenGroup {
  /** The comment above the group in tokens.css, e.g. "colour: neutrals". */
  title: string;
  tokens: Token[];
}

/** The body of the first rule whose selector list starts with `selector`. */
function ruleBody(css: string, selector: string): string {
  const start = css.indexOf(selector);
  if (start < 0) return '';
  const open = css.indexOf('{', start);
  return css.slice(open + 1, css.indexOf('\n}', open));
}

const DECLARATION = /(--[\w-]+):\s*([^;]+);/g;

function declarations(body: string): [string, string][] {
  return [...body.matchAll(DECLARATION)].map(([, name = '', value = '']) => [
    name,
    value.replace(/\s+/g, ' ').trim(),
  ]);
}

/** Groups of tokens.css as its comments group them, light values with their dark overrides. */
export function parseTokens(css: string = tokensCss): TokenGroup[] {
  const dark = new Map(declarations(ruleBody(css, ":root[data-theme='dark']")));
  const groups: TokenGroup[] = [];
  for (const line of ruleBody(css, ':root').split('\n')) {
    const comment = /^\s*\/\*\s*(.+?)\s*\*\/\s*$/.exec(line);
    if (comment?.[1]) groups.push({ title: comment[1], tokens: [] });
  }
  // Second pass over the body with the comments as dividers, so multi-line values stay whole.
  const chunks = ruleBody(css, ':root')
    .split(/\/\*[\s\S]*?\*\//)
    .slice(1);
  chunks.forEach((chunk, index) => {
    const group = groups[index];
    if (!group) return;
    for (const [name, light] of declarations(chunk)) {
      const darkValue = dark.get(name);
      group.tokens.push(
        darkValue && darkValue !== light ? { name, light, dark: darkValue } : { name, light },
      );
    }
  });
  return groups;
}

const GROUPS = parseTokens();
const groupsWhere = (test: (title: string) => boolean) => GROUPS.filter((g) => test(g.title));

const THEMES = {
  light: { background: '#f5f6f8', surface: '#ffffff', text: '#131722', muted: '#545d6b' },
  dark: { background: '#0d1016', surface: '#151922', text: '#e9ecf2', muted: '#a2abb9' },
} as const;

const cell: CSSProperties = {
  padding: '8px 12px',
  borderBottom: '1px solid #e2e5ea',
  verticalAlign: 'middle',
};
const code: CSSProperties = { fontFamily: 'var(--ow-font-mono)', fontSize: 12 };

function TokenTable({
  groups,
  sample,
}: {
  groups: TokenGroup[];
  /** What a value looks like on a theme's surface. */
  sample: (value: string, theme: keyof typeof THEMES) => ReactNode;
}) {
  return (
    <>
      {groups.map((group) => (
        <section key={group.title}>
          {groups.length > 1 ? <h3>{group.title}</h3> : null}
          <div style={{ overflowX: 'auto' }}>
            <table style={{ borderCollapse: 'collapse', width: '100%', minWidth: 640 }}>
              <thead>
                <tr>
                  <th style={{ ...cell, textAlign: 'left' }}>Custom property</th>
                  <th style={{ ...cell, textAlign: 'left' }}>Light</th>
                  <th style={{ ...cell, textAlign: 'left' }}>Dark</th>
                </tr>
              </thead>
              <tbody>
                {group.tokens.map((token) => (
                  <tr key={token.name}>
                    <td style={{ ...cell, ...code }}>{token.name}</td>
                    {(['light', 'dark'] as const).map((theme) => {
                      const value = theme === 'dark' ? (token.dark ?? token.light) : token.light;
                      return (
                        <td
                          key={theme}
                          style={{
                            ...cell,
                            background: THEMES[theme].background,
                            color: THEMES[theme].text,
                          }}
                        >
                          <div style={{ display: 'flex', alignItems: 'center', gap: 12 }}>
                            {sample(value, theme)}
                            <span style={{ ...code, color: THEMES[theme].muted }}>
                              {value}
                              {theme === 'dark' && !token.dark ? ' (same)' : ''}
                            </span>
                          </div>
                        </td>
                      );
                    })}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </section>
      ))}
    </>
  );
}

const box: CSSProperties = { flex: 'none', width: 40, height: 40 };

export function ColourTokens() {
  return (
    <TokenTable
      groups={groupsWhere((t) => t.startsWith('colour') || t.startsWith('avatar'))}
      sample={(value) => (
        <span
          style={{
            ...box,
            background: value,
            borderRadius: 8,
            border: '1px solid rgb(128 128 128 / 35%)',
          }}
        />
      )}
    />
  );
}

export function SpacingTokens() {
  return (
    <TokenTable
      groups={groupsWhere((t) => t.startsWith('spacing'))}
      sample={(value, theme) => (
        <span style={{ flex: 'none', width: 64 }}>
          <span
            style={{
              display: 'block',
              width: value,
              height: 16,
              background: theme === 'dark' ? '#7d93ff' : '#3150cc',
            }}
          />
        </span>
      )}
    />
  );
}

export function TypeTokens() {
  return (
    <TokenTable
      groups={groupsWhere((t) => t === 'type')}
      sample={(value) => {
        const style: CSSProperties = value.includes(',')
          ? { fontFamily: value }
          : value.endsWith('rem')
            ? { fontSize: value }
            : Number(value) >= 100
              ? { fontWeight: Number(value) }
              : { lineHeight: value };
        return <span style={{ flex: 'none', width: 150, ...style }}>Send 12.5 OPT</span>;
      }}
    />
  );
}

export function RadiusTokens() {
  return (
    <TokenTable
      groups={groupsWhere((t) => t === 'radius')}
      sample={(value, theme) => (
        <span
          style={{
            ...box,
            borderRadius: value,
            background: theme === 'dark' ? '#1e2645' : '#ebefff',
            border: `2px solid ${theme === 'dark' ? '#7d93ff' : '#3150cc'}`,
          }}
        />
      )}
    />
  );
}

export function ShadowTokens() {
  return (
    <TokenTable
      groups={groupsWhere((t) => t === 'shadow')}
      sample={(value, theme) => (
        <span
          style={{
            ...box,
            width: 64,
            borderRadius: 10,
            background: THEMES[theme].surface,
            boxShadow: value,
          }}
        />
      )}
    />
  );
}

export function OtherTokens() {
  return (
    <TokenTable groups={groupsWhere((t) => t === 'motion' || t === 'layout')} sample={() => null} />
  );
}

/** How many custom properties the page shows (each theme's value counted once). */
export const TOKEN_COUNT = GROUPS.reduce((sum, g) => sum + g.tokens.length, 0);
