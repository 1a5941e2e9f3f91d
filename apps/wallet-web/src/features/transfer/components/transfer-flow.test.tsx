import {
  INITIAL_TRANSFER_STATE,
  type TransferPreview,
  type TransferResult,
  type TransferState,
} from '@optwallet/domain';
import { beforeEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import type { TransferFlow } from '../hooks/use-transfer-flow';
import { TransferFlowScreens } from './transfer-flow';

/* The review (preview step) of a transfer, its "Balance after" / "Staked after" lines, and who
   paid the fee on its result. */

const FROM = 'opt1qypqxpq9qcrsszg2pvxq6rs0zqg3yyc5lzv7xu';
const VALIDATOR = 'optvaloper1qypqxpq9qcrsszg2pvxq6rs0zqg3yyc5z5tpwp';

function review(preview: TransferPreview, symbol = 'OPT', feeSymbol = 'OPT') {
  return screens({ ...INITIAL_TRANSFER_STATE, status: 'preview', preview }, symbol, feeSymbol);
}

function screens(state: TransferState, symbol = 'OPT', feeSymbol = 'OPT') {
  const flow: TransferFlow = {
    state,
    preview: () => Promise.resolve(),
    submit: () => Promise.resolve(),
    back: () => undefined,
    reset: () => undefined,
    previewing: false,
  };
  return render(
    <TransferFlowScreens
      flow={flow}
      symbol={symbol}
      feeSymbol={feeSymbol}
      successKey="transfer.success"
      onDone={() => undefined}
      onTryAgain={() => undefined}
    />,
  );
}

/** Each "label: value" line of the review, in order. */
function lines(): string[] {
  return [...document.querySelectorAll('dl > div')].map(
    (row) => `${row.querySelector('dt')?.textContent}: ${row.querySelector('dd')?.textContent}`,
  );
}

describe('the review of a transfer', () => {
  beforeEach(async () => {
    await page.viewport(390, 800);
  });

  it('a delegation shows the balance and the stake it leaves, after the total', async () => {
    await review({
      amount: '10',
      gasFeeEstimate: '0.0075',
      from: FROM,
      to: VALIDATOR,
      balancesAfter: [
        { label: 'balance', chainId: 'optchain-1', symbol: 'OPT', amount: '89.9925' },
        { label: 'staked', chainId: 'optchain-1', symbol: 'OPT', amount: '50' },
      ],
    });
    await expect.element(page.getByText('Balance after')).toBeVisible();
    const shown = lines();
    expect(shown.slice(2, 5)).toEqual([
      'Total: 10.0075 OPT',
      'Balance after: 89.9925 OPT',
      'Staked after: 50 OPT',
    ]);
  });

  it('a token send lists the token and the fee’s token, every decimal of each', async () => {
    await review(
      {
        amount: '10',
        gasFeeEstimate: '0.000064859',
        from: '0x1111111111111111111111111111111111111111',
        to: '0x2222222222222222222222222222222222222222',
        balancesAfter: [
          { label: 'balance', chainId: '1', symbol: 'USDT', amount: '990' },
          { label: 'balance', chainId: '1', symbol: 'ETH', amount: '0.999935141000000001' },
        ],
      },
      'USDT',
      'ETH',
    );
    await expect.element(page.getByText('990 USDT')).toBeVisible();
    expect(lines().filter((line) => line.startsWith('Balance after'))).toEqual([
      'Balance after: 990 USDT',
      'Balance after: 0.999935141000000001 ETH',
    ]);
    expect(lines().some((line) => line.startsWith('Staked after'))).toBe(false);
  });

  it('no lines when the server sends none (an older server)', async () => {
    await review({ amount: '1', gasFeeEstimate: '0.005', from: FROM, to: FROM });
    await expect.element(page.getByText('Total')).toBeVisible();
    expect(lines().some((line) => line.includes('after'))).toBe(false);
  });

  it('no lines for a quote without its fee: what is left depends on it', async () => {
    await review({
      amount: '1',
      gasFeeEstimate: '',
      from: FROM,
      to: FROM,
      balancesAfter: [{ label: 'balance', chainId: 'optchain-1', symbol: 'OPT', amount: '9' }],
    });
    await expect.element(page.getByRole('alert')).toBeVisible();
    expect(lines().some((line) => line.includes('after'))).toBe(false);
  });
});

describe('the result of a send', () => {
  const sponsored: TransferPreview = {
    amount: '1',
    gasFeeEstimate: '0.005',
    feePaidBy: 'product',
    from: FROM,
    to: FROM,
  };
  const result = (gasFee: string): TransferResult => ({
    transactionHash: 'AB'.repeat(32),
    to: FROM,
    from: FROM,
    amount: '1',
    gasFee,
    blockExplorerLink: 'https://explorer.example/tx/AB',
  });

  it('says OptWallet paid the fee when it did, and shows no fee line', async () => {
    await screens({
      ...INITIAL_TRANSFER_STATE,
      status: 'completed',
      preview: sponsored,
      result: result('0'),
    });
    await expect.element(page.getByText('Network fee: paid by OptWallet')).toBeVisible();
    expect(lines().slice(0, 2)).toEqual(['Amount: 1 OPT', 'Total: 1 OPT']);
  });

  it('shows the fee the wallet paid when the allowance was refused at send', async () => {
    await screens({
      ...INITIAL_TRANSFER_STATE,
      status: 'completed',
      preview: sponsored,
      result: result('0.005'),
    });
    await expect.element(page.getByText('Total')).toBeVisible();
    expect(lines().slice(0, 2)).toEqual(['Amount: 1 OPT', 'Gas fee: 0.005 OPT']);
    expect(document.body.textContent).not.toContain('paid by OptWallet');
  });
});
