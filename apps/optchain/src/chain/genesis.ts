import { NATIVE_SYMBOL, TOKEN_DECIMALS } from '@optwallet/domain';
import {
  createLedgerConfig,
  DEFAULT_SEED_VALIDATORS,
  DevnetChain,
  devnetAddress,
  InMemoryLedgerState,
  seedValidators,
  systemAccounts,
  type ChainSpec,
  type LedgerConfig,
} from '@optwallet/ledger';
import { Accounts } from './accounts';
import { addressOfPubKey, devnetKey } from './keys';
import { ACCRUAL_SLOT_MS, DENOM } from './params';

/** What the devnet faucet account holds at genesis: a million drips of the ledger's faucet. */
const FAUCET_SUPPLY = 1_000_000_000_000_000n;

/** The faucet's key: public knowledge on the devnet, never for real funds. */
export const FAUCET_KEY = devnetKey('faucet');
export const FAUCET_ADDRESS = addressOfPubKey(FAUCET_KEY.pubKey);

/** The ledger's config for one chain served by this node (its fees, periods, rates, faucet). */
function nodeLedgerConfig(chainId: string): LedgerConfig {
  const spec: ChainSpec = {
    chainId,
    kind: 'native',
    testnet: false,
    blockTimeMs: ACCRUAL_SLOT_MS,
    feeDenom: DENOM,
    assets: [{ chainId, symbol: NATIVE_SYMBOL, denom: DENOM, decimals: TOKEN_DECIMALS.OPT }],
  };
  return createLedgerConfig({ chains: [spec] });
}

const MODULES = {
  feeCollector: 'fee_collector',
  mint: 'mint',
  bondedPool: 'bonded_tokens_pool',
  unbondingPool: 'not_bonded_tokens_pool',
  redelegationPool: 'redelegation_pool',
} as const;

export interface GenesisState {
  state: InMemoryLedgerState;
  accounts: Accounts;
  config: LedgerConfig;
}

/**
 * The chain at genesis, the same for the same chain id and time: the ledger's four seeded
 * validators (created by ordinary faucet and create-validator operations at height 1) and the
 * faucet account's supply. Accounts are numbered: module accounts, the faucet, the validators.
 */
export async function buildGenesis(chainId: string, genesisTime: number): Promise<GenesisState> {
  const state = new InMemoryLedgerState();
  const config = nodeLedgerConfig(chainId);
  const clock = () => genesisTime;
  await seedValidators(new DevnetChain({ state, config, clock }), DEFAULT_SEED_VALIDATORS, chainId);
  const supply = { ...config, faucet: { [NATIVE_SYMBOL]: FAUCET_SUPPLY } };
  await new DevnetChain({ state, config: supply, clock }).faucet(FAUCET_ADDRESS, chainId);

  const accounts = new Accounts();
  const modules = systemAccounts();
  for (const [key, name] of Object.entries(MODULES)) {
    accounts.ensure(modules[key as keyof typeof MODULES], name);
  }
  accounts.ensure(FAUCET_ADDRESS);
  for (const seed of DEFAULT_SEED_VALIDATORS) accounts.ensure(devnetAddress(seed.label));
  return { state, accounts, config };
}
