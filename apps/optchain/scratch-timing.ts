import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startOptchainNode } from './src/start';
const dir = mkdtempSync(path.join(tmpdir(), 'oc-'));
let t = Date.now();
const node = await startOptchainNode({
  chainId: 'optchain-1',
  rpcPort: 0,
  restPort: 0,
  blockTimeMs: 100,
  dataDir: dir,
});
console.log('start', Date.now() - t);
await new Promise((r) => setTimeout(r, 3000));
console.log('height after 3s', node.node.committed?.height);
await node.stop();
t = Date.now();
const again = await startOptchainNode({
  chainId: 'optchain-1',
  rpcPort: 0,
  restPort: 0,
  blockTimeMs: 100,
  dataDir: dir,
});
console.log('restart', Date.now() - t, again.node.committed?.height);
await again.stop();
