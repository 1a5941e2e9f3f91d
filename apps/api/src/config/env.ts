import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { validateMnemonic } from '@scure/bip39';
import { wordlist } from '@scure/bip39/wordlists/english.js';
import { DEFAULT_INACTIVITY_MINUTES } from '@optwallet/domain';
import { z } from 'zod';

/** The one place that reads process.env (house style). Everything else receives a Config. */

const booleanFlag = z
  .enum(['1', '0', 'true', 'false', 'on', 'off', 'yes', 'no'])
  .transform((v) => ['1', 'true', 'on', 'yes'].includes(v));

/** A CometBFT RPC URL over HTTP(S): the API's client of the node times its calls (node-client.ts). */
const cometRpcUrl = (name: string) =>
  z
    .string()
    .url()
    .regex(/^https?:\/\//, `${name} must be an http:// or https:// URL (CometBFT RPC over HTTP)`);

/** A product account's BIP39 English recovery phrase (spaces normalised), or `off`. */
const phraseOrOff = (name: string) =>
  z
    .union([
      z.literal('off'),
      z
        .string()
        .transform((v) => v.trim().split(/\s+/).join(' '))
        .refine(
          (v) => validateMnemonic(v, wordlist),
          `${name} must be a BIP39 English recovery phrase, or \`off\``,
        ),
    ])
    .optional();

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8787),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().optional(),
  DATABASE_URL: z.string().url().optional(),
  DEVNET: booleanFlag.optional(),
  SMTP_URL: z.string().url().optional(),
  MAIL_FROM: z.string().default('OptWallet <no-reply@optwallet.dev>'),
  /** The SMS provider's send endpoint (a Twilio-style API: form-encoded To, From, Body). */
  SMS_URL: z.string().url().optional(),
  /** `<user>:<secret>` is sent as HTTP Basic (Twilio: Account SID and auth token), else Bearer. */
  SMS_TOKEN: z.string().min(1).optional(),
  /** The sender number or id the provider accepts. */
  SMS_FROM: z.string().min(1).optional(),
  WEB_URL: z.string().url().default('http://localhost:5173'),
  CONSENT_URL: z.string().url().default('http://localhost:5174'),
  API_PUBLIC_URL: z.string().url().optional(),
  /** The passkeys' relying party: a domain that WEB_URL's and CONSENT_URL's hosts are under. */
  WEBAUTHN_RP_ID: z
    .string()
    .regex(/^[a-z0-9.-]+$/i, 'WEBAUTHN_RP_ID must be a domain name, e.g. optwallet.com')
    .optional(),
  JWT_SECRET: z.string().min(32, 'JWT_SECRET must be at least 32 characters').optional(),
  ACCESS_TOKEN_TTL_SECONDS: z.coerce
    .number()
    .int()
    .positive()
    .default(15 * 60),
  REFRESH_TOKEN_TTL_DAYS: z.coerce.number().int().positive().default(30),
  INACTIVITY_MINUTES: z.coerce.number().int().positive().default(DEFAULT_INACTIVITY_MINUTES),
  RECAPTCHA_SECRET: z.string().optional(),
  /** The v2 checkbox's secret: a low v3 score then asks for the checkbox (needs RECAPTCHA_SECRET). */
  RECAPTCHA_V2_SECRET: z.string().optional(),
  WALLET_SEAL_KEY: z.string().min(32, 'WALLET_SEAL_KEY must be at least 32 characters').optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Comma-separated peer addresses exempt from per-address rate limits (a test runner). */
  TRUSTED_IPS: z.string().default(''),
  /** The EVM network's JSON-RPC URL, or `off` (no EVM network: the OPT chains only). */
  EVM_RPC_URL: z.union([z.literal('off'), z.string().url()]).optional(),
  EVM_CHAIN_ID: z.coerce.number().int().positive().optional(),
  /** A transaction page of the network's explorer, `{hash}` standing for the hash. */
  EVM_EXPLORER_URL: z
    .string()
    .url()
    .refine((v) => v.includes('{hash}'), 'EVM_EXPLORER_URL must contain {hash}')
    .optional(),
  /** The listed ERC-20s on a configured network: `USDT=0x…,USDC=0x…,WBTC=0x…`. */
  EVM_TOKENS: z.string().optional(),
  /**
   * How often the EVM indexer asks for new blocks (ms; devnet 250, else 1000); 0 turns it off on
   * this replica. A live update waits up to one tick after the block (apps/api/README.md).
   */
  EVM_POLL_MS: z.coerce.number().int().min(0).optional(),
  /** The devnet's anvil listens on 127.0.0.1 at this port (one node per data directory). */
  EVM_DEVNET_PORT: z.coerce.number().int().min(1).max(65_535).default(8545),
  /** How often the devnet's anvil state is saved when its head moved (ms); 0: only at stop. */
  EVM_DEVNET_SAVE_MS: z.coerce.number().int().min(0).default(1_000),
  /**
   * OPT on a Cosmos SDK node: its CometBFT RPC URL (in devnet the devnet node's,
   * http://127.0.0.1:26657, by default; required outside devnet), or `off`: no native chain is
   * served (a server for sign-in and social only, as tools that need no chain run it).
   */
  OPT_RPC_URL: z.union([z.literal('off'), cometRpcUrl('OPT_RPC_URL')]).optional(),
  /** The node's Cosmos REST URL (the devnet calls: faucet, clock advance). */
  OPT_REST_URL: z.string().url().optional(),
  /** The chain id the node must report; the product serves OPT under it. */
  OPT_CHAIN_ID: z
    .string()
    .regex(/^[a-z0-9][a-z0-9-]{0,48}$/, 'OPT_CHAIN_ID must be a Cosmos chain id')
    .optional(),
  /** The staking and fee denom in base units (6 decimals shown as OPT). */
  OPT_DENOM: z
    .string()
    .regex(/^[a-z][a-z0-9/:._-]{2,127}$/, 'OPT_DENOM must be a Cosmos denom')
    .optional(),
  OPT_BECH32_PREFIX: z
    .string()
    .regex(/^[a-z]{1,16}$/, 'OPT_BECH32_PREFIX must be lowercase letters')
    .optional(),
  /** Minimum gas price in OPT_DENOM per unit of gas (the devnet's 0.025). */
  OPT_GAS_PRICE: z
    .string()
    .regex(/^\d+(\.\d+)?$/, 'OPT_GAS_PRICE must be a decimal number')
    .optional(),
  /** A transaction page of the chain's explorer with `{hash}`; unset: the API's own page. */
  OPT_EXPLORER_URL: z
    .string()
    .url()
    .refine((v) => v.includes('{hash}'), 'OPT_EXPLORER_URL must contain {hash}')
    .optional(),
  /**
   * How often the OPT index follower asks the node for new blocks (ms; devnet 250, else 1000); 0
   * turns it off here.
   */
  OPT_POLL_MS: z.coerce.number().int().min(0).optional(),
  /**
   * The testnet's node (the second native chain id, `optchain-testnet-1` by default): its RPC
   * URL (in devnet http://127.0.0.1:26667 unless OPT_RPC_URL is set); unset otherwise, or `off`:
   * the testnet is not served.
   * Denom, prefix, gas price and poll interval are the OPT_* group's.
   */
  OPT_TESTNET_RPC_URL: z.union([z.literal('off'), cometRpcUrl('OPT_TESTNET_RPC_URL')]).optional(),
  OPT_TESTNET_REST_URL: z.string().url().optional(),
  OPT_TESTNET_CHAIN_ID: z
    .string()
    .regex(/^[a-z0-9][a-z0-9-]{0,48}$/, 'OPT_TESTNET_CHAIN_ID must be a Cosmos chain id')
    .optional(),
  OPT_TESTNET_EXPLORER_URL: z
    .string()
    .url()
    .refine((v) => v.includes('{hash}'), 'OPT_TESTNET_EXPLORER_URL must contain {hash}')
    .optional(),
  /**
   * The recovery phrase of the account that pays new wallets' first OPT fees (a fee allowance
   * to each, x/feegrant), or `off`. Unset: off outside devnet; the devnet fee payer in devnet.
   */
  OPT_FEE_PAYER_MNEMONIC: phraseOrOff('OPT_FEE_PAYER_MNEMONIC'),
  /** Each new wallet's fee allowance in OPT_DENOM base units (100000: 0.1 OPT, 20 sends). */
  OPT_FEE_ALLOWANCE: z
    .string()
    .regex(/^[1-9]\d{0,30}$/, 'OPT_FEE_ALLOWANCE must be a whole number of base units')
    .transform(BigInt)
    .default(100_000n),
  /** Days a new wallet's fee allowance lasts, from its grant (the chain's clock). */
  OPT_FEE_ALLOWANCE_DAYS: z.coerce.number().int().min(1).max(3650).default(30),
  /**
   * The recovery phrase of the restake account that compounds wallets' staking rewards (their
   * x/authz grants name it; it pays the MsgExec fees), or `off`. Unset: off outside devnet; the
   * devnet restake account in devnet.
   */
  OPT_RESTAKE_MNEMONIC: phraseOrOff('OPT_RESTAKE_MNEMONIC'),
  /**
   * The recovery phrase of the scheduler account that makes wallets' recurring sends (their
   * x/authz SendAuthorization names it; it pays the MsgExec fees), or `off`. Unset: off outside
   * devnet; the devnet scheduler account in devnet.
   */
  OPT_SCHEDULER_MNEMONIC: phraseOrOff('OPT_SCHEDULER_MNEMONIC'),
});

/** OPT on a Cosmos SDK node (issue 29), when configured. */
export interface OptNodeConfig {
  rpcUrl: string;
  restUrl: string;
  chainId: string;
  denom: string;
  bech32Prefix: string;
  gasPrice: string;
  explorerUrl: string | undefined;
  pollMs: number;
  /** Gasless first sends: the product's fee payer and what it grants each new wallet; unset: off. */
  feeGrants?: FeeGrantConfig | undefined;
  /** Auto-compound rewards: the product's restake account; unset: off. */
  restake?: RestakeConfig | undefined;
  /** Recurring sends: the product's scheduler account; unset: off. */
  scheduler?: SchedulerConfig | undefined;
}

/** The scheduler account (x/authz grantee of recurring sends, payer of their MsgExec fees). */
export interface SchedulerConfig {
  /** Its recovery phrase (its key: coin type 118, account 0, as a wallet's). */
  mnemonic: string;
}

/** The restake account (x/authz grantee of auto-compound, payer of its MsgExec fees). */
export interface RestakeConfig {
  /** Its recovery phrase (its key: coin type 118, account 0, as a wallet's). */
  mnemonic: string;
}

/** The fee allowance (x/feegrant BasicAllowance) each new wallet of a chain receives. */
export interface FeeGrantConfig {
  /** The fee payer's recovery phrase (its key: coin type 118, account 0, as a wallet's). */
  mnemonic: string;
  /** The allowance's spend limit in the chain's denom, base units. */
  spendLimit: bigint;
  /** How long it lasts from its grant, in days of the chain's clock. */
  days: number;
}

export interface Config {
  nodeEnv: 'development' | 'test' | 'production';
  port: number;
  host: string;
  /** Absolute directory of the embedded database and generated devnet secrets. */
  dataDir: string;
  databaseUrl: string | undefined;
  devnet: boolean;
  smtpUrl: string | undefined;
  mailFrom: string;
  /** The SMS provider; unset: texts stay in the outbox (devnet shows them). */
  sms: { url: string; token: string; from: string } | undefined;
  webUrl: string;
  consentUrl: string;
  /** Base of links that point at the API itself (e.g. the admin session page). */
  apiPublicUrl: string;
  /**
   * The passkeys' relying party id (WEBAUTHN_RP_ID, else WEB_URL's host): every passkey is bound
   * to it, so it must stay the same for the life of the accounts.
   */
  webauthnRpId: string;
  jwtSecret: string;
  accessTokenTtlSeconds: number;
  refreshTokenTtlDays: number;
  inactivityMinutes: number;
  recaptchaSecret: string | undefined;
  /** reCAPTCHA v2 (checkbox) secret, the fallback of a low v3 score. */
  recaptchaV2Secret: string | undefined;
  /**
   * Server half of the wallet seal: the recovery phrase is encrypted under a key derived from the
   * wallet passcode AND this key, so a copy of the database alone cannot be brute-forced offline.
   */
  walletSealKey: string;
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  /**
   * Peers exempt from the per-address rate limits (per-identifier limits still apply): the
   * browser journeys sign up dozens of people from 127.0.0.1.
   */
  trustedIps: readonly string[];
  /**
   * The EVM network: `off` (none: no ETH or ERC-20 is served), `devnet` (anvil started on
   * 127.0.0.1:evmDevnetPort with its state in DATA_DIR), or a JSON-RPC URL.
   */
  evmRpcUrl: string;
  /** The devnet's anvil port on 127.0.0.1 (8545). */
  evmDevnetPort: number;
  /** The devnet's anvil state is saved this often when its head moved (ms; 0: at stop only). */
  evmDevnetSaveMs: number;
  /** EIP-155 chain id the node must have (31337 for anvil). */
  evmChainId: number;
  /** Explorer transaction page with `{hash}`; unset: the API's own explorer page. */
  evmExplorerUrl: string | undefined;
  evmTokens: string | undefined;
  evmPollMs: number;
  /**
   * OPT on a Cosmos SDK node (OPT_RPC_URL; outside devnet it must be set). Undefined only in
   * tests of what needs no chain: no native chain is served then.
   */
  optNode: OptNodeConfig | undefined;
  /** The testnet's chain on its own node (OPT_TESTNET_*); undefined: the testnet is not served. */
  optTestnetNode: OptNodeConfig | undefined;
}

export class ConfigError extends Error {}

/** Repo root: the folder with pnpm-workspace.yaml above this file (src/ or dist/), else the cwd. */
function repoRoot(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 6; i += 1) {
    if (existsSync(path.join(dir, 'pnpm-workspace.yaml'))) return dir;
    dir = path.dirname(dir);
  }
  return process.cwd();
}

/**
 * Outside production a fixed, public key: wallets sealed on one developer's devnet open on
 * another's after a database copy. Never use it for real funds.
 */
export const DEV_WALLET_SEAL_KEY = 'optwallet-devnet-wallet-seal-key-not-for-production';

/**
 * The devnet's fee payer (gasless first sends): a fixed, public phrase, funded by the devnet
 * faucet when it runs low. Never use it for real funds.
 */
export const DEV_FEE_PAYER_MNEMONIC =
  'glare decline joy glad light sunny predict pistol language cannon trust acid sausage riot seven snow ill region warm one cluster cake submit siren';

/**
 * The devnet's restake account (auto-compound rewards): a fixed, public phrase, other than the
 * fee payer's, funded by the devnet faucet when it runs low. Never use it for real funds.
 */
export const DEV_RESTAKE_MNEMONIC =
  'mean stadium wish mobile hero twin thank original stairs trust stick slide chuckle that rude fence syrup excite tag alpha music elder hollow daughter';

/**
 * The devnet's scheduler account (recurring sends): a fixed, public phrase, other than the fee
 * payer's and the restake account's, funded by the devnet faucet when it runs low. Never use it
 * for real funds.
 */
export const DEV_SCHEDULER_MNEMONIC =
  'moral cost fiction typical brother mansion nation skill gold ladder bean luggage remove stage employ ozone such guard amused winter dwarf gown mosquito one';

/** Devnet only: secrets nobody configured are generated once and kept in DATA_DIR. */
function devnetSecret(dataDir: string, name: string): string {
  const file = path.join(dataDir, 'secrets.json');
  mkdirSync(dataDir, { recursive: true });
  const stored = existsSync(file)
    ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>)
    : {};
  const existing = stored[name];
  if (existing) return existing;
  const created = randomBytes(32).toString('base64url');
  writeFileSync(file, JSON.stringify({ ...stored, [name]: created }, null, 2), { mode: 0o600 });
  return created;
}

export function loadConfig(source: Record<string, string | undefined> = process.env): Config {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid environment:\n${lines.join('\n')}`);
  }
  const env = parsed.data;
  const production = env.NODE_ENV === 'production';
  const devnet = env.DEVNET ?? !production;
  const dataDir = path.resolve(env.DATA_DIR ?? path.join(repoRoot(), '.data'));

  let jwtSecret = env.JWT_SECRET;
  if (!jwtSecret) {
    if (!devnet) {
      throw new ConfigError(
        'JWT_SECRET is not set. Outside devnet every secret must be configured: set JWT_SECRET to at least 32 random characters.',
      );
    }
    jwtSecret = devnetSecret(dataDir, 'JWT_SECRET');
  }

  const walletSealKey = env.WALLET_SEAL_KEY ?? (production ? undefined : DEV_WALLET_SEAL_KEY);
  if (!walletSealKey) {
    throw new ConfigError(
      'WALLET_SEAL_KEY is not set. In production it must be configured: at least 32 random characters, kept as carefully as the database backups (losing it makes every wallet unrecoverable by passcode).',
    );
  }

  const smsSettings = [env.SMS_URL, env.SMS_TOKEN, env.SMS_FROM];
  if (smsSettings.some(Boolean) && !smsSettings.every(Boolean)) {
    throw new ConfigError(
      'SMS_URL, SMS_TOKEN and SMS_FROM go together: set all three to send texts, or none to keep them in the outbox.',
    );
  }
  const sms =
    env.SMS_URL && env.SMS_TOKEN && env.SMS_FROM
      ? { url: env.SMS_URL, token: env.SMS_TOKEN, from: env.SMS_FROM }
      : undefined;

  return {
    nodeEnv: env.NODE_ENV,
    port: env.PORT,
    host: env.HOST,
    dataDir,
    databaseUrl: env.DATABASE_URL,
    devnet,
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    sms,
    webUrl: env.WEB_URL.replace(/\/$/, ''),
    consentUrl: env.CONSENT_URL.replace(/\/$/, ''),
    apiPublicUrl: (env.API_PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, ''),
    webauthnRpId: (env.WEBAUTHN_RP_ID ?? new URL(env.WEB_URL).hostname).toLowerCase(),
    jwtSecret,
    accessTokenTtlSeconds: env.ACCESS_TOKEN_TTL_SECONDS,
    refreshTokenTtlDays: env.REFRESH_TOKEN_TTL_DAYS,
    inactivityMinutes: env.INACTIVITY_MINUTES,
    recaptchaSecret: env.RECAPTCHA_SECRET,
    recaptchaV2Secret: env.RECAPTCHA_V2_SECRET,
    walletSealKey,
    logLevel: env.LOG_LEVEL,
    trustedIps: env.TRUSTED_IPS.split(',')
      .map((ip) => ip.trim())
      .filter(Boolean),
    // Devnet runs its own anvil; elsewhere there is no EVM network until a node is configured.
    evmRpcUrl: env.EVM_RPC_URL ?? (devnet ? 'devnet' : 'off'),
    evmChainId: env.EVM_CHAIN_ID ?? 31337,
    evmDevnetPort: env.EVM_DEVNET_PORT,
    evmDevnetSaveMs: env.EVM_DEVNET_SAVE_MS,
    evmExplorerUrl: env.EVM_EXPLORER_URL,
    evmTokens: env.EVM_TOKENS,
    evmPollMs: env.EVM_POLL_MS ?? pollMs(devnet),
    optNode: optNodeConfig(env, devnet, 'OPT'),
    optTestnetNode: optNodeConfig(env, devnet, 'OPT_TESTNET'),
  };
}

/**
 * The devnet nodes `npm start` runs (apps/optchain): optchain-1 on 26657 / 1317 and
 * optchain-testnet-1 on 26667 / 1327.
 */
const DEVNET_OPT_NODES = {
  main: { rpcUrl: 'http://127.0.0.1:26657', restUrl: 'http://127.0.0.1:1317' },
  testnet: { rpcUrl: 'http://127.0.0.1:26667', restUrl: 'http://127.0.0.1:1327' },
} as const;

const trimmed = (url: string) => url.replace(/\/$/, '');

/**
 * The indexers' tick when none is set: a devnet's local nodes are asked four times a second, so an
 * incoming transfer reaches an open app well within a second of its block (the live bench); a
 * remote node once a second.
 */
const pollMs = (devnet: boolean) => (devnet ? 250 : 1_000);

/** The two native chain ids' variable groups: `OPT_*` (the main chain) and `OPT_TESTNET_*`. */
type OptPrefix = 'OPT' | 'OPT_TESTNET';
const OPT_NODE_DEFAULTS: Record<OptPrefix, { rpcUrl: string; restUrl: string; chainId: string }> = {
  OPT: { ...DEVNET_OPT_NODES.main, chainId: 'optchain-1' },
  OPT_TESTNET: { ...DEVNET_OPT_NODES.testnet, chainId: 'optchain-testnet-1' },
};

/**
 * A native chain id's node from its group (`<prefix>_RPC_URL`, `_REST_URL`, `_CHAIN_ID`,
 * `_EXPLORER_URL`; denom, prefix, gas price and poll are the OPT_* group's for both). Unset: in
 * devnet, the devnet node (the testnet's only while OPT_RPC_URL is the devnet's default too: a
 * devnet pointed elsewhere serves no testnet unless told); outside devnet, OPT_RPC_URL is an
 * error (a server must say which chain it serves) and the testnet is simply not served.
 */
function optNodeConfig(
  env: z.infer<typeof envSchema>,
  devnet: boolean,
  prefix: OptPrefix,
): OptNodeConfig | undefined {
  const name = `${prefix}_RPC_URL` as const;
  const defaults = OPT_NODE_DEFAULTS[prefix];
  const devnetNode = prefix === 'OPT' || env.OPT_RPC_URL === undefined;
  const rpcUrl = env[name] ?? (devnet && devnetNode ? defaults.rpcUrl : undefined);
  if (rpcUrl === undefined) {
    if (prefix === 'OPT_TESTNET') return undefined;
    throw new ConfigError(
      `${name} is not set. Outside devnet it must be configured: the CometBFT RPC URL of the Cosmos SDK node that serves ${defaults.chainId} (e.g. https://rpc.example.org), or \`off\` to serve no native chain.`,
    );
  }
  if (rpcUrl === 'off') return undefined;
  return {
    rpcUrl: trimmed(rpcUrl),
    restUrl: trimmed(env[`${prefix}_REST_URL`] ?? defaults.restUrl),
    chainId: env[`${prefix}_CHAIN_ID`] ?? defaults.chainId,
    denom: env.OPT_DENOM ?? 'uopt',
    bech32Prefix: env.OPT_BECH32_PREFIX ?? 'opt',
    gasPrice: env.OPT_GAS_PRICE ?? '0.025',
    explorerUrl: env[`${prefix}_EXPLORER_URL`],
    pollMs: env.OPT_POLL_MS ?? pollMs(devnet),
    feeGrants: prefix === 'OPT' ? feeGrantConfig(env, devnet) : undefined,
    restake: prefix === 'OPT' ? restakeConfig(env, devnet) : undefined,
    scheduler: prefix === 'OPT' ? schedulerConfig(env, devnet) : undefined,
  };
}

/**
 * Recurring sends, on the main chain only: OPT_SCHEDULER_MNEMONIC's account is the grantee of
 * wallets' send grants and pays their runs. Unset: the devnet's scheduler account in devnet, off
 * elsewhere (Repeat then says it is unavailable).
 */
function schedulerConfig(
  env: z.infer<typeof envSchema>,
  devnet: boolean,
): SchedulerConfig | undefined {
  const mnemonic = env.OPT_SCHEDULER_MNEMONIC ?? (devnet ? DEV_SCHEDULER_MNEMONIC : 'off');
  return mnemonic === 'off' ? undefined : { mnemonic };
}

/**
 * Auto-compound rewards, on the main chain only: OPT_RESTAKE_MNEMONIC's account is the grantee
 * of wallets' grants and pays their compounding. Unset: the devnet's restake account in devnet,
 * off elsewhere (the switch then says it is unavailable).
 */
function restakeConfig(env: z.infer<typeof envSchema>, devnet: boolean): RestakeConfig | undefined {
  const mnemonic = env.OPT_RESTAKE_MNEMONIC ?? (devnet ? DEV_RESTAKE_MNEMONIC : 'off');
  return mnemonic === 'off' ? undefined : { mnemonic };
}

/**
 * Gasless first sends, on the main chain only (a testnet's fee payer would need funds there
 * too): OPT_FEE_PAYER_MNEMONIC's account grants each new wallet OPT_FEE_ALLOWANCE for
 * OPT_FEE_ALLOWANCE_DAYS. Unset: the devnet's fee payer in devnet, off elsewhere.
 */
function feeGrantConfig(
  env: z.infer<typeof envSchema>,
  devnet: boolean,
): FeeGrantConfig | undefined {
  const mnemonic = env.OPT_FEE_PAYER_MNEMONIC ?? (devnet ? DEV_FEE_PAYER_MNEMONIC : 'off');
  if (mnemonic === 'off') return undefined;
  return { mnemonic, spendLimit: env.OPT_FEE_ALLOWANCE, days: env.OPT_FEE_ALLOWANCE_DAYS };
}

/** A complete config for tests: devnet, no files written, a fixed secret. */
export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    nodeEnv: 'test',
    port: 0,
    host: '127.0.0.1',
    dataDir: path.join(repoRoot(), '.data', 'test'),
    databaseUrl: undefined,
    devnet: true,
    smtpUrl: undefined,
    mailFrom: 'OptWallet <no-reply@optwallet.dev>',
    sms: undefined,
    webUrl: 'http://localhost:5173',
    consentUrl: 'http://localhost:5174',
    apiPublicUrl: 'http://localhost:8787',
    webauthnRpId: 'localhost',
    jwtSecret: 'test-secret-test-secret-test-secret-0123',
    accessTokenTtlSeconds: 15 * 60,
    refreshTokenTtlDays: 30,
    inactivityMinutes: 15,
    recaptchaSecret: undefined,
    recaptchaV2Secret: undefined,
    walletSealKey: DEV_WALLET_SEAL_KEY,
    logLevel: 'silent',
    trustedIps: [],
    evmRpcUrl: 'off',
    evmChainId: 31337,
    evmDevnetPort: 8545,
    evmDevnetSaveMs: 1_000,
    evmExplorerUrl: undefined,
    evmTokens: undefined,
    evmPollMs: 0,
    optNode: undefined,
    optTestnetNode: undefined,
    ...overrides,
  };
}

/** Tests only: a Postgres server to run the suite against instead of in-memory PGlite. */
export function testDatabaseUrl(): string | undefined {
  return process.env.TEST_DATABASE_URL || undefined;
}
