import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  ConfigError,
  DEV_FEE_PAYER_MNEMONIC,
  DEV_RESTAKE_MNEMONIC,
  DEV_SCHEDULER_MNEMONIC,
  DEV_WALLET_SEAL_KEY,
  loadConfig,
} from './env';

/** Outside devnet the native chain's node must be named. */
const CHAINS = { OPT_RPC_URL: 'https://rpc.example.org' };

describe('loadConfig', () => {
  it('applies the defaults and generates a devnet secret into DATA_DIR once', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'optwallet-env-'));
    const config = loadConfig({ DATA_DIR: dir });
    expect(config).toMatchObject({
      port: 8787,
      devnet: true,
      webUrl: 'http://localhost:5173',
      consentUrl: 'http://localhost:5174',
      accessTokenTtlSeconds: 900,
      databaseUrl: undefined,
    });
    expect(config.jwtSecret.length).toBeGreaterThanOrEqual(32);
    const stored = JSON.parse(readFileSync(path.join(dir, 'secrets.json'), 'utf8')) as {
      JWT_SECRET: string;
    };
    expect(stored.JWT_SECRET).toBe(config.jwtSecret);
    expect(loadConfig({ DATA_DIR: dir }).jwtSecret).toBe(config.jwtSecret);
  });

  it('stops a production start without JWT_SECRET with a clear message', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(ConfigError);
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/JWT_SECRET is not set/);
  });

  it('turns devnet off in production and reads the settings', () => {
    const config = loadConfig({
      NODE_ENV: 'production',
      JWT_SECRET: 'x'.repeat(40),
      WALLET_SEAL_KEY: 'k'.repeat(40),
      PORT: '9000',
      DATABASE_URL: 'postgres://u@localhost:5432/db',
      ...CHAINS,
    });
    expect(config).toMatchObject({
      devnet: false,
      port: 9000,
      databaseUrl: 'postgres://u@localhost:5432/db',
    });
  });

  it('needs WALLET_SEAL_KEY in production, and uses the fixed dev key elsewhere', () => {
    const production = { NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40), ...CHAINS };
    expect(() => loadConfig(production)).toThrow(/WALLET_SEAL_KEY is not set/);
    expect(() => loadConfig({ ...production, WALLET_SEAL_KEY: 'short' })).toThrow(
      /WALLET_SEAL_KEY/,
    );
    expect(loadConfig({ ...production, WALLET_SEAL_KEY: 'k'.repeat(40) }).walletSealKey).toBe(
      'k'.repeat(40),
    );
    const dir = mkdtempSync(path.join(tmpdir(), 'optwallet-env-'));
    expect(loadConfig({ DATA_DIR: dir }).walletSealKey).toBe(DEV_WALLET_SEAL_KEY);
  });

  it('reads the SMS provider as SMS_URL, SMS_TOKEN and SMS_FROM together, or not at all', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'optwallet-env-'));
    const sms = {
      SMS_URL: 'https://api.twilio.com/2010-04-01/Accounts/AC1/Messages.json',
      SMS_TOKEN: 'AC1:secret',
      SMS_FROM: '+15005550006',
    };
    expect(loadConfig({ DATA_DIR: dir }).sms).toBeUndefined();
    expect(loadConfig({ DATA_DIR: dir, ...sms }).sms).toEqual({
      url: sms.SMS_URL,
      token: 'AC1:secret',
      from: '+15005550006',
    });
    expect(() => loadConfig({ DATA_DIR: dir, SMS_URL: sms.SMS_URL })).toThrow(
      /SMS_URL, SMS_TOKEN and SMS_FROM go together/,
    );
    expect(() => loadConfig({ DATA_DIR: dir, ...sms, SMS_URL: 'not a url' })).toThrow(/SMS_URL/);
  });

  it('serves OPT from the devnet nodes in devnet, from OPT_RPC_URL elsewhere, never without a node', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'optwallet-env-'));
    const devnet = loadConfig({ DATA_DIR: dir });
    expect(devnet.optNode).toMatchObject({
      rpcUrl: 'http://127.0.0.1:26657',
      restUrl: 'http://127.0.0.1:1317',
      chainId: 'optchain-1',
    });
    expect(devnet.optTestnetNode).toMatchObject({
      rpcUrl: 'http://127.0.0.1:26667',
      restUrl: 'http://127.0.0.1:1327',
      chainId: 'optchain-testnet-1',
    });
    const production = {
      DATA_DIR: dir,
      NODE_ENV: 'production',
      JWT_SECRET: 'x'.repeat(32),
      WALLET_SEAL_KEY: 'y'.repeat(32),
    };
    // Outside devnet the chain's node is named: nothing serves OPT without one.
    expect(() => loadConfig(production)).toThrow(ConfigError);
    expect(() => loadConfig(production)).toThrow(/OPT_RPC_URL is not set/);
    expect(() => loadConfig({ ...production, DEVNET: 'off', NODE_ENV: 'development' })).toThrow(
      /OPT_RPC_URL is not set/,
    );
    // The retired embedded ledger is no address.
    expect(() => loadConfig({ ...production, OPT_RPC_URL: 'embedded' })).toThrow(/OPT_RPC_URL/);
    // The API's client of the node speaks HTTP (its calls are timed): a websocket URL is refused.
    expect(() => loadConfig({ ...production, OPT_RPC_URL: 'ws://rpc.example.org' })).toThrow(
      /OPT_RPC_URL must be an http:\/\/ or https:\/\/ URL/,
    );
    // `off`: no native chain at all (a server for sign-in and social only).
    const chainless = loadConfig({ ...production, OPT_RPC_URL: 'off' });
    expect(chainless.optNode).toBeUndefined();
    expect(chainless.optTestnetNode).toBeUndefined();
    expect(loadConfig({ DATA_DIR: dir, OPT_RPC_URL: 'off' }).optTestnetNode).toBeUndefined();
    // A testnet is served only when its node is named.
    expect(loadConfig({ ...production, ...CHAINS }).optNode?.rpcUrl).toBe(
      'https://rpc.example.org',
    );
    expect(loadConfig({ ...production, ...CHAINS }).optTestnetNode).toBeUndefined();
    const served = loadConfig({
      ...production,
      OPT_RPC_URL: 'https://rpc.example.org/',
      OPT_REST_URL: 'https://rest.example.org',
      OPT_TESTNET_RPC_URL: 'https://testnet-rpc.example.org',
      OPT_TESTNET_REST_URL: 'https://testnet-rest.example.org',
      OPT_TESTNET_EXPLORER_URL: 'https://ping.example.org/testnet/tx/{hash}',
    });
    expect(served.optNode).toMatchObject({
      rpcUrl: 'https://rpc.example.org',
      restUrl: 'https://rest.example.org',
      chainId: 'optchain-1',
      explorerUrl: undefined,
      pollMs: 1_000,
    });
    expect(served.optTestnetNode).toMatchObject({
      rpcUrl: 'https://testnet-rpc.example.org',
      restUrl: 'https://testnet-rest.example.org',
      chainId: 'optchain-testnet-1',
      explorerUrl: 'https://ping.example.org/testnet/tx/{hash}',
      pollMs: 1_000,
    });
    // A devnet pointed at another node serves no testnet unless told where it is.
    expect(
      loadConfig({ DATA_DIR: dir, OPT_RPC_URL: 'http://127.0.0.1:36657' }).optTestnetNode,
    ).toBeUndefined();
    expect(
      loadConfig({
        DATA_DIR: dir,
        OPT_RPC_URL: 'http://127.0.0.1:36657',
        OPT_TESTNET_RPC_URL: 'http://127.0.0.1:36667/',
        OPT_TESTNET_REST_URL: 'http://127.0.0.1:31327',
      }).optTestnetNode,
    ).toMatchObject({
      rpcUrl: 'http://127.0.0.1:36667',
      restUrl: 'http://127.0.0.1:31327',
      chainId: 'optchain-testnet-1',
    });
    expect(loadConfig({ DATA_DIR: dir, OPT_RPC_URL: 'http://127.0.0.1:26657/' }).optNode).toEqual({
      rpcUrl: 'http://127.0.0.1:26657',
      restUrl: 'http://127.0.0.1:1317',
      chainId: 'optchain-1',
      denom: 'uopt',
      bech32Prefix: 'opt',
      gasPrice: '0.025',
      explorerUrl: undefined,
      pollMs: 250,
      feeGrants: { mnemonic: DEV_FEE_PAYER_MNEMONIC, spendLimit: 100_000n, days: 30 },
      restake: { mnemonic: DEV_RESTAKE_MNEMONIC },
      scheduler: { mnemonic: DEV_SCHEDULER_MNEMONIC },
    });
    const other = loadConfig({
      DATA_DIR: dir,
      OPT_RPC_URL: 'https://rpc.example.org',
      OPT_REST_URL: 'https://rest.example.org',
      OPT_CHAIN_ID: 'optchain-testnet-1',
      OPT_EXPLORER_URL: 'https://ping.example.org/optchain/tx/{hash}',
      OPT_POLL_MS: '0',
    }).optNode;
    expect(other).toMatchObject({
      chainId: 'optchain-testnet-1',
      restUrl: 'https://rest.example.org',
      explorerUrl: 'https://ping.example.org/optchain/tx/{hash}',
      pollMs: 0,
    });
    expect(() =>
      loadConfig({ DATA_DIR: dir, OPT_RPC_URL: 'x', OPT_EXPLORER_URL: 'https://e.org/tx' }),
    ).toThrow(/OPT_RPC_URL[\s\S]*OPT_EXPLORER_URL must contain \{hash\}/);
    expect(() => loadConfig({ DATA_DIR: dir, OPT_CHAIN_ID: 'Opt Chain' })).toThrow(
      /OPT_CHAIN_ID must be a Cosmos chain id/,
    );
    expect(() => loadConfig({ DATA_DIR: dir, OPT_GAS_PRICE: '0,025' })).toThrow(/OPT_GAS_PRICE/);
  });

  it.each([
    ['restake', 'OPT_RESTAKE_MNEMONIC', DEV_RESTAKE_MNEMONIC],
    ['scheduler', 'OPT_SCHEDULER_MNEMONIC', DEV_SCHEDULER_MNEMONIC],
  ] as const)(
    'has the devnet %s account in devnet, none in production unless named, none when off',
    (account, variable, devnetPhrase) => {
      const dir = mkdtempSync(path.join(tmpdir(), 'optwallet-env-'));
      expect(loadConfig({ DATA_DIR: dir }).optNode?.[account]).toEqual({
        mnemonic: devnetPhrase,
      });
      expect(
        new Set([DEV_SCHEDULER_MNEMONIC, DEV_RESTAKE_MNEMONIC, DEV_FEE_PAYER_MNEMONIC]).size,
      ).toBe(3);
      expect(loadConfig({ DATA_DIR: dir, [variable]: 'off' }).optNode?.[account]).toBeUndefined();
      const production = {
        NODE_ENV: 'production',
        JWT_SECRET: 'x'.repeat(40),
        WALLET_SEAL_KEY: 'k'.repeat(40),
        ...CHAINS,
      };
      expect(loadConfig(production).optNode?.[account]).toBeUndefined();
      expect(
        loadConfig({ ...production, [variable]: ` ${devnetPhrase}  ` }).optNode?.[account],
      ).toEqual({ mnemonic: devnetPhrase });
      expect(() => loadConfig({ ...production, [variable]: 'not a phrase' })).toThrow(
        new RegExp(`${variable} must be a BIP39 English recovery phrase`),
      );
    },
  );

  it('reports invalid values by name', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
  });
});
