import { buildGenesis } from '../chain/genesis';
import { DENOM } from '../chain/params';
import { accountJson, coinJson, dec, stakingParamsJson, validatorJson } from '../rest/sdk-json';

/** Tokens per unit of consensus power (the SDK's `DefaultPowerReduction`). */
const POWER_REDUCTION = 1_000_000n;
const ZERO_DEC = dec(0n);

/**
 * The modules' genesis in the SDK 0.50 JSON shapes, read from the chain as `buildGenesis` makes
 * it (the same for the same chain id and time): x/auth's accounts, x/bank's balances and supply,
 * x/staking's validators and delegations, and the parameters of distribution, mint, slashing and
 * gov. The node does not read it back: it is what the chain started from, for explorers and tools.
 * Mint's inflation is the engine's fixed reward rate on bonded tokens; slashing and gov are not
 * run by the devnet (their SDK defaults are listed).
 */
export async function genesisAppState(chainId: string, genesisTime: number) {
  const { state, accounts, config } = await buildGenesis(chainId, genesisTime);
  const balances = (
    await Promise.all(
      accounts.all().map(async (a) => ({
        address: a.address,
        amount: await state.getBalance(chainId, a.address, DENOM),
      })),
    )
  ).filter((b) => b.amount > 0n);
  const supply = balances.reduce((sum, b) => sum + b.amount, 0n);
  const validators = await state.listValidators(chainId);
  const delegations = await state.listDelegations(chainId, {});
  const powers = validators.map((v) => ({
    address: v.operatorAddress,
    power: (v.tokens / POWER_REDUCTION).toString(),
  }));
  // The reward rate in basis points as a LegacyDec (1 200 bps: 0.12).
  const rate = `0.${String(config.rewardRateBps).padStart(4, '0')}${'0'.repeat(14)}`;
  return {
    auth: {
      params: {
        max_memo_characters: String(config.maxMemoLength),
        tx_sig_limit: '7',
        tx_size_cost_per_byte: '10',
        sig_verify_cost_ed25519: '590',
        sig_verify_cost_secp256k1: '1000',
      },
      accounts: accounts.all().map(accountJson),
    },
    bank: {
      params: { send_enabled: [], default_send_enabled: true },
      balances: balances.map((b) => ({ address: b.address, coins: [coinJson(b.amount)] })),
      supply: [coinJson(supply)],
      denom_metadata: [],
      send_enabled: [],
    },
    staking: {
      params: stakingParamsJson(config),
      last_total_power: powers.reduce((sum, p) => sum + BigInt(p.power), 0n).toString(),
      last_validator_powers: powers,
      validators: validators.map((v) => validatorJson(v, genesisTime)),
      delegations: delegations.map((d) => ({
        delegator_address: d.delegator,
        validator_address: d.validator,
        shares: dec(d.amount),
      })),
      unbonding_delegations: [],
      redelegations: [],
      exported: false,
    },
    distribution: {
      params: {
        community_tax: ZERO_DEC,
        base_proposer_reward: ZERO_DEC,
        bonus_proposer_reward: ZERO_DEC,
        withdraw_addr_enabled: false,
      },
      fee_pool: { community_pool: [] },
      delegator_withdraw_infos: [],
      previous_proposer: '',
      outstanding_rewards: [],
      validator_accumulated_commissions: [],
      validator_historical_rewards: [],
      validator_current_rewards: [],
      delegator_starting_infos: [],
      validator_slash_events: [],
    },
    mint: {
      minter: { inflation: rate, annual_provisions: ZERO_DEC },
      params: {
        mint_denom: DENOM,
        inflation_rate_change: ZERO_DEC,
        inflation_max: rate,
        inflation_min: rate,
        goal_bonded: '0.670000000000000000',
        blocks_per_year: '31557600',
      },
    },
    slashing: {
      params: {
        signed_blocks_window: '100',
        min_signed_per_window: '0.500000000000000000',
        downtime_jail_duration: '600s',
        slash_fraction_double_sign: '0.050000000000000000',
        slash_fraction_downtime: '0.010000000000000000',
      },
      signing_infos: [],
      missed_blocks: [],
    },
    gov: {
      starting_proposal_id: '1',
      deposits: [],
      votes: [],
      proposals: [],
      params: {
        min_deposit: [coinJson(10_000_000n)],
        max_deposit_period: '172800s',
        voting_period: '172800s',
        quorum: '0.334000000000000000',
        threshold: '0.500000000000000000',
        veto_threshold: '0.334000000000000000',
        min_initial_deposit_ratio: ZERO_DEC,
        proposal_cancel_ratio: '0.500000000000000000',
        proposal_cancel_dest: '',
        expedited_voting_period: '86400s',
        expedited_threshold: '0.667000000000000000',
        expedited_min_deposit: [coinJson(50_000_000n)],
        burn_vote_quorum: false,
        burn_proposal_deposit_prevote: false,
        burn_vote_veto: true,
        min_deposit_ratio: '0.010000000000000000',
      },
      constitution: '',
    },
  };
}
