import { NATIVE_SYMBOL, TOKEN_DECIMALS } from '@optwallet/domain';
import type { LedgerConfig } from '@optwallet/ledger';
import { decBps } from './legacy-dec';
import { DENOM } from './params';

/**
 * The parameters of the SDK modules the node answers for, as data (LegacyDecs as atomics,
 * durations in seconds); `query/` writes them as protobuf and `rest/` as JSON. Where the node
 * has the behaviour, they say what it does; where it has none (governance, slashing), they are
 * the SDK's defaults in uopt and nothing acts on them (README: "Not implemented").
 */

const DAY_S = 86_400;

/** x/auth. Gas here is each message's fixed fee, so the signature and byte costs are not charged. */
export const authParams = (config: LedgerConfig) => ({
  maxMemoCharacters: BigInt(config.maxMemoLength),
  /** One signature per transaction: multisig is refused. */
  txSigLimit: 1n,
  txSizeCostPerByte: 10n,
  sigVerifyCostEd25519: 590n,
  sigVerifyCostSecp256k1: 1_000n,
});

/** x/bank: sending is on for every denom. */
export const BANK_PARAMS = { defaultSendEnabled: true } as const;

/** The one denom's metadata: base uopt, shown as OPT with 6 decimals. */
export const OPT_METADATA = {
  description: 'The native staking and fee token of OptChain.',
  denomUnits: [
    { denom: DENOM, exponent: 0, aliases: ['microopt'] as string[] },
    { denom: NATIVE_SYMBOL, exponent: TOKEN_DECIMALS.OPT, aliases: [] as string[] },
  ] as { denom: string; exponent: number; aliases: string[] }[],
  base: DENOM,
  display: NATIVE_SYMBOL,
  name: NATIVE_SYMBOL,
  symbol: NATIVE_SYMBOL,
  uri: '',
  uriHash: '',
} as const;

/**
 * x/distribution. No community tax (all accrued rewards go to the validator and its delegators),
 * no proposer rewards, and the withdraw address is always the delegator (MsgSetWithdrawAddress is
 * not served).
 */
export const DISTRIBUTION_PARAMS = {
  communityTax: 0n,
  baseProposerReward: 0n,
  bonusProposerReward: 0n,
  withdrawAddrEnabled: false,
} as const;

/** x/slashing. Nothing is ever slashed or jailed here: both fractions are 0. */
export const SLASHING_PARAMS = {
  signedBlocksWindow: 100n,
  minSignedPerWindow: decBps(5_000),
  downtimeJailDurationSeconds: 600,
  slashFractionDoubleSign: 0n,
  slashFractionDowntime: 0n,
} as const;

/** x/gov, the SDK 0.50 defaults in uopt; no proposal can be submitted on this node. */
export const GOV_PARAMS = {
  minDeposit: 10_000_000n,
  maxDepositPeriodSeconds: 2 * DAY_S,
  votingPeriodSeconds: 2 * DAY_S,
  quorum: decBps(3_340),
  threshold: decBps(5_000),
  vetoThreshold: decBps(3_340),
  minInitialDepositRatio: 0n,
  proposalCancelRatio: decBps(5_000),
  proposalCancelDest: '',
  expeditedVotingPeriodSeconds: DAY_S,
  expeditedThreshold: decBps(6_670),
  expeditedMinDeposit: 50_000_000n,
  burnVoteQuorum: false,
  burnProposalDepositPrevote: false,
  burnVoteVeto: true,
  minDepositRatio: decBps(100),
} as const;

/** The SDK's `params_type` values of the gov params query. */
const GOV_PARAMS_TYPES = ['voting', 'deposit', 'tallying'] as const;
type GovParamsType = (typeof GOV_PARAMS_TYPES)[number];
export const isGovParamsType = (text: string): text is GovParamsType =>
  (GOV_PARAMS_TYPES as readonly string[]).includes(text);
