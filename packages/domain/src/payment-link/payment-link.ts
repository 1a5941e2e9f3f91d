import { formatAmount, tryParseAmount } from '../amount/decimal';
import {
  EVM_CHAIN_ID,
  NATIVE_CHAIN_ID,
  NATIVE_TESTNET_CHAIN_ID,
  TOKEN_DECIMALS,
  type TokenSymbol,
} from '../constants';
import { isNativeChain } from '../transfer/requests';

/**
 * Payment links: `{origin}/pay/{username}?amount=5&token=OPT&memo=lunch`, the wallet app's
 * "pay me" link and what its QR code holds (Cash App's cash.app/$name/5 is the model). The link
 * names the receiver by username, so it stays right when the receiver's addresses do not matter
 * to the payer; the payer's wallet resolves the address when it sends.
 */

/** The path a payment link opens in the wallet app: `/pay/{username}`. */
const PAY_PATH = '/pay';
/** The longest memo a send carries (the transfer contract's limit). */
const MEMO_MAX_LENGTH = 256;

/** The chains each token of a link lives on; the first is the one a link without `chain` means. */
const TOKEN_CHAINS: Readonly<Record<TokenSymbol, readonly string[]>> = {
  OPT: [NATIVE_CHAIN_ID, NATIVE_TESTNET_CHAIN_ID],
  ETH: [EVM_CHAIN_ID],
  USDT: [EVM_CHAIN_ID],
  USDC: [EVM_CHAIN_ID],
  WBTC: [EVM_CHAIN_ID],
};

export interface PaymentLink {
  /** The receiver's username, without `@`. */
  readonly username: string;
  /** One of TOKEN_DECIMALS' symbols (a link read from an address is checked to be). */
  readonly symbol: string;
  /** The product's chain id (`optchain-1`, `optchain-testnet-1`, `1`). */
  readonly chainId: string;
  /** The amount as a canonical decimal (`5.5`), or '' when the payer types it. */
  readonly amount: string;
  /** '' without one. Only OPT carries a memo: it travels only with a send on the native chain. */
  readonly memo: string;
}

/** What makes a link unusable as it stands. */
type PaymentLinkProblem =
  | 'username'
  | 'token'
  | 'amount_invalid'
  | 'amount_decimals'
  | 'amount_zero'
  | 'amount_too_large'
  | 'memo_too_long';

export type PaymentLinkReading =
  | { readonly ok: true; readonly link: PaymentLink }
  | {
      readonly ok: false;
      readonly problem: PaymentLinkProblem;
      /** The text in question, as the link has it (the amount, the token, the memo). */
      readonly raw: string;
      /** A bad amount: the rest of the link, without any amount (never a guessed one). */
      readonly withoutAmount: PaymentLink | null;
    };

function isTokenSymbol(symbol: string): symbol is TokenSymbol {
  return Object.hasOwn(TOKEN_CHAINS, symbol);
}

/** `/pay/{username}?…` of a link: `chain` only when it is not the token's default chain. */
export function paymentLinkPath(link: PaymentLink): string {
  const query = new URLSearchParams();
  if (link.amount !== '') query.set('amount', link.amount);
  query.set('token', link.symbol);
  const defaultChain = isTokenSymbol(link.symbol) ? TOKEN_CHAINS[link.symbol][0] : undefined;
  if (link.chainId !== defaultChain) query.set('chain', link.chainId);
  if (link.memo !== '' && isNativeChain(link.chainId)) query.set('memo', link.memo);
  return `${PAY_PATH}/${encodeURIComponent(link.username)}?${query.toString()}`;
}

/** The full link on the wallet app's origin (what the QR code and "Copy link" give). */
export function paymentLinkUrl(origin: string, link: PaymentLink): string {
  return `${origin.replace(/\/+$/, '')}${paymentLinkPath(link)}`;
}

const AMOUNT_PROBLEMS = {
  empty: 'amount_invalid',
  invalid: 'amount_invalid',
  too_many_decimals: 'amount_decimals',
  too_large: 'amount_too_large',
} as const;

/**
 * Reads a link opened at `/pay/{username}` with its query. The amount goes through the amount
 * parser: a link whose amount does not read exactly (`1,000.50`, `1e3`, `-5`, `0`, more decimals
 * than the token has) is refused with the problem named, and never becomes another number. A link
 * without `token` asks for OPT; a memo rides only with OPT (an EVM send has no memo) and is
 * otherwise left out.
 */
export function readPaymentLink(username: string, search: string): PaymentLinkReading {
  const query = new URLSearchParams(search);
  const name = username.trim().replace(/^@/, '');
  const refused = (
    problem: PaymentLinkProblem,
    raw: string,
    withoutAmount: PaymentLink | null = null,
  ): PaymentLinkReading => ({ ok: false, problem, raw, withoutAmount });
  if (name === '' || name.includes('/')) return refused('username', username);

  const rawToken = query.get('token')?.trim() ?? '';
  const symbol = rawToken === '' ? 'OPT' : rawToken.toUpperCase();
  if (!isTokenSymbol(symbol)) return refused('token', rawToken);
  const chains = TOKEN_CHAINS[symbol];
  const chainId = query.get('chain')?.trim() || chains[0];
  if (chainId === undefined || !chains.includes(chainId)) return refused('token', rawToken);

  const memo = isNativeChain(chainId) ? (query.get('memo') ?? '').trim() : '';
  if (Array.from(memo).length > MEMO_MAX_LENGTH) return refused('memo_too_long', memo);

  const link: PaymentLink = { username: name, symbol, chainId, amount: '', memo };
  const rawAmount = query.get('amount') ?? '';
  if (rawAmount.trim() === '') return { ok: true, link };
  const parsed = tryParseAmount(rawAmount, TOKEN_DECIMALS[symbol]);
  if (!parsed.ok) return refused(AMOUNT_PROBLEMS[parsed.reason], rawAmount, link);
  if (parsed.value === 0n) return refused('amount_zero', rawAmount, link);
  return {
    ok: true,
    link: { ...link, amount: formatAmount(parsed.value, TOKEN_DECIMALS[symbol]) },
  };
}
