// The devnet's EVM node under a guard: a small Node process between the API and anvil that
// ties anvil's life to the API's (src/chains/evm/anvil.ts starts it).
//
// - The API holds this process's stdin open and never writes to it. When the API exits in any
//   way, kill -9 included, the kernel closes the pipe: the guard saves the node's state and stops
//   anvil, then exits. SIGTERM or SIGINT to the guard does the same.
// - With a state file, the state is saved every `saveMs` when the head moved: `anvil_dumpState`
//   written to a temporary file and renamed over the state file (atomic: a crash never leaves a
//   half-written state). anvil itself only loads it (`--load-state`): its own periodic dump
//   (`--state-interval`) truncates the file in place. Its dump on exit (SIGINT, SIGTERM) goes to
//   a file of its own, adopted once anvil is gone when it parses and is not older.
// - anvil stays in the API's process group: a signal to the group (Ctrl-C, a test runner's
//   SIGKILL of the group) reaches it too, so nothing outlives the group.
// - With a state file, an anvil that died (kill -9, a crash) is started again from the last save
//   (up to 5 quick deaths in a row); the blocks mined since that save are gone, which the API's
//   indexer notices (chains/evm/indexer.ts). In memory (the tests' nodes), the guard exits.
// - The lock file (beside the state) names the API, the guard and anvil: a later API on the same
//   data directory knows whose node answers on the port.
//
// Usage: node anvil-guard.mjs '<json>' with { binary, args, port, statePath?, lockPath?,
// saveMs?, apiPid }. It prints one JSON line per event on stdout ({ event: 'started' | 'restarted',
// pid }).

import { spawn } from 'node:child_process';
import { existsSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { gunzipSync } from 'node:zlib';

const options = JSON.parse(process.argv[2] ?? '{}');
const url = `http://127.0.0.1:${options.port}`;
const exitPath =
  options.statePath && path.join(path.dirname(options.statePath), 'state-at-exit.json');
const QUICK_DEATH_MS = 2_000;
const MAX_QUICK_DEATHS = 5;

let anvil;
let stopping = false;
let saving = Promise.resolve();
let savedHead;
let quickDeaths = 0;

function tell(event) {
  try {
    process.stdout.write(`${JSON.stringify(event)}\n`);
  } catch {
    // The API is gone: nobody to tell.
  }
}
// Writing to the pipe of a dead API fails: never a reason to crash before anvil is stopped.
process.stdout.on('error', () => undefined);
process.stderr.on('error', () => undefined);

async function rpc(method, params = []) {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
    signal: AbortSignal.timeout(10_000),
  });
  const body = await res.json();
  if (body.error) throw new Error(body.error.message);
  return body.result;
}

/** The node's state, written atomically where anvil loads it from (when the head moved). */
async function save(force) {
  if (!options.statePath) return;
  const head = await rpc('eth_blockNumber');
  if (!force && head === savedHead) return;
  const hex = await rpc('anvil_dumpState');
  const json = gunzipSync(Buffer.from(hex.slice(2), 'hex'));
  const temporary = `${options.statePath}.${process.pid}.tmp`;
  writeFileSync(temporary, json);
  renameSync(temporary, options.statePath);
  savedHead = head;
}

function saveSoon(force = false) {
  saving = saving.then(() => save(force)).catch(() => undefined);
  return saving;
}

function writeLock() {
  if (!options.lockPath) return;
  const lock = {
    apiPid: options.apiPid,
    guardPid: process.pid,
    anvilPid: anvil?.pid,
    port: options.port,
    statePath: options.statePath,
  };
  writeFileSync(options.lockPath, `${JSON.stringify(lock)}\n`);
}

/** The head of a state file, or -1 when it is missing or does not parse (cut short). */
function headOf(file) {
  try {
    const state = JSON.parse(readFileSync(file, 'utf8'));
    return Number(state.best_block_number ?? BigInt(state.block?.number ?? 0));
  } catch {
    return -1;
  }
}

/**
 * anvil's dump at its exit becomes the state when it parses and is not older; a state file that
 * does not parse (written by something else, cut short) is set aside.
 */
function settleState() {
  if (!options.statePath) return;
  if (exitPath && existsSync(exitPath)) {
    const exited = headOf(exitPath);
    if (exited >= 0 && exited >= headOf(options.statePath)) {
      renameSync(exitPath, options.statePath);
    } else {
      rmSync(exitPath, { force: true });
    }
  }
  if (existsSync(options.statePath) && headOf(options.statePath) < 0) {
    renameSync(options.statePath, `${options.statePath}.unreadable-${Date.now()}`);
  }
}

function startAnvil(event) {
  settleState();
  const args = [...options.args];
  if (options.statePath && existsSync(options.statePath)) {
    args.push('--load-state', options.statePath);
  }
  if (exitPath) args.push('--dump-state', exitPath);
  const startedAt = Date.now();
  anvil = spawn(options.binary, args, { stdio: ['ignore', 'ignore', 'pipe'] });
  anvil.stderr.on('data', (chunk) => process.stderr.write(chunk));
  savedHead = undefined;
  writeLock();
  tell({ event, pid: anvil.pid });
  anvil.once('exit', (code, signal) => {
    if (stopping) return;
    settleState();
    quickDeaths = Date.now() - startedAt < QUICK_DEATH_MS ? quickDeaths + 1 : 0;
    if (!options.statePath || quickDeaths >= MAX_QUICK_DEATHS) {
      process.stderr.write(`anvil exited (${signal ?? code}); the guard stops\n`);
      shutdown(1);
      return;
    }
    startAnvil('restarted');
  });
}

async function shutdown(code = 0) {
  if (stopping) return;
  stopping = true;
  clearInterval(timer);
  await saving;
  if (anvil && anvil.exitCode === null && anvil.signalCode === null) {
    await save(true).catch(() => undefined);
    const exited = new Promise((resolve) => anvil.once('exit', resolve));
    anvil.kill('SIGTERM');
    await Promise.race([exited, sleep(5_000)]);
    if (anvil.exitCode === null && anvil.signalCode === null) anvil.kill('SIGKILL');
  }
  try {
    settleState();
  } catch {
    // The data directory is gone: nothing to keep.
  }
  if (options.lockPath) rmSync(options.lockPath, { force: true });
  process.exit(code);
}

const timer =
  options.statePath && options.saveMs > 0
    ? setInterval(() => void saveSoon(), options.saveMs)
    : undefined;

process.stdin.on('end', () => void shutdown());
process.stdin.on('close', () => void shutdown());
process.stdin.on('error', () => void shutdown());
process.stdin.resume();
process.on('SIGTERM', () => void shutdown());
process.on('SIGINT', () => void shutdown());

startAnvil('started');
