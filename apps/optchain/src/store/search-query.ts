/** One condition of a CometBFT event query: `transfer.recipient='opt1…'`, `tx.height>=5`. */
export interface Condition {
  key: string;
  op: '=' | '<' | '<=' | '>' | '>=' | 'CONTAINS' | 'EXISTS';
  value?: string | number;
}

export class QueryError extends Error {}

const CONDITION =
  /^\s*([\w.\-/]+)\s*(?:(EXISTS)|(<=|>=|=|<|>|CONTAINS)\s*(?:'((?:[^'\\]|\\.)*)'|(-?\d+(?:\.\d+)?)))\s*$/i;

/** Parses `a.b='x' AND c.d>3 AND e.f EXISTS` (the subset of CometBFT's query language in use). */
export function parseQuery(query: string): Condition[] {
  if (!query.trim()) throw new QueryError('empty query');
  // Split on AND outside quotes.
  const parts: string[] = [];
  let current = '';
  let quoted = false;
  for (let i = 0; i < query.length; i += 1) {
    const char = query[i] ?? '';
    if (char === "'" && query[i - 1] !== '\\') quoted = !quoted;
    if (!quoted && /^\sAND\s/i.test(query.slice(i, i + 5))) {
      parts.push(current);
      current = '';
      i += 4;
      continue;
    }
    current += char;
  }
  parts.push(current);
  return parts.map((part) => {
    const match = CONDITION.exec(part);
    if (!match) throw new QueryError(`cannot parse query condition "${part.trim()}"`);
    const [, key = '', exists, op, text, number] = match;
    if (exists) return { key, op: 'EXISTS' };
    const value = text !== undefined ? text.replace(/\\(.)/g, '$1') : Number(number);
    return { key, op: op?.toUpperCase() as Condition['op'], value };
  });
}

export interface SqlFilter {
  where: string;
  params: unknown[];
}

const NUMERIC = "'^-?[0-9]+(\\.[0-9]+)?$'";

/**
 * Conditions as a SQL filter over a table `t` (its `hash` and `height` columns) and an attribute
 * table joined by `link` (`a.tx_hash = t.hash`, `a.height = t.height`): every condition must hold.
 */
export function toSql(
  conditions: readonly Condition[],
  options: { attrTable: string; link: string; builtins: Record<string, string> },
  firstParam = 1,
): SqlFilter {
  const params: unknown[] = [];
  const param = (value: unknown) => {
    params.push(value);
    return `$${firstParam + params.length - 1}`;
  };
  const clauses = conditions.map((c) => {
    const column = options.builtins[c.key];
    if (column) {
      if (c.op === 'EXISTS') return 'TRUE';
      if (c.op === 'CONTAINS')
        return `${column}::text LIKE '%' || ${param(String(c.value))} || '%'`;
      const value = column.endsWith('hash') ? String(c.value).toUpperCase() : c.value;
      return `${column} ${c.op} ${param(value)}`;
    }
    const attr = `SELECT 1 FROM ${options.attrTable} a WHERE ${options.link} AND a.key = ${param(c.key)}`;
    switch (c.op) {
      case 'EXISTS':
        return `EXISTS (${attr})`;
      case '=':
        return `EXISTS (${attr} AND a.value = ${param(String(c.value))})`;
      case 'CONTAINS':
        return `EXISTS (${attr} AND a.value LIKE '%' || ${param(String(c.value))} || '%')`;
      default:
        return `EXISTS (${attr} AND (CASE WHEN a.value ~ ${NUMERIC} THEN a.value::numeric END) ${c.op} ${param(c.value)}::numeric)`;
    }
  });
  return { where: clauses.join(' AND '), params };
}

/**
 * Whether an event set (composite key → values, as CometBFT indexes them) satisfies every
 * condition: what a websocket subscription filters live blocks and transactions with.
 */
export function matches(
  conditions: readonly Condition[],
  attrs: ReadonlyMap<string, readonly string[]>,
): boolean {
  return conditions.every((c) => {
    const values = attrs.get(c.key) ?? [];
    switch (c.op) {
      case 'EXISTS':
        return values.length > 0;
      case '=':
        return values.some((v) => v === String(c.value));
      case 'CONTAINS':
        return values.some((v) => v.includes(String(c.value)));
      default: {
        const bound = Number(c.value);
        return values.some((v) => {
          const n = Number(v);
          if (!Number.isFinite(n) || v.trim() === '') return false;
          return c.op === '<'
            ? n < bound
            : c.op === '<='
              ? n <= bound
              : c.op === '>'
                ? n > bound
                : n >= bound;
        });
      }
    }
  });
}
