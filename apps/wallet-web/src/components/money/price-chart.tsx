import { displayUsd, TOKEN_HISTORY_DEFAULT_HOURS } from '@optwallet/domain';
import { Skeleton } from '@optwallet/ui';
import { useQuery } from '@tanstack/react-query';
import { Suspense, lazy, useMemo, useState } from 'react';
import { WhenVisible } from '../when-visible';
import { t } from './texts';
import { tokenHistoryQuery } from '../../lib/money/queries';
import { ListError } from './query-states';
import styles from './price-chart.module.css';

const UPlotLine = lazy(() => import('./uplot-chart'));

/** get-token-history periods (product §7, 24 h by default). */
const CHART_PERIODS = [
  { hours: TOKEN_HISTORY_DEFAULT_HOURS, key: 'chart.24h' },
  { hours: 24 * 7, key: 'chart.7d' },
  { hours: 24 * 30, key: 'chart.30d' },
] as const;

const usd = (value: number) => displayUsd(value.toFixed(value < 1 ? 4 : 2));

/** A token's USD price over 24 h / 7 d / 30 d, with the change over the period in words. */
export function PriceChart({ chainId, symbol }: { chainId: string; symbol: string }) {
  const [hours, setHours] = useState<number>(TOKEN_HISTORY_DEFAULT_HOURS);
  const history = useQuery(tokenHistoryQuery(chainId, symbol, hours));
  const series = useMemo(() => {
    const points = history.data?.points ?? [];
    return {
      times: points.map((point) => Math.floor(Date.parse(point.time) / 1000)),
      values: points.map((point) => Number(point.priceUsd)),
      first: points[0]?.priceUsd,
      last: points.at(-1)?.priceUsd,
    };
  }, [history.data]);

  return (
    <div className={styles.chart}>
      <div className={styles.header}>
        <div>
          <p className={styles.price} aria-live="polite">
            {series.last ? displayUsd(series.last) : '—'}
          </p>
          <p className={styles.caption}>{t('chart.price_of', { symbol })}</p>
        </div>
        <div className={styles.periods} role="group" aria-label={t('chart.period')}>
          {CHART_PERIODS.map((period) => (
            <button
              key={period.hours}
              type="button"
              className={styles.period}
              aria-pressed={hours === period.hours}
              onClick={() => setHours(period.hours)}
            >
              {t(period.key)}
            </button>
          ))}
        </div>
      </div>
      {history.isPending ? (
        <Skeleton height={220} />
      ) : history.isError ? (
        <ListError onRetry={() => void history.refetch()} message={history.error.message} />
      ) : series.times.length < 2 ? (
        <p className={styles.caption}>{t('chart.no_data')}</p>
      ) : (
        <figure
          className={styles.figure}
          aria-label={t('chart.figure', {
            symbol,
            from: displayUsd(series.first ?? '0'),
            to: displayUsd(series.last ?? '0'),
          })}
        >
          <WhenVisible placeholder={<Skeleton height={220} />}>
            <Suspense fallback={<Skeleton height={220} />}>
              <UPlotLine
                times={series.times}
                values={series.values}
                label={symbol}
                formatValue={usd}
              />
            </Suspense>
          </WhenVisible>
        </figure>
      )}
    </div>
  );
}
