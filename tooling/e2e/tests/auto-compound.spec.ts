import { expect, test } from '../support/fixtures';
import { WALLET_PASSCODE, createUserWithWallet } from '../support/api';
import { advanceDevnet } from '../support/money';
import { openSignedIn } from '../support/pages';

/*
 * Auto-compound rewards (issue 47) against the real API and OptChain node: the wallet stakes,
 * turns the switch on (its grant to OptWallet's restake account), the devnet moves two days on,
 * and the job's MsgExec stakes the rewards again: the stake grows and the screen says when it
 * ran and what it compounded. Turning off revokes the grant.
 */

/** A staking change shows once its block is indexed and the live update (or the poll) came. */
const SHOWN_MS = 30_000;

/** "500.3125 OPT" → 500312500n: the amount in uopt, read without floats. */
function microOpt(text: string): bigint {
  const [whole = '0', fraction = ''] = (/([\d,]+(?:\.\d+)?) OPT/.exec(text)?.[1] ?? '0')
    .replaceAll(',', '')
    .split('.');
  return BigInt(whole) * 1_000_000n + BigInt(fraction.padEnd(6, '0').slice(0, 6));
}

test('auto-compound on, two days on the devnet: the stake grows by what it compounded; then off', async ({
  page,
  request,
  inspect,
}) => {
  const user = await createUserWithWallet(request, 'compounder');
  await openSignedIn(page, user.tokens, '/my-assets/stake/optchain-1/OPT');
  const compounding = page.getByRole('region', { name: 'Compounding' });
  const toggle = compounding.getByRole('switch', { name: 'Auto-compound rewards' });
  // Nothing staked yet: nothing to compound.
  await expect(toggle).toBeDisabled();

  await page
    .getByRole('region', { name: 'Validators' })
    .getByRole('button', { name: /^Stake with Aurora/i })
    .click();
  const stake = page.getByRole('dialog', { name: 'Stake' });
  await stake.getByRole('textbox', { name: 'Amount' }).fill('500');
  await stake.getByRole('button', { name: 'Continue' }).click();
  await stake.getByLabel('Wallet key').fill(WALLET_PASSCODE);
  await stake.getByRole('button', { name: 'Confirm' }).click();
  await stake.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByTestId('staked-balance')).toHaveText('500 OPT', { timeout: SHOWN_MS });

  await expect(toggle).toBeEnabled();
  await toggle.click();
  const on = page.getByRole('dialog', { name: 'Turn on auto-compound' });
  // The cap offered: twice a year's 12 % on 500 OPT.
  await expect(on.getByRole('textbox', { name: 'Cap (OPT)' })).toHaveValue('120');
  await inspect('auto-compound-turn-on');
  await on.getByLabel('Wallet key').fill(WALLET_PASSCODE);
  await on.getByRole('button', { name: 'Turn on' }).click();
  await expect(on).toBeHidden();
  await expect(toggle).toBeChecked();
  await expect(page.getByTestId('compound-validators')).toHaveText('Aurora');
  await expect(page.getByTestId('compound-cap')).toHaveText('120 OPT (120 OPT left)');
  await expect(page.getByTestId('compound-last-run')).toHaveText('Not yet');
  await inspect('auto-compound-on');

  await advanceDevnet(request, 2 * 86_400);
  // The job (every 5 s on the devnet) compounds what two days paid; the screen shows the run.
  await expect(page.getByTestId('compound-last-run')).not.toHaveText('Not yet', {
    timeout: SHOWN_MS,
  });
  const compounded = microOpt((await page.getByTestId('compound-last-amount').textContent()) ?? '');
  // About 0.31 OPT: two days of 12 % a year on 500 OPT, less Aurora's commission.
  expect(compounded).toBeGreaterThan(250_000n);
  await expect
    .poll(async () => microOpt((await page.getByTestId('staked-balance').textContent()) ?? ''), {
      timeout: SHOWN_MS,
    })
    .toBe(500_000_000n + compounded);
  await expect(page.getByTestId('compound-total')).toHaveText(
    (await page.getByTestId('compound-last-amount').textContent()) ?? '',
  );
  await inspect('auto-compound-ran');

  await toggle.click();
  const off = page.getByRole('dialog', { name: 'Turn off auto-compound' });
  await off.getByLabel('Wallet key').fill(WALLET_PASSCODE);
  await off.getByRole('button', { name: 'Turn off' }).click();
  await expect(off).toBeHidden();
  await expect(toggle).not.toBeChecked();
  await expect(compounding.getByText(/^Compounded so far: /)).toBeVisible();
  await inspect('auto-compound-off');
});
