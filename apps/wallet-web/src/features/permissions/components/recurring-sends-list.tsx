import type { RecurringSend } from '@optwallet/contract';
import { abbreviateAddress, displayLongDate } from '@optwallet/domain';
import { toast } from '@optwallet/ui';
import { useQuery } from '@tanstack/react-query';
import { recurringSendsQuery } from '../../../lib/money/queries';
import { useStopRecurringSend } from '../api/recurring-sends';
import { t } from '../texts';
import { RevokeButton } from './revoke-button';
import styles from './permissions-section.module.css';

function lastRunText(schedule: RecurringSend): string | null {
  const run = schedule.lastRun;
  if (!run || run.status === 'sent') return null;
  const reason = run.error ?? '';
  return run.status === 'retrying'
    ? t('permissions.recurring_retrying', { reason })
    : t('permissions.recurring_failed', { reason });
}

function ScheduleRow({ schedule, walletId }: { schedule: RecurringSend; walletId: string }) {
  const stop = useStopRecurringSend(walletId);
  const title = t(
    schedule.every === 'month' ? 'permissions.recurring_monthly' : 'permissions.recurring_weekly',
    { amount: schedule.amount, to: abbreviateAddress(schedule.to) },
  );
  const facts = [
    t('permissions.recurring_progress', { sent: schedule.sent, runs: schedule.runs }),
    schedule.failed > 0
      ? t('permissions.recurring_failed_count', { count: schedule.failed })
      : null,
    schedule.nextRunAt
      ? t('permissions.recurring_next', { date: displayLongDate(schedule.nextRunAt) })
      : null,
  ].filter(Boolean);
  const problem = lastRunText(schedule);
  return (
    <li className={styles.item} aria-label={title}>
      <div>
        <p className={styles.name} title={schedule.to}>
          {title}
        </p>
        <p className={styles.meta}>{facts.join(' · ')}</p>
        {problem ? (
          <p className={styles.note} role="status">
            {problem}
          </p>
        ) : null}
      </div>
      <RevokeButton
        label={t('permissions.recurring_stop')}
        title={t('permissions.recurring_stop_title')}
        body={t('permissions.recurring_stop_body')}
        pending={stop.isPending}
        onRevoke={async (walletPasscode) => {
          await stop.mutateAsync({ scheduleId: schedule.id, walletPasscode });
          toast.success(t('permissions.recurring_stopped'));
        }}
      />
    </li>
  );
}

/** The recurring sends a wallet's send grant to OptWallet's scheduler backs, each with Stop. */
export function RecurringSendsList({ walletId }: { walletId: string }) {
  const schedules = useQuery(recurringSendsQuery(walletId));
  const active = (schedules.data?.schedules ?? []).filter((s) => s.status === 'active');
  if (active.length === 0) return null;
  return (
    <ul className={styles.list} aria-label={t('permissions.recurring_sends')}>
      {active.map((schedule) => (
        <ScheduleRow key={schedule.id} schedule={schedule} walletId={walletId} />
      ))}
    </ul>
  );
}
