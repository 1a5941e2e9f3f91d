import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import {
  ME,
  TOKENS,
  WALLET,
  json,
  renderMoney,
  serve,
  signInAs,
} from '../../../test/money-harness';
import { SendReceiveModal } from './send-receive-modal';

const USDT_CONTRACT = '0x5FbDB2315678afecb367f032d93F642f64180aa3';
const EVM_ADDRESS = WALLET.addresses[1]?.address ?? '';

async function openReceiveLink(network: 'OptChain' | 'Ethereum') {
  serve({
    'GET /user': json(ME),
    'GET /contacts/get-recents/w1': json([]),
    'GET /wallets/w1/tokens': json({
      ...TOKENS,
      tokens: TOKENS.tokens.map((token) =>
        token.chainId === '1'
          ? { ...token, contractAddress: USDT_CONTRACT, evmChainId: 31337 }
          : token,
      ),
    }),
  });
  await renderMoney(<SendReceiveModal open onOpenChange={() => undefined} initialTab="receive" />);
  await page.getByRole('tab', { name: network }).click();
  await page.getByRole('tab', { name: 'Payment link' }).last().click();
}

const link = () => page.getByTestId('payment-link').last();

describe('Receive › Payment link', () => {
  beforeEach(() => {
    signInAs();
  });
  afterEach(() => vi.restoreAllMocks());

  it('asks for an amount and a memo in a link and its QR code, and copies the link', async () => {
    await openReceiveLink('OptChain');
    const origin = window.location.origin;
    await expect.element(link()).toHaveTextContent(`${origin}/pay/ben?token=OPT`);
    await page.getByRole('textbox', { name: 'Amount (optional)' }).fill('12.50');
    await page.getByRole('textbox', { name: 'Memo (optional)' }).fill('for lunch');
    await expect
      .element(link())
      .toHaveTextContent(`${origin}/pay/ben?amount=12.5&token=OPT&memo=for+lunch`);
    await expect.element(page.getByText('Pay @ben 12.5 OPT')).toBeVisible();
    await expect
      .element(page.getByRole('img', { name: 'QR code of your payment link' }))
      .toBeVisible();
    await expect
      .element(page.getByText('Cosmos wallets share no payment-link standard', { exact: false }))
      .toBeVisible();
    await userEvent.click(page.getByRole('button', { name: 'Copy link' }));
    await expect.element(page.getByText('Copied!').first()).toBeVisible();
  });

  it('shows no link while the amount does not read, and says why', async () => {
    await openReceiveLink('OptChain');
    await page.getByRole('textbox', { name: 'Amount (optional)' }).fill('1.1234567');
    await expect.element(page.getByText('Amount can have at most 6 decimal places')).toBeVisible();
    await expect.element(page.getByTestId('payment-link')).not.toBeInTheDocument();
  });

  it('offers EVM wallets the EIP-681 link, as text and, on request, as the QR code', async () => {
    await openReceiveLink('Ethereum');
    await page.getByRole('textbox', { name: 'Amount (optional)' }).fill('25');
    await expect
      .element(link())
      .toHaveTextContent(`${window.location.origin}/pay/ben?amount=25&token=USDT`);
    const uri = `ethereum:${USDT_CONTRACT}@31337/transfer?address=${EVM_ADDRESS}&uint256=25000000`;
    await expect.element(page.getByTestId('payment-link-eip681')).toHaveTextContent(uri);
    await page.getByText('QR code for any Ethereum wallet').click();
    await expect
      .element(page.getByRole('img', { name: 'QR code of your Ethereum wallet link (EIP-681)' }))
      .toBeVisible();
  });
});
