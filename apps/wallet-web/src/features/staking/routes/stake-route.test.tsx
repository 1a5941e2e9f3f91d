import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { WALLET, json, renderMoney, serve, type RecordedCall } from '../../../test/money-harness';
import { signIn } from '../../../test/money-harness';
import { Component as StakeRoute } from './stake-route';

const VALIDATORS = {
  unstakingWaitTime: 21 * 86_400,
  rewardPayoutFrequency: 86_400,
  validatorSet: [
    {
      moniker: 'atlas',
      address: 'optvaloper1atlas',
      fee: '0.05',
      uptime: '99.9',
      votingPower: '1000000',
      status: 'active',
      apr: '0.114',
    },
    {
      moniker: 'borealis',
      address: 'optvaloper1borealis',
      fee: '0.1',
      uptime: '98.5',
      votingPower: '250000',
      status: 'active',
      apr: '0.108',
    },
  ],
};

const in3Days = new Date(Date.now() + 3 * 86_400_000 + 3_600_000).toISOString();
const in20Days = new Date(Date.now() + 20 * 86_400_000 + 3_600_000).toISOString();
const DETAIL = {
  transactions: [],
  unbondingDetails: {
    balanceToken: '10',
    balanceUsd: '8.5',
    entries: [
      {
        validator_address: 'optvaloper1atlas',
        moniker: 'atlas',
        amount: '10',
        creationHeight: '4242',
        completionTime: in3Days,
      },
    ],
  },
  delegationDetails: { balanceToken: '100', balanceUsd: '85' },
  delegations: [
    {
      validator_address: 'optvaloper1atlas',
      moniker: 'atlas',
      coins: [{ symbol: 'OPT', amount: '100' }],
      rewards: [{ symbol: 'OPT', amount: '1.25' }],
    },
  ],
  redelegations: [
    {
      transactionHash: 'MOVEHASH',
      fromValidator: 'optvaloper1atlas',
      fromMoniker: 'atlas',
      toValidator: 'optvaloper1borealis',
      toMoniker: 'borealis',
      amount: '20',
      creationHeight: '4300',
      completionTime: in20Days,
    },
  ],
  balanceToken: '500',
  balanceUsd: '425',
  address: WALLET.addresses[0]?.address ?? '',
};
const RESULT = {
  transactionHash: 'ABC',
  to: 'optvaloper1atlas',
  from: DETAIL.address,
  amount: '10',
  gasFee: '0.0075',
  blockExplorerLink: '/explorer/tx/ABC',
};

function routes(detail: object = DETAIL) {
  return serve({
    'GET /get-validators-details': json(VALIDATORS),
    'GET /wallets/w1/tokens/optchain-1/OPT': json(detail),
    'POST /wallets/w1/transferPreview': (call) => {
      const body = call.body as { amount: string; to: string; from?: string };
      return json({
        amount: body.amount,
        gasFeeEstimate: '0.0075',
        to: body.to,
        from: body.from ?? DETAIL.address,
      });
    },
    'POST /wallets/w1/transfer': json(RESULT),
  });
}

const transfers = (calls: RecordedCall[]) =>
  calls.filter((c) => c.method === 'POST' && c.path === '/wallets/w1/transfer');

async function confirm() {
  await expect.element(page.getByRole('heading', { name: 'Review and confirm' })).toBeVisible();
  await page.getByLabelText('Wallet key').fill('Wallet#2026');
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect.element(page.getByRole('heading', { name: 'Request Submitted!' })).toBeVisible();
}

describe('stake page', () => {
  beforeEach(async () => {
    await page.viewport(1280, 900);
    signIn();
  });
  afterEach(() => vi.restoreAllMocks());

  it('shows stake, unbonding with its countdown, rewards, and validators with capitalised monikers', async () => {
    routes();
    await renderMoney(
      <StakeRoute />,
      '/my-assets/stake/optchain-1/OPT',
      '/my-assets/stake/:chainId/:symbol',
    );
    await expect.element(page.getByTestId('staked-balance')).toHaveTextContent('100 OPT');
    await expect.element(page.getByTestId('unbonding-balance')).toHaveTextContent('10 OPT');
    await expect.element(page.getByText(/Returns in 3d 1h|Returns in 3d 0h/)).toBeVisible();
    await expect.element(page.getByRole('button', { name: 'Stake with Borealis' })).toBeVisible();
    await expect.element(page.getByText('Unstaked tokens return after 21 days.')).toBeVisible();
  });

  it('lists stake in its move grace period from the token detail, with both validators and when it arrives', async () => {
    const calls = routes();
    await renderMoney(
      <StakeRoute />,
      '/my-assets/stake/optchain-1/OPT',
      '/my-assets/stake/:chainId/:symbol',
    );
    await expect.element(page.getByTestId('moving')).toHaveTextContent(/20 OPT · Atlas → Borealis/);
    await expect.element(page.getByTestId('moving')).toHaveTextContent(/Arrives in 20d [01]h/);
    // The token detail says what is moving: the transaction list is not read to rebuild it.
    expect(calls.some((c) => c.path === '/wallets/w1/transactions')).toBe(false);
  });

  it('shows no stake being moved when the token detail lists none (or comes from a server without the field)', async () => {
    const { redelegations: _none, ...older } = DETAIL;
    routes(older);
    await renderMoney(
      <StakeRoute />,
      '/my-assets/stake/optchain-1/OPT',
      '/my-assets/stake/:chainId/:symbol',
    );
    await expect.element(page.getByTestId('staked-balance')).toHaveTextContent('100 OPT');
    expect(page.getByTestId('moving').elements()).toHaveLength(0);
  });

  it('cancels a pending unstake with its creationHeight after "Yes, Cancel My Request"', async () => {
    const calls = routes();
    await renderMoney(
      <StakeRoute />,
      '/my-assets/stake/optchain-1/OPT',
      '/my-assets/stake/:chainId/:symbol',
    );
    await page
      .getByRole('region', { name: 'Pending unstakes' })
      .getByRole('button', { name: 'Cancel' })
      .click();
    await page.getByRole('button', { name: 'Yes, Cancel My Request' }).click();
    await expect
      .element(page.getByText('Cancelling keeps these tokens staked with the same validator.'))
      .toBeVisible();
    await page.getByRole('button', { name: 'Continue' }).click();
    await confirm();
    expect(transfers(calls)[0]?.body).toMatchObject({
      transferType: 'cancel-undelegate',
      to: 'optvaloper1atlas',
      amount: '10',
      creationHeight: '4242',
      chainId: 'optchain-1',
      symbol: 'OPT',
    });
  });

  it('moves a stake with from = current and to = chosen validator, stating the 21-day grace period first', async () => {
    const calls = routes();
    await renderMoney(
      <StakeRoute />,
      '/my-assets/stake/optchain-1/OPT',
      '/my-assets/stake/:chainId/:symbol',
    );
    await page.getByTestId('delegation').getByRole('button', { name: 'Move' }).click();
    await expect
      .element(page.getByText('Moving a stake has a 21-day grace period', { exact: false }))
      .toBeVisible();
    await page.getByRole('button', { name: 'Move to validator' }).click();
    await page.getByRole('option', { name: 'Borealis' }).click();
    await page.getByRole('textbox', { name: 'Amount' }).fill('150');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect.element(page.getByText('Insufficient balance')).toBeVisible();
    await page.getByRole('textbox', { name: 'Amount' }).fill('20');
    await page.getByRole('button', { name: 'Continue' }).click();
    await confirm();
    expect(transfers(calls)[0]?.body).toMatchObject({
      transferType: 'move-delegation',
      from: 'optvaloper1atlas',
      to: 'optvaloper1borealis',
      amount: '20',
    });
    expect(transfers(calls)[0]?.body).not.toHaveProperty('memo');
  });

  it('shows APR after commission, tells the yearly reward of the amount typed and says what happened in words', async () => {
    routes();
    await renderMoney(
      <StakeRoute />,
      '/my-assets/stake/optchain-1/OPT',
      '/my-assets/stake/:chainId/:symbol',
    );
    await expect.element(page.getByText('APR 10.8%')).toBeVisible();
    await page.getByRole('button', { name: 'Stake with Borealis' }).click();
    await page.getByRole('textbox', { name: 'Amount' }).fill('10');
    await expect
      .element(page.getByTestId('yearly-reward'))
      .toHaveTextContent('Expected reward: about 1.08 OPT a year (APR 10.8%');
    await page.getByRole('button', { name: 'Continue' }).click();
    await confirm();
    await expect
      .element(page.getByTestId('success-sentence'))
      .toHaveTextContent(/You staked 10 OPT with Borealis/);
  });

  it('unstakes at most what is staked with that validator, saying the waiting period', async () => {
    const calls = routes();
    await renderMoney(
      <StakeRoute />,
      '/my-assets/stake/optchain-1/OPT',
      '/my-assets/stake/:chainId/:symbol',
    );
    await page.getByTestId('delegation').getByRole('button', { name: 'Unstake' }).click();
    await expect
      .element(
        page.getByText('Unstaked tokens return to your balance after 21 days', { exact: false }),
      )
      .toBeVisible();
    await page.getByRole('button', { name: 'Max' }).click();
    await expect.element(page.getByRole('textbox', { name: 'Amount' })).toHaveValue('100');
    await page.getByRole('button', { name: 'Continue' }).click();
    await confirm();
    expect(transfers(calls)[0]?.body).toMatchObject({
      transferType: 'undelegate',
      to: 'optvaloper1atlas',
      amount: '100',
    });
  });
});
