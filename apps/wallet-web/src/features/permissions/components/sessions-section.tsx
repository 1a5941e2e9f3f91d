import type { Session } from '@optwallet/contract';
import { oneFailureText } from '@optwallet/auth-web';
import { deviceOf, displayDateTime } from '@optwallet/domain';
import { Button, ConfirmDialog, toast } from '@optwallet/ui';
import { useQuery } from '@tanstack/react-query';
import { formatDistanceToNow } from 'date-fns';
import { sessionsQuery, useEndOtherSessions, useEndSession } from '../api/sessions';
import { t } from '../texts';
import { ListState } from './list-state';
import { PermissionsSection } from './permissions-section';
import styles from './permissions-section.module.css';

/** "Chrome on macOS", "Safari", "iOS", or "Unknown browser", from the sign-in's User-Agent. */
function deviceName(userAgent: string | null): string {
  const { browser, system } = deviceOf(userAgent);
  if (browser && system) return t('permissions.device', { browser, system });
  return browser ?? system ?? t('permissions.device_unknown');
}

/** A sign-out (one session, or every other) that asks first: the button is also the confirm. */
function SignOutButton({
  label,
  title,
  body,
  confirming,
  onConfirm,
}: {
  label: string;
  title: string;
  body: string;
  confirming: boolean;
  onConfirm: () => void | Promise<void>;
}) {
  return (
    <ConfirmDialog
      trigger={
        <Button size="sm" variant="secondary">
          {label}
        </Button>
      }
      tone="danger"
      title={title}
      description={body}
      confirmLabel={label}
      cancelLabel={t('permissions.cancel')}
      confirming={confirming}
      onConfirm={onConfirm}
    />
  );
}

function SessionRow({ session }: { session: Session }) {
  const end = useEndSession();
  return (
    <li className={styles.item}>
      <div>
        <p className={styles.name}>
          {deviceName(session.device)}
          {session.current ? (
            <span className={styles.tag}>{t('permissions.session_current')}</span>
          ) : null}
        </p>
        <p className={styles.meta}>
          <time dateTime={session.signed_in_at}>
            {t('permissions.session_signed_in', { date: displayDateTime(session.signed_in_at) })}
          </time>
          {' · '}
          {t('permissions.session_active', {
            when: formatDistanceToNow(new Date(session.last_active_at), { addSuffix: true }),
          })}
        </p>
      </div>
      {session.current ? null : (
        <SignOutButton
          label={t('permissions.sign_out')}
          title={t('permissions.sign_out_title')}
          body={t('permissions.sign_out_body')}
          confirming={end.isPending}
          onConfirm={() =>
            end
              .mutateAsync(session.id)
              .then(() => void toast.success(t('permissions.signed_out')))
              .catch((failure: unknown) => void toast.error(oneFailureText(failure)))
          }
        />
      )}
    </li>
  );
}

/** Sessions: the live sign-ins to the account, sign out one, or every other at once. */
export function SessionsSection() {
  const sessions = useQuery(sessionsQuery);
  const endOthers = useEndOtherSessions();
  const list = sessions.data?.data ?? [];
  const others = list.filter((session) => !session.current).length;
  const signOutOthers = async () => {
    try {
      const { ended } = await endOthers.mutateAsync();
      toast.success(
        ended === 1
          ? t('permissions.signed_out_others_one')
          : t('permissions.signed_out_others_many', { count: ended }),
      );
    } catch (failure) {
      toast.error(oneFailureText(failure));
    }
  };
  return (
    <PermissionsSection
      id="sessions"
      title={t('permissions.sessions')}
      intro={t('permissions.sessions_intro')}
      action={
        others > 0 ? (
          <SignOutButton
            label={t('permissions.sign_out_others')}
            title={t('permissions.sign_out_others_title')}
            body={t('permissions.sign_out_others_body')}
            confirming={endOthers.isPending}
            onConfirm={signOutOthers}
          />
        ) : null
      }
    >
      <ListState query={sessions}>
        <ul className={styles.list} aria-label={t('permissions.sessions')}>
          {list.map((session) => (
            <SessionRow key={session.id} session={session} />
          ))}
        </ul>
      </ListState>
    </PermissionsSection>
  );
}
