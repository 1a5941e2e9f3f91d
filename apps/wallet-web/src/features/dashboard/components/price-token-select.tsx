import { chainName } from '@optwallet/domain';
import type { WalletToken } from '@optwallet/api-client';
import { Select, TokenIcon } from '@optwallet/ui';
import { t } from '../texts';

/** Which token the price chart shows (its own chunk: the kit's Select, with its search). */
export default function PriceTokenSelect({
  tokens,
  value,
  onChange,
}: {
  tokens: readonly WalletToken[];
  value: string | null;
  onChange: (key: string) => void;
}) {
  const options = tokens.map((token) => ({
    value: `${token.chainId}:${token.symbol}`,
    label: `${token.symbol} · ${chainName(token.chainId)}`,
    icon: <TokenIcon symbol={token.symbol} size="xs" alt="" />,
  }));
  const shown = options.find((option) => option.value === value)?.label ?? '';
  return (
    <Select
      // The name holds what the button shows (axe label-content-name-mismatch).
      aria-label={t('dashboard.price_chart_of', { token: shown })}
      options={options}
      value={value}
      onValueChange={onChange}
    />
  );
}
