import { endpoints } from '@optwallet/contract';
import {
  type Address,
  createWalletClient,
  erc20Abi,
  getAddress,
  http,
  maxUint256,
  parseUnits,
} from 'viem';
import { mnemonicToAccount } from 'viem/accounts';
import { anvil } from 'viem/chains';
import { describe, expect, it } from 'vitest';
import { indexOnce } from '../../src/chains/evm/indexer';
import { send } from '../support/harness';
import { OUTSIDER, type Person, evmHistoryOf, useEvmProduct } from '../support/evm-node';
import { PASSCODE } from '../support/wallet-fixture';

/*
 * The Permissions page's Token approvals on a real node (anvil): an approval the wallet signs
 * itself (viem, with its phrase) is indexed from its Approval event and listed with the allowance
 * the token holds; revoking signs approve(spender, 0) with the wallet key, read back with viem's
 * `allowance`.
 */

const product = useEvmProduct('approvals');
const SPENDER = OUTSIDER.address;
const OTHER_SPENDER = getAddress(`0x${'ab'.repeat(20)}`);

const token = (symbol: string) => product.evm.client.token(symbol)?.address as Address;

/** The wallet approves `spender` itself, outside the product (as a dapp would have it do). */
async function approve(p: Person, symbol: string, spender: Address, amount: bigint) {
  const wallet = createWalletClient({
    account: mnemonicToAccount(p.phrase),
    chain: { ...anvil, id: product.evm.client.network.chainId },
    transport: http(product.evm.client.network.rpcUrl),
  });
  const hash = await wallet.writeContract({
    address: token(symbol),
    abi: erc20Abi,
    functionName: 'approve',
    args: [spender, amount],
  });
  await product.evm.client.client.waitForTransactionReceipt({ hash });
}

const allowance = (p: Person, symbol: string, spender: Address) =>
  product.evm.client.client.readContract({
    address: token(symbol),
    abi: erc20Abi,
    functionName: 'allowance',
    args: [getAddress(p.evm), spender],
  });

async function indexed() {
  while ((await indexOnce(product.h.deps, product.evm)) > 0);
}

const listOf = (p: Person) =>
  send(product.h, endpoints.tokenApprovals, { token: p.token, params: { id: p.walletId } });
const revoke = (p: Person, symbol: string, spender: string, walletPasscode = PASSCODE) =>
  send(product.h, endpoints.revokeTokenApproval, {
    token: p.token,
    params: { id: p.walletId },
    body: { chainId: '1', symbol, spender, walletPasscode },
  });

describe('token approvals', () => {
  it('lists the approvals the wallet signed, from their Approval events', async () => {
    const { alice } = product;
    await approve(alice, 'USDT', SPENDER, parseUnits('25', 6));
    await approve(alice, 'WBTC', OTHER_SPENDER, maxUint256);
    await indexed();
    const listed = await listOf(alice);
    expect(listed.status).toBe(200);
    expect(listed.data?.approvals).toHaveLength(2);
    expect(listed.data?.approvals).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          chainId: '1',
          symbol: 'USDT',
          token: getAddress(token('USDT')),
          spender: SPENDER,
          amount: '25',
          unlimited: false,
        }),
        expect.objectContaining({ symbol: 'WBTC', spender: OTHER_SPENDER, unlimited: true }),
      ]),
    );
    // Bob approved nothing.
    expect((await listOf(product.bob)).data?.approvals).toEqual([]);
  });

  it('revokes one by approve(spender, 0) signed with the wallet key; the others stay', async () => {
    const { alice } = product;
    expect(await allowance(alice, 'USDT', SPENDER)).toBe(parseUnits('25', 6));
    // A wrong wallet key signs nothing.
    expect((await revoke(alice, 'USDT', SPENDER, 'wrong-key!')).status).toBe(400);
    expect(await allowance(alice, 'USDT', SPENDER)).toBe(parseUnits('25', 6));

    const revoked = await revoke(alice, 'USDT', SPENDER);
    expect(revoked.status, JSON.stringify(revoked.error)).toBe(200);
    expect(await allowance(alice, 'USDT', SPENDER)).toBe(0n);
    expect(revoked.data?.approvals.map((a) => a.symbol)).toEqual(['WBTC']);
    expect(await allowance(alice, 'WBTC', OTHER_SPENDER)).toBe(maxUint256);

    // Indexed: its Approval(…, 0) event is the last; the revoke's fee is in the history.
    await indexed();
    expect((await listOf(alice)).data?.approvals.map((a) => a.symbol)).toEqual(['WBTC']);
    const history = await evmHistoryOf(product.h, alice);
    expect(history[0]).toMatchObject({ status: 'success', symbol: 'USDT' });
    // Nothing left to revoke for that pair.
    expect((await revoke(alice, 'USDT', SPENDER)).status).toBe(404);
  });

  it('answers 404 for someone else’s wallet', async () => {
    const res = await send(product.h, endpoints.tokenApprovals, {
      token: product.bob.token,
      params: { id: product.alice.walletId },
    });
    expect(res.status).toBe(404);
  });
});
