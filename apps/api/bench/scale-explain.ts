import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

/**
 * What the API sends to the database while a read runs, and whether the plan of any of it
 * reads a big table from end to end. The drivers are watched from inside this process (the
 * bench runs the app in-process for this), so what is explained is exactly what the code sends,
 * with its parameters.
 */

/** Tables that hold the bench's bulk: a sequential scan of one of them grows with the data. */
const BIG_TABLES = new Set([
  'users',
  'contact_search',
  'follows',
  'notifications',
  'user_counts',
  'ledger_transactions',
  'ledger_entries',
  'ledger_postings',
  'ledger_tx_counts',
  'transaction_notes',
  'wallets',
]);

export interface Sent {
  text: string;
  params: unknown[];
}

let sink: Sent[] | undefined;

type Method = (...args: unknown[]) => unknown;

/** Wraps `owner[name]` so each call's SQL text and parameters reach the sink while it is open. */
function watch(owner: object, name: string, read: (args: unknown[]) => Sent | undefined) {
  const original = Reflect.get(owner, name) as Method;
  Reflect.set(owner, name, function (this: unknown, ...args: unknown[]) {
    const sent = sink ? read(args) : undefined;
    if (sent) sink?.push(sent);
    return Reflect.apply(original, this, args);
  });
}

/** Installs the watch on both drivers; call before any database is opened. */
export function watchDrivers(): void {
  watch(pg.Client.prototype, 'query', ([config, values]) => {
    if (typeof config === 'string')
      return { text: config, params: Array.isArray(values) ? values : [] };
    if (config && typeof config === 'object' && 'text' in config) {
      const c = config as { text: string; values?: unknown[] };
      return { text: c.text, params: c.values ?? (Array.isArray(values) ? values : []) };
    }
    return undefined;
  });
  for (const name of ['query', 'exec']) {
    watch(PGlite.prototype, name, ([text, params]) =>
      typeof text === 'string' ? { text, params: Array.isArray(params) ? params : [] } : undefined,
    );
  }
}

/** Runs `work` and answers the statements sent meanwhile. */
export async function sentDuring(work: () => Promise<unknown>): Promise<Sent[]> {
  const sent: Sent[] = [];
  sink = sent;
  try {
    await work();
  } finally {
    sink = undefined;
  }
  return sent;
}

/** The plannable statement of what was sent (PGlite's prepared statements run as EXECUTE). */
function explainable(text: string): string | undefined {
  // PGlite prepares on first use: `PREPARE name AS …; EXECUTE name(…)`.
  const execute = text.lastIndexOf('; EXECUTE ');
  const statement = (execute >= 0 ? text.slice(execute + 2) : text).trim();
  return /^(select|with|insert|update|delete|execute)\b/i.test(statement) ? statement : undefined;
}

interface PlanNode {
  'Node Type'?: string;
  'Relation Name'?: string;
  Plans?: PlanNode[];
  Plan?: PlanNode;
}

function seqScans(node: PlanNode | undefined, found: Set<string>) {
  if (!node) return;
  if (node['Node Type'] === 'Seq Scan' && node['Relation Name']) found.add(node['Relation Name']);
  seqScans(node.Plan, found);
  for (const child of node.Plans ?? []) seqScans(child, found);
}

export type Explain = (text: string, params: unknown[]) => Promise<unknown>;

export interface SeqScans {
  /** The big tables some statement scans sequentially. */
  tables: string[];
  /** How many statements were explained. */
  explained: number;
}

/** The big tables some statement of `sent` scans sequentially (EXPLAIN, not run). */
export async function bigSeqScans(explain: Explain, sent: Sent[]): Promise<SeqScans> {
  const found = new Set<string>();
  let explained = 0;
  for (const { text, params } of sent) {
    const statement = explainable(text);
    if (!statement) continue;
    explained += 1;
    const plan = await explain(`EXPLAIN (FORMAT JSON) ${statement}`, params);
    const root = (Array.isArray(plan) ? plan : [plan])[0] as PlanNode | string | undefined;
    seqScans(typeof root === 'string' ? (JSON.parse(root) as PlanNode[])[0] : root, found);
  }
  return { tables: [...found].filter((table) => BIG_TABLES.has(table)).sort(), explained };
}
