import { useUser } from '../../../lib/account';
import type { ContactResult } from '@optwallet/api-client';
import { displayName, inviteLink, isEmail } from '@optwallet/domain';
import {
  Button,
  ContactRow,
  EmptyState,
  IconButton,
  Modal,
  Spinner,
  TextField,
  toast,
  useCopy,
} from '@optwallet/ui';
import { useMutation } from '@tanstack/react-query';
import { ChevronRight, Search } from 'lucide-react';
import type { FormEvent } from 'react';
import { Link } from '../../../lib/router';
import { useFollowToggle } from '../../../components/follow-toggle';
import { t } from '../texts';
import { api } from '../../../lib/api';
import { showServerError, toastFieldError } from '../../../lib/form-errors';
import { useContactsStore } from '../../../stores/contacts-store';
import { useContactSearch } from '../hooks/use-contact-search';
import styles from './add-contacts-modal.module.css';

/** The invite link of the signed-in user, {host}/c/{username or id} (product §9). */
function useOwnInviteLink(): string | null {
  const user = useUser();
  return user ? inviteLink(window.location.origin, user) : null;
}

/** The search, its results and the invite link; lives only while the modal is open, so it starts fresh. */
export function ContactSearchPanel({ onNavigate }: { onNavigate?: () => void }) {
  const search = useContactSearch();
  const follow = useFollowToggle();
  const link = useOwnInviteLink();
  const { copy } = useCopy();
  const invite = useMutation({
    mutationFn: (email: string) => api.social.emailInvite(email),
    onSuccess: () => toast.success(t('toast.contact_invited')),
    // What the server says of the address is about the one thing typed: said as it is.
    onError: (error) => showServerError(error, toastFieldError, ['email']),
  });

  const copyLink = async () => {
    if (link && (await copy(link))) toast.success(t('toast.invite_link_copied'));
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    search.submit();
  };

  const row = (contact: ContactResult) => {
    const name = displayName(contact);
    if (contact.invite || contact.id === null) {
      const email = contact.email ?? '';
      // Nobody by that name yet: an address gets an invite mail, a name the invite link to share.
      const byMail = isEmail(email);
      return (
        <ContactRow
          name={email}
          username={undefined}
          following={false}
          title={t(byMail ? 'contacts.invite_hint' : 'contacts.invite_link_hint')}
          action={
            byMail ? (
              <Button size="sm" loading={invite.isPending} onClick={() => invite.mutate(email)}>
                {t('contacts.invite')}
              </Button>
            ) : (
              <Button size="sm" disabled={!link} onClick={() => void copyLink()}>
                {t('contacts.invite')}
              </Button>
            )
          }
        />
      );
    }
    const id = contact.id;
    return (
      <ContactRow
        name={name}
        username={contact.username ?? undefined}
        avatarSrc={contact.avatar}
        following={contact.following}
        action={
          <span className={styles.actions}>
            <Button
              size="sm"
              variant={contact.following ? 'secondary' : 'primary'}
              loading={follow.isBusy(id)}
              aria-pressed={contact.following}
              aria-label={`${t(contact.following ? 'contacts.unfollow' : 'contacts.follow')} ${name}`}
              onClick={() => follow.request({ id, following: contact.following })}
            >
              {t(contact.following ? 'contacts.unfollow' : 'contacts.follow')}
            </Button>
            <Link
              to={`/profile/${encodeURIComponent(id)}`}
              className={styles.viewLink}
              aria-label={t('contacts.view_profile', { name })}
              onClick={onNavigate}
            >
              <ChevronRight size={18} aria-hidden="true" />
            </Link>
          </span>
        }
      />
    );
  };

  return (
    <div className={styles.panel}>
      <form className={styles.form} onSubmit={onSubmit} role="search">
        <TextField
          aria-label={t('contacts.search_label')}
          placeholder={t('contacts.search_placeholder')}
          value={search.text}
          onChange={(event) => search.change(event.target.value)}
          autoComplete="off"
          type="search"
          trailing={
            <IconButton
              type="submit"
              size="sm"
              label={t('contacts.search_button')}
              icon={<Search size={18} aria-hidden="true" />}
            />
          }
        />
        {search.message ? (
          <p className={styles.message} role="alert">
            {search.message}
          </p>
        ) : null}
      </form>
      <div className={styles.toolbar}>
        <Button variant="secondary" size="sm" disabled={!link} onClick={() => void copyLink()}>
          {t('contacts.copy_invite_link')}
        </Button>
      </div>
      {search.state === 'searching' ? (
        <div className={styles.searching}>
          <Spinner label={t('contacts.searching')} />
        </div>
      ) : search.state === 'results' ? (
        <ul className={styles.list} aria-label={t('contacts.results')}>
          {search.results.map((contact) => (
            <li key={contact.id ?? `invite:${contact.email ?? ''}`}>{row(contact)}</li>
          ))}
        </ul>
      ) : search.state === 'no-results' ? (
        <EmptyState
          size="sm"
          title={t('contacts.empty_network')}
          description={t('contacts.empty_network_body')}
        />
      ) : (
        <EmptyState
          size="sm"
          title={t('contacts.empty_search')}
          description={t('contacts.empty_search_body')}
        />
      )}
      {follow.dialog}
    </div>
  );
}

/** Add Contacts (product §2), opened from the shell and the network page through the contacts store's modal flag. */
export function AddContactsModal() {
  const open = useContactsStore((s) => s.inviteModalOpen);
  const setOpen = useContactsStore((s) => s.setInviteModalOpen);
  return (
    <Modal
      open={open}
      onOpenChange={setOpen}
      title={t('contacts.modal_title')}
      closeLabel={t('contacts.close')}
      size="md"
    >
      <ContactSearchPanel onNavigate={() => setOpen(false)} />
    </Modal>
  );
}
