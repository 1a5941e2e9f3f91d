/**
 * `pnpm --filter @optwallet/api bench:idle`: the built API's resident memory while nothing
 * happens, as `npm start` runs it (OPT on an OptChain node, its follower and jobs running, PGlite
 * in a data directory): on a first start (the data directory created) and on a restart of the
 * same directory, each read from /proc after 5 s and 30 s idle. Prints; asserts nothing.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startBuiltApi } from './api-child';

const IDLE_READS_S = [5, 30];

/** Resident memory of a process from /proc: all of it, and the part not backed by files. */
function residentMb(pid: number): { rss: number; anonymous: number } {
  const rollup = readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8');
  const kb = (field: string) => Number(new RegExp(`${field}:\\s+(\\d+) kB`).exec(rollup)?.[1] ?? 0);
  return { rss: kb('Rss') / 1024, anonymous: kb('Anonymous') / 1024 };
}

async function idleRun(label: string, dataDir: string): Promise<void> {
  const api = await startBuiltApi({ dataDir });
  try {
    let waited = 0;
    for (const at of IDLE_READS_S) {
      await new Promise((resolve) => setTimeout(resolve, (at - waited) * 1000));
      waited = at;
      const { rss, anonymous } = residentMb(api.pid);
      console.log(
        `${label.padEnd(13)} after ${String(at).padStart(2)} s idle: RSS ${rss.toFixed(0)} MB (${anonymous.toFixed(0)} MB anonymous)`,
      );
    }
  } finally {
    await api.stop();
  }
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'optwallet-bench-idle-'));
try {
  await idleRun('first start', dataDir);
  await idleRun('restart', dataDir);
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
