import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { TokenSymbol } from '@optwallet/domain';
import {
  type Address,
  type LocalAccount,
  createWalletClient,
  getAddress,
  http,
  isAddress,
} from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { type AnvilNode, startAnvil } from './anvil';
import { DEVNET_TOKEN_ABI, DEVNET_TOKEN_BYTECODE } from './devnet-token-artifact';
import type { EvmNodeClient, EvmToken } from './node-client';

/**
 * anvil's first default account (its key is public: "test test … junk"): 10 000 ETH at
 * genesis. The devnet deploys the tokens from it and its faucet pays from it.
 */
const ANVIL_FAUCET_KEY =
  '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80' as const;

export const devnetFaucetAccount = (): LocalAccount => privateKeyToAccount(ANVIL_FAUCET_KEY);

/** The devnet's ERC-20s: standard OpenZeppelin tokens with the real ones' decimals. */
const DEVNET_TOKENS: { symbol: TokenSymbol; name: string; decimals: number; supply: bigint }[] = [
  { symbol: 'USDT', name: 'Tether USD', decimals: 6, supply: 10n ** 12n * 10n ** 6n },
  { symbol: 'USDC', name: 'USD Coin', decimals: 6, supply: 10n ** 12n * 10n ** 6n },
  { symbol: 'WBTC', name: 'Wrapped BTC', decimals: 8, supply: 21_000_000n * 10n ** 8n },
];

/** Deploys the three devnet tokens from the account (waiting for each receipt). */
export async function deployDevnetTokens(
  gateway: EvmNodeClient,
  account: LocalAccount,
): Promise<EvmToken[]> {
  const wallet = createWalletClient({ account, transport: http(gateway.network.rpcUrl) });
  const chain = {
    id: gateway.network.chainId,
    name: 'devnet',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [gateway.network.rpcUrl] } },
  };
  const tokens: EvmToken[] = [];
  for (const token of DEVNET_TOKENS) {
    const hash = await wallet.deployContract({
      abi: DEVNET_TOKEN_ABI,
      bytecode: DEVNET_TOKEN_BYTECODE,
      args: [token.name, token.symbol, token.decimals, token.supply],
      chain,
    });
    const receipt = await gateway.client.waitForTransactionReceipt({ hash, pollingInterval: 50 });
    if (!receipt.contractAddress || receipt.status !== 'success') {
      throw new Error(`Deploying ${token.symbol} failed`);
    }
    tokens.push({
      symbol: token.symbol,
      decimals: token.decimals,
      address: receipt.contractAddress,
    });
  }
  gateway.resetNonce(account.address);
  return tokens;
}

/** Tokens written as `USDT=0x…,USDC=0x…,WBTC=0x…` (EVM_TOKENS), with the product's decimals. */
export function parseTokenList(
  value: string,
  decimalsOf: (symbol: string) => number | undefined,
): EvmToken[] {
  return value
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => {
      const [symbol = '', address = ''] = part.split('=').map((s) => s.trim());
      const decimals = decimalsOf(symbol);
      if (decimals === undefined || !isAddress(address)) {
        throw new Error(`EVM_TOKENS: "${part}" is not SYMBOL=0xaddress of a known token`);
      }
      return { symbol: symbol as TokenSymbol, decimals, address };
    });
}

/**
 * The devnet's node: anvil on 127.0.0.1:port with its state in `<dataDir>/anvil/state.json`,
 * under a guard that stops it when this process dies (see startAnvil). Each data directory has
 * its own node: a port held by another process is an error, never someone else's chain.
 */
export function devnetNode(
  dataDir: string,
  options: { port: number; saveMs: number; onRestart?: () => void },
): Promise<AnvilNode> {
  return startAnvil({ ...options, stateDir: path.join(dataDir, 'anvil') });
}

/**
 * The devnet's tokens: those recorded in `file` when the node still has their code (its state
 * survived), else deployed now and recorded.
 */
export async function ensureDevnetTokens(
  gateway: EvmNodeClient,
  account: LocalAccount,
  file: string | undefined,
): Promise<EvmToken[]> {
  if (file && existsSync(file)) {
    const recorded = JSON.parse(readFileSync(file, 'utf8')) as (EvmToken & { address: Address })[];
    const codes = await Promise.all(
      recorded.map((t) => gateway.client.getCode({ address: t.address })),
    );
    if (recorded.length === DEVNET_TOKENS.length && codes.every((c) => c && c !== '0x')) {
      return recorded.map((t) => ({ ...t, address: getAddress(t.address) }));
    }
  }
  const tokens = await deployDevnetTokens(gateway, account);
  if (file) writeFileSync(file, `${JSON.stringify(tokens, null, 2)}\n`);
  return tokens;
}
