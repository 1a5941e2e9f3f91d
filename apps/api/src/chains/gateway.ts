import type {
  TransferPreviewRequest,
  TransferPreviewResponse,
  TransferRequest,
} from '@optwallet/contract';
import type { ChainOp, TxRecord } from '@optwallet/ledger';
import type { Config } from '../config/env';
import type { Deps } from '../deps';
import type { AuthSession } from '../lib/http';
import type { ReservedCheck } from '../lib/wallet-check';

/** A wallet of the caller's, named in a request. */
export interface WalletRef {
  userId: string;
  walletId: string;
  /** The caller's session when the read must confirm it is live (mount's sessionCheckedInStatement). */
  session?: AuthSession | undefined;
}

/**
 * A family of chains the server moves value on: `cosmos` (OPT on a Cosmos SDK node, by CometBFT
 * RPC through cosmjs) and `evm` (a real node by JSON-RPC, through viem). A new family is one
 * more gateway registered in `registry.ts`, not one more branch in a module.
 */
type ChainFamily = 'cosmos' | 'evm';

/** Timed work of a chain (its follower or indexer), run by the one job list (src/jobs). */
export interface ChainJob {
  name: string;
  everyMs: number;
  /** One run: passes until caught up; answers how far behind it left the index (ms). */
  run(): Promise<{ lagMs?: number } | void>;
}

/** Where the API's index of a chain stands: the last block it stored. */
export interface ChainHead {
  chainId: string;
  height: number;
  /** That block's time (ms). */
  time: number;
}

/** A chain's token facts a read adds to each token: contracts by symbol, the EIP-155 network id. */
export interface TokenFacts {
  contracts: ReadonlyMap<string, string>;
  networkId: number;
}

/** An Idempotency-Key as the ledger's request id, with the body it was first used with. */
export interface RequestKey {
  id: string;
  fingerprint: string;
}

/** Whether the passcode check was finished by the write (else the caller finishes it). */
export interface CheckFinish {
  finished: boolean;
}

/** A transfer request after validation: the chain is served, the amount parses, the receiver resolved. */
interface PreviewInput {
  ref: WalletRef;
  body: TransferPreviewRequest;
  /** An address of the chain for a send (a username or email resolved), else the validator. */
  receiver: string;
}

interface SubmitInput {
  /** The passcode check, reserved and proved right (the wallet's row, owner and phrase). */
  check: ReservedCheck & { mnemonic: string };
  body: TransferRequest;
  receiver: string;
  request: RequestKey | undefined;
  /** The gateway sets `finished` when its write ended the passcode check in the same transaction. */
  done: CheckFinish;
}

interface CreateValidatorInput {
  check: ReservedCheck & { mnemonic: string };
  op: ChainOp & { type: 'createValidator' };
  done: CheckFinish;
}

/** A wallet's auto-compound setting as the API last recorded it (amounts in base units). */
interface AutoCompoundSetting {
  /** The grant's allow list (stored valoper forms). */
  validators: string[];
  cap: bigint;
  capLeft: bigint;
  /** Chain time (ms). */
  grantedAt: number;
  expiresAt: number;
  /** When the job last compounded (ms), and what it delegated then. */
  lastRunAt: number | null;
  lastCompounded: bigint | null;
  totalCompounded: bigint;
  /** When it was turned off (ms); null while on. */
  revokedAt: number | null;
}

/** What a wallet's staking screen shows of auto-compound. */
export interface AutoCompoundState {
  /** The validators the wallet stakes with now (stored forms) and its whole stake. */
  validators: string[];
  staked: bigint;
  /** The chain's time as the index last saw it (ms). */
  chainTime: number;
  /** The least a run compounds (base units): what its exec costs the restake account. */
  minimum: bigint;
  setting: AutoCompoundSetting | undefined;
}

/**
 * Auto-compound rewards (x/authz): the wallet grants the product's restake account the right to
 * withdraw its rewards and delegate them, and a job compounds them (chains/cosmos/auto-compound*).
 */
export interface AutoCompoundGateway {
  /** Whether the restake account is configured (unset: the feature is off). */
  readonly available: boolean;
  state(deps: Deps, wallet: string): Promise<AutoCompoundState>;
  /** Signs the grants with the wallet's key (its phrase) for `cap` base units. */
  turnOn(deps: Deps, input: { mnemonic: string; wallet: string; cap: bigint }): Promise<void>;
  /** Signs the revocation of what the node still holds of the grants. */
  turnOff(deps: Deps, input: { mnemonic: string; wallet: string }): Promise<void>;
}

/** A wallet's recurring send as the API records it (amounts in base units, times chain ms). */
export interface RecurringSchedule {
  id: string;
  /** Stored address. */
  recipient: string;
  amount: bigint;
  every: 'week' | 'month';
  runs: number;
  until: string | null;
  startedAt: number;
  /** The next run's due time (or its retry's); null: no run left. */
  nextRunAt: number | null;
  sent: number;
  failed: number;
  lastRunAt: number | null;
  lastRunStatus: 'sent' | 'retrying' | 'failed' | null;
  lastError: string | null;
  lastHash: string | null;
  cancelledAt: number | null;
}

/**
 * Recurring sends (x/authz): the wallet grants the product's scheduler account a SendAuthorization
 * capped at what its schedules still send, and a job makes each run a MsgExec
 * (chains/cosmos/recurring-*).
 */
export interface RecurringSendsGateway {
  /** Whether the scheduler account is configured (unset: no new schedule). */
  readonly available: boolean;
  /** The chain's time now (its latest block's, ms): a new schedule starts then. */
  chainNow(): Promise<number>;
  /** The wallet's schedules, newest first. */
  list(deps: Deps, wallet: string): Promise<RecurringSchedule[]>;
  /** Signs the grant (widened by this schedule) with the wallet's key, then records it. */
  create(
    deps: Deps,
    input: Pick<
      RecurringSchedule,
      'recipient' | 'amount' | 'every' | 'runs' | 'until' | 'startedAt'
    > & {
      mnemonic: string;
      wallet: string;
    },
  ): Promise<void>;
  /** Stops one schedule (404: none such): the grant narrowed, or revoked when none is left. */
  cancel(deps: Deps, input: { mnemonic: string; wallet: string; id: string }): Promise<void>;
  /** Stops every schedule of the wallet: the grant revoked. */
  cancelAll(deps: Deps, input: { mnemonic: string; wallet: string }): Promise<void>;
}

/** An x/authz grant a wallet gave, as the node holds it (amounts in base units). */
export interface WalletGrant {
  grantee: string;
  msgTypeUrl: string;
  authorization: string;
  /** What is left of its cap (a stake or send authorization's); undefined: no cap. */
  limit: bigint | undefined;
  /** Chain time (ms); undefined: never. */
  expiresAt: number | undefined;
  /** One of auto-compound's grants (to the restake account). */
  autoCompound: boolean;
  /** The send grant behind the wallet's recurring sends (to the scheduler account). */
  recurringSends: boolean;
}

/** An x/feegrant allowance a wallet holds (a BasicAllowance: the kind the product grants). */
export interface WalletAllowance {
  granter: string;
  /** Granted by the product's fee payer. */
  byOptWallet: boolean;
  /** What it still pays; undefined: no cap. */
  remaining: bigint | undefined;
  expiresAt: number | undefined;
}

/**
 * The wallet's permissions on the chain (the Permissions page's Chain grants): what it granted
 * (x/authz) and the fee allowances it holds (x/feegrant), read from the node; revoking a grant is
 * a MsgRevoke signed with the wallet's key (auto-compound's grants: turning it off).
 */
export interface ChainGrantsGateway {
  list(
    deps: Deps,
    wallet: string,
  ): Promise<{ grants: WalletGrant[]; allowances: WalletAllowance[] }>;
  /** Refuses (404) a grant the node does not hold. */
  revoke(
    deps: Deps,
    input: { mnemonic: string; wallet: string; grantee: string; msgTypeUrl: string },
  ): Promise<void>;
}

/** An ERC-20 allowance of a wallet's address (base units), from its last Approval event. */
interface WalletApproval {
  symbol: string;
  token: string;
  spender: string;
  /** The allowance the token holds now (read live). */
  amount: bigint;
  /** Block time of the Approval event (ms). */
  approvedAt: number;
}

/** Token approvals (EVM): listed from the indexed Approval events, revoked by approve(spender, 0). */
export interface TokenApprovalsGateway {
  list(deps: Deps, address: string): Promise<WalletApproval[]>;
  /** Signs and sends approve(spender, 0) with the wallet's key; refuses (404) an unknown approval. */
  revoke(
    deps: Deps,
    input: { mnemonic: string; walletId: string; address: string; symbol: string; spender: string },
  ): Promise<void>;
}

/**
 * One chain family behind one interface: a transfer goes body → validation (modules/money/ and chains/opt/
 * transfers.ts) → the chain's gateway → response. Refusals of the engine (LedgerError) are
 * answered by the caller's chainCall as 422/409.
 */
export interface ChainGateway {
  readonly family: ChainFamily;
  /** The chain id it serves. */
  readonly chainId: string;
  /** Staking messages and reward claims exist on this chain. */
  readonly staking: boolean;
  /** What the transfer would do: amount, fee estimate, counterparties (display strings). */
  preview(deps: Deps, input: PreviewInput): Promise<TransferPreviewResponse>;
  /** Does it once: the first record of the request (a replay answers that same record). */
  submit(deps: Deps, input: SubmitInput): Promise<TxRecord>;
  /** The value as an address of this chain, in its stored form; undefined when it is none. */
  addressOf(value: string): string | undefined;
  /**
   * A wallet creates its validator with a self-delegation (chains with staking). The gateway sets
   * `done.finished` when its write ended the passcode check in the same transaction.
   */
  createValidator?(deps: Deps, input: CreateValidatorInput): Promise<TxRecord>;
  /** Auto-compound rewards (chains with staking and authz). */
  autoCompound?: AutoCompoundGateway;
  /** Recurring sends (chains with authz). */
  recurringSends?: RecurringSendsGateway;
  /** The wallet's x/authz grants and x/feegrant allowances (chains with those modules). */
  chainGrants?: ChainGrantsGateway;
  /** The ERC-20 allowances of the wallet's address (EVM). */
  tokenApprovals?: TokenApprovalsGateway;
  /** An address's balances on the chain, by symbol, in base units. */
  balances(deps: Deps, chainId: string, address: string): Promise<Map<string, bigint>>;
  /** The page a transaction of this chain is shown on. */
  explorerLink(config: Config, hash: string): string;
  /** At start, before serving: what a crash left half done (a send recorded, not broadcast). */
  recover(deps: Deps): Promise<void>;
  /** Its timed work (the follower or indexer), for the job list. */
  jobs(deps: Deps): ChainJob[];
  /** Where the index of this chain stands; undefined before its first block. */
  indexedHead(db: Deps['db']): Promise<ChainHead | undefined>;
  /**
   * Balances a read finds not kept yet (an EVM address the indexer has not read): read from the
   * chain once and kept, by symbol. Chains whose index always holds them have none.
   */
  readUnkept?: (deps: Deps, address: string) => Promise<Map<string, bigint>>;
  /** What a token list says of this chain's tokens beyond the index (EVM: contracts, EIP-155 id). */
  tokenFacts?: TokenFacts;
  /** A wallet was created: what the index must know of its address now (EVM: its balances). */
  walletAdded?(deps: Deps, address: string): Promise<void>;
  /** Devnet: the faucet's drip to an address, in the index when this answers. */
  faucet?: (deps: Deps, address: string) => Promise<TxRecord[]>;
  /** Devnet: funds an address the chain has never seen (a chain started afresh); answers whether. */
  fundIfNew?(deps: Deps, address: string): Promise<boolean>;
  /** Devnet: moves the chain's clock; what the skipped time settled is in the index when this answers. */
  advance?(deps: Deps, seconds: number): Promise<{ height: number; time: string }>;
}
