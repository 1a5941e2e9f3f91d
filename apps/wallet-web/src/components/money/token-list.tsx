import { displayAmount, chainName } from '@optwallet/domain';
import type { WalletToken } from '@optwallet/contract';
import { TokenRow } from '@optwallet/ui';
import { useNavigate } from '../../lib/router';
import { t } from './texts';
import { displayTokenUsd } from '../../lib/money/format';
import { pageStyles } from './page';

/** A wallet's tokens with balance and USD value ("Testnet" for a testnet token); a row opens the token's page. */
export function TokenList({ tokens }: { tokens: readonly WalletToken[] }) {
  const navigate = useNavigate();
  return (
    <ul className={pageStyles.list}>
      {tokens.map((token) => (
        <li key={`${token.chainId}:${token.symbol}`}>
          <TokenRow
            symbol={token.symbol}
            name={token.name}
            network={chainName(token.chainId)}
            balance={displayAmount(token.balance, 6)}
            fiatValue={displayTokenUsd(token.chainId, token.balanceUsd, t('money.testnet'))}
            onClick={() =>
              void navigate(
                `/my-assets/${encodeURIComponent(token.chainId)}/${encodeURIComponent(token.symbol)}`,
              )
            }
          />
        </li>
      ))}
    </ul>
  );
}
