import type { ApiClient } from '@optwallet/api-client';
import { displayLongDate } from '@optwallet/domain';
import { Avatar, Button, ConfirmDialog, EmptyState, Spinner, toast } from '@optwallet/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { cardScreenStyles as pageStyles } from '../../components/card-screen';
import { requestToaster } from '../../components/deferred-toaster';
import { oneFailureText as errorText } from '../../lib/failure-text';
import styles from './connected-apps.module.css';
import { text } from './texts';

const GRANTS_KEY = ['oauth-grants'] as const;

type OAuthGrant = Awaited<ReturnType<ApiClient['oauth']['grants']>>['data'][number];

export interface ConnectedAppsListProps {
  api: Pick<ApiClient, 'oauth'>;
}

/**
 * The partner apps the user authorized, what each may do, and Revoke: the one list of connected
 * apps, on the consent app's /connected-apps and the wallet's Permissions page.
 */
export function ConnectedAppsList({ api }: ConnectedAppsListProps) {
  const grants = useQuery({
    queryKey: GRANTS_KEY,
    queryFn: ({ signal }) => api.oauth.grants({ signal }),
  });
  if (grants.isPending) return <Spinner label={text('loading')} />;
  if (grants.isError) {
    return (
      <div className={pageStyles.row}>
        <p className={pageStyles.warning} role="alert">
          {text('load_failed')} {errorText(grants.error)}
        </p>
        <Button variant="secondary" onClick={() => void grants.refetch()}>
          {text('try_again')}
        </Button>
      </div>
    );
  }
  if (grants.data.data.length === 0) {
    return <EmptyState title={text('empty_title')} description={text('empty_body')} />;
  }
  return (
    <ul className={styles.list}>
      {grants.data.data.map((grant) => (
        <ConnectedApp key={grant.id} grant={grant} api={api} />
      ))}
    </ul>
  );
}

function ConnectedApp({ grant, api }: { grant: OAuthGrant } & ConnectedAppsListProps) {
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const name = grant.client.name;
  const revoke = useMutation({
    mutationFn: () => api.oauth.revokeGrant(grant.id),
    onSuccess: async () => {
      requestToaster();
      toast.success(text('revoked', { name }));
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
        <h3 className={styles.name}>{name}</h3>
        {grant.client.website ? (
          <p className={pageStyles.muted}>{grant.client.website.replace(/^https?:\/\//, '')}</p>
        ) : null}
        <p className={pageStyles.muted}>
          {text('authorized_on', { date: displayLongDate(grant.created_at) })}
        </p>
        <ul className={styles.scopes} aria-label={text('can')}>
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
            {text('revoke')}
          </Button>
        }
        title={text('revoke_title', { name })}
        description={text('revoke_body', { name })}
        confirmLabel={text('revoke_confirm')}
        cancelLabel={text('cancel')}
        tone="danger"
        confirming={revoke.isPending}
        onConfirm={() => revoke.mutateAsync().then(() => undefined)}
      />
    </li>
  );
}
