import { type Passkey, passkeyNameSchema } from '@optwallet/contract';
import { loadPasskeys, oneFailureText } from '@optwallet/auth-web';
import { displayDateTime } from '@optwallet/domain';
import { Button, ConfirmDialog, FormField, Modal, TextField, toast } from '@optwallet/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { formatDistanceToNow } from 'date-fns';
import { type FormEvent, useState } from 'react';
import { api } from '../../../lib/api';
import { t } from '../texts';
import sectionStyles from './permissions-section.module.css';
import styles from './passkeys-section.module.css';

const PASSKEYS_KEY = ['passkeys'] as const;

/** What a failed add says: the prompt's own outcome, else the server's message. */
async function addFailureText(failure: unknown): Promise<string> {
  const { promptFailure } = await loadPasskeys();
  const prompt = promptFailure(failure);
  if (prompt) return t(`passkeys.${prompt}`);
  return oneFailureText(failure, ['name', 'response']);
}

function PasskeyRow({ passkey }: { passkey: Passkey }) {
  const client = useQueryClient();
  const [renaming, setRenaming] = useState(false);
  const [name, setName] = useState(passkey.name);
  const [nameError, setNameError] = useState<string>();
  const refresh = () => client.invalidateQueries({ queryKey: PASSKEYS_KEY });
  const rename = useMutation({
    mutationFn: () => api.auth.renamePasskey(passkey.id, name),
    onSuccess: async () => {
      setRenaming(false);
      toast.success(t('passkeys.renamed'));
      await refresh();
    },
    onError: (failure) => setNameError(oneFailureText(failure, ['name'])),
  });
  const remove = useMutation({
    mutationFn: () => api.auth.deletePasskey(passkey.id),
    onSuccess: async () => {
      toast.success(t('passkeys.removed'));
      await refresh();
    },
    onError: (failure) => toast.error(oneFailureText(failure)),
  });
  const lastUsed = passkey.last_used_at
    ? t('passkeys.last_used', {
        when: formatDistanceToNow(new Date(passkey.last_used_at), { addSuffix: true }),
      })
    : t('passkeys.never_used');
  return (
    <li className={sectionStyles.item}>
      <div>
        <p className={sectionStyles.name}>{passkey.name}</p>
        <p className={sectionStyles.meta}>
          <time dateTime={passkey.created_at}>
            {t('passkeys.created', { date: displayDateTime(passkey.created_at) })}
          </time>
          {' · '}
          {lastUsed}
          {passkey.synced ? ` · ${t('passkeys.synced')}` : ''}
        </p>
      </div>
      <div className={styles.actions}>
        <Modal
          open={renaming}
          onOpenChange={(open) => {
            setRenaming(open);
            setName(passkey.name);
            setNameError(undefined);
          }}
          trigger={
            <Button
              size="sm"
              variant="secondary"
              aria-label={`${t('passkeys.rename')} ${passkey.name}`}
            >
              {t('passkeys.rename')}
            </Button>
          }
          title={t('passkeys.rename_title')}
          size="sm"
        >
          <form
            onSubmit={(event) => {
              event.preventDefault();
              rename.mutate();
            }}
            noValidate
          >
            <FormField label={t('passkeys.name')} error={nameError}>
              <TextField value={name} onChange={(event) => setName(event.target.value)} />
            </FormField>
            <div className={styles.actions}>
              <Button type="submit" loading={rename.isPending}>
                {t('passkeys.save')}
              </Button>
            </div>
          </form>
        </Modal>
        <ConfirmDialog
          trigger={
            <Button
              size="sm"
              variant="secondary"
              aria-label={`${t('passkeys.remove')} ${passkey.name}`}
            >
              {t('passkeys.remove')}
            </Button>
          }
          tone="danger"
          title={t('passkeys.remove_title')}
          description={t('passkeys.remove_body', { name: passkey.name })}
          confirmLabel={t('passkeys.remove')}
          cancelLabel={t('passkeys.cancel')}
          confirming={remove.isPending}
          onConfirm={() => remove.mutateAsync().then(() => undefined)}
        />
      </div>
    </li>
  );
}

/**
 * Permissions → Passkeys: the account's passkeys (GET /user/passkeys), added under a name with the
 * browser's prompt (the WebAuthn code loads on the click), renamed and removed.
 */
export function PasskeysSection() {
  const client = useQueryClient();
  const passkeys = useQuery({ queryKey: PASSKEYS_KEY, queryFn: () => api.auth.passkeys() });
  const [name, setName] = useState('');
  const [error, setError] = useState<string>();
  const add = useMutation({
    mutationFn: async () => (await loadPasskeys()).addPasskey(api, name),
    onSuccess: async () => {
      setName('');
      toast.success(t('passkeys.added'));
      await client.invalidateQueries({ queryKey: PASSKEYS_KEY });
    },
    onError: async (failure) => setError(await addFailureText(failure)),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    // The name is checked before the browser's prompt, not after it.
    const checked = passkeyNameSchema.safeParse(name);
    setError(checked.success ? undefined : checked.error.issues[0]?.message);
    if (checked.success) add.mutate();
  };
  const list = passkeys.data?.data ?? [];
  return (
    <>
      {passkeys.isSuccess && list.length === 0 ? (
        <p className={sectionStyles.status}>{t('passkeys.empty')}</p>
      ) : (
        <ul className={sectionStyles.list} aria-label={t('passkeys.title')}>
          {list.map((passkey) => (
            <PasskeyRow key={passkey.id} passkey={passkey} />
          ))}
        </ul>
      )}
      <form className={styles.add} onSubmit={submit} noValidate>
        <FormField label={t('passkeys.name')} error={error}>
          <TextField
            value={name}
            placeholder={t('passkeys.name_placeholder')}
            onChange={(event) => setName(event.target.value)}
          />
        </FormField>
        <Button type="submit" variant="secondary" loading={add.isPending}>
          {t('passkeys.add')}
        </Button>
      </form>
    </>
  );
}
