import type { OAuthGrant } from '@optwallet/contract';
import { displayLongDate } from '@optwallet/domain';
import { Avatar, Button, ConfirmDialog, EmptyState, Spinner, toast } from '@optwallet/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  CardScreen,
  SignOutButton,
  WithQueries,
  cardScreenStyles as pageStyles,
  oneFailureText as errorText,
  requestToaster,
} from '@optwallet/auth-web';
import { useLocation } from 'wouter';
import { SignIn } from '../../components/sign-in';
import { api } from '../../lib/api';
import { session } from '../../lib/session';
import { text } from '../../lib/texts';
import styles from './connected-apps.module.css';

const GRANTS_KEY = ['oauth-grants'] as const;
/** /connected-apps: the partner apps the user authorized, what each may do, and Revoke. */
export function ConnectedAppsRoute() {
  const [pathname] = useLocation();
  if (!session.useSignedIn())
    return <SignIn returnTo={pathname} subtitle={text('sign_in_subtitle_apps')} />;
  return (
    <WithQueries>
      <ConnectedApps />
    </WithQueries>
  );
}

function ConnectedApps() {
  const grants = useQuery({
    queryKey: GRANTS_KEY,
    queryFn: ({ signal }) => api.oauth.grants({ signal }),
  });
  return (
    <CardScreen
      wide
      title={text('apps_title')}
      subtitle={text('apps_subtitle')}
      footer={<SignOutButton session={session}>{text('sign_out')}</SignOutButton>}
    >
      {grants.isPending ? <Spinner label={text('loading')} /> : null}
      {grants.isError ? (
        <div className={pageStyles.row}>
          <p className={pageStyles.warning} role="alert">
            {text('apps_load_failed')} {errorText(grants.error)}
          </p>
          <Button variant="secondary" onClick={() => void grants.refetch()}>
            {text('try_again')}
          </Button>
        </div>
      ) : null}
      {grants.data?.data.length === 0 ? (
        <EmptyState title={text('apps_empty_title')} description={text('apps_empty_body')} />
      ) : null}
      {grants.data && grants.data.data.length > 0 ? (
        <ul className={styles.list}>
          {grants.data.data.map((grant) => (
            <ConnectedApp key={grant.id} grant={grant} />
          ))}
        </ul>
      ) : null}
    </CardScreen>
  );
}

function ConnectedApp({ grant }: { grant: OAuthGrant }) {
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const name = grant.client.name;
  const revoke = useMutation({
    mutationFn: () => api.oauth.revokeGrant(grant.id),
    onSuccess: async () => {
      requestToaster();
      toast.success(text('apps_revoked', { name }));
      await queryClient.invalidateQueries({ queryKey: GRANTS_KEY });
    },
    onError: (error) => {
      requestToaster();
      toast.error(errorText(error));
    },
  });
  return (
    <li className={styles.app} aria-label={name}>
      <Avatar name={name} src={grant.client.logo_url} alt="" />
      <div>
        <h2 className={styles.name}>{name}</h2>
        {grant.client.website ? (
          <p className={pageStyles.muted}>{grant.client.website.replace(/^https?:\/\//, '')}</p>
        ) : null}
        <p className={pageStyles.muted}>
          {text('apps_authorized_on', { date: displayLongDate(grant.created_at) })}
        </p>
        <ul className={styles.scopes} aria-label={text('apps_can')}>
          {grant.scopes.map((scope) => (
            <li key={scope.name}>{scope.description}</li>
          ))}
        </ul>
      </div>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        trigger={
          <Button variant="secondary" size="sm">
            {text('apps_revoke')}
          </Button>
        }
        title={text('apps_revoke_title', { name })}
        description={text('apps_revoke_body', { name })}
        confirmLabel={text('apps_revoke_confirm')}
        cancelLabel={text('apps_cancel')}
        tone="danger"
        confirming={revoke.isPending}
        onConfirm={() => revoke.mutateAsync().then(() => undefined)}
      />
    </li>
  );
}
