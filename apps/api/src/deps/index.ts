import type { Config } from '../config/env';
import type { Db } from '../db/types';
import type { wallets } from '../db/schema';
import type { Background } from '../lib/background';
import type { Logger } from '../lib/logger';
import type { Mailer } from '../lib/mailer';
import type { RecaptchaVerifier } from '../lib/recaptcha-verifier';
import type { EvmChain } from '../chains/evm/evm-chain';
import type { CosmosNode } from '../chains/cosmos/node-client';
import type { EventHub } from '../lib/event-hub';

/** Everything a request handler needs, injected by createApp so tests swap DB, clock and mail. */
export interface Deps {
  config: Config;
  db: Db;
  logger: Logger;
  clock: () => Date;
  mailer: Mailer;
  /** Work that runs after the response (see lib/background.ts). */
  background: Background;
  /**
   * Called once after POST /wallets stored a new wallet (e.g. the devnet faucet funds it).
   * Its failure is logged and does not undo or fail the creation.
   */
  afterWalletCreated?: (wallet: typeof wallets.$inferSelect) => Promise<void>;
  /** The EVM network on a real node (EVM_RPC_URL); absent when it is off (no EVM chain served). */
  evm?: EvmChain | undefined;
  /** OPT on a Cosmos SDK node (OPT_RPC_URL); absent: the embedded ledger serves OPT. */
  optNode?: CosmosNode | undefined;
  /** The testnet's chain on its own node (OPT_TESTNET_RPC_URL); absent: embedded. */
  optTestnetNode?: CosmosNode | undefined;
  /** Checks reCAPTCHA tokens when RECAPTCHA_SECRET is set; Google's siteverify unless injected. */
  recaptcha?: RecaptchaVerifier | undefined;
  /** This replica's live-updates hub (modules/events); absent: GET /events answers 503. */
  events?: EventHub | undefined;
}
