import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadDevnetEnv } from './env';

describe('the devnet’s two nodes (pnpm start)', () => {
  it('runs optchain-1 and optchain-testnet-1 on their own ports and data', () => {
    const [main, testnet] = loadDevnetEnv({ OPTCHAIN_DATA_DIR: '/tmp/devnet/optchain' });
    expect(main).toMatchObject({ chainId: 'optchain-1', rpcPort: 26657, restPort: 1317 });
    expect(testnet).toMatchObject({
      chainId: 'optchain-testnet-1',
      rpcPort: 26667,
      restPort: 1327,
      dataDir: path.resolve('/tmp/devnet/optchain-testnet'),
      databaseUrl: undefined,
    });
  });

  it('moves the testnet node by its own variables, and refuses one chain id twice', () => {
    const [, testnet] = loadDevnetEnv({
      OPTCHAIN_TESTNET_RPC_PORT: '36667',
      OPTCHAIN_TESTNET_REST_PORT: '31327',
      OPTCHAIN_TESTNET_DATA_DIR: '/tmp/t',
    });
    expect(testnet).toMatchObject({ rpcPort: 36667, restPort: 31327, dataDir: '/tmp/t' });
    expect(() => loadDevnetEnv({ OPTCHAIN_CHAIN_ID: 'optchain-testnet-1' })).toThrow(ConfigError);
    expect(() => loadDevnetEnv({ OPTCHAIN_TESTNET_RPC_PORT: 'x' })).toThrow(
      /OPTCHAIN_TESTNET_RPC_PORT/,
    );
  });
});
