import { TOKEN_DECIMALS, tokenDecimals, type PaymentLinkReading } from '@optwallet/domain';
import { t } from '../texts';

type Refused = Extract<PaymentLinkReading, { ok: false }>;

/**
 * What is wrong with a payment link, in words, and what the payer can do: a link whose amount
 * does not read is never paid with another amount; the payer may send without it.
 */
export function paymentLinkProblem(reading: Refused): { problem: string; next: string } {
  const link = reading.withoutAmount;
  const symbol = link?.symbol ?? '';
  const next = link ? t('pay.ask_amount', { username: link.username }) : t('pay.ask_new');
  switch (reading.problem) {
    case 'amount_invalid':
      return { problem: t('pay.problem_amount_invalid', { raw: reading.raw }), next };
    case 'amount_decimals':
      return {
        problem: t('pay.problem_amount_decimals', {
          symbol,
          count: tokenDecimals(symbol) ?? TOKEN_DECIMALS.OPT,
          raw: reading.raw,
        }),
        next,
      };
    case 'amount_zero':
      return { problem: t('pay.problem_amount_zero', { symbol }), next };
    case 'amount_too_large':
      return { problem: t('pay.problem_amount_too_large', { raw: reading.raw }), next };
    case 'token':
      return { problem: t('pay.problem_token', { raw: reading.raw }), next };
    case 'memo_too_long':
      return { problem: t('pay.problem_memo_too_long'), next };
    case 'username':
      return { problem: t('pay.problem_username'), next };
  }
}
