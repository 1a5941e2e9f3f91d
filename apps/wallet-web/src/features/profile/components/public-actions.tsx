import type { Profile } from '@optwallet/api-client';
import { Button, ConfirmDialog, toast } from '@optwallet/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useFollowToggle } from '../../../components/follow-toggle';
import { t } from '../texts';
import { api } from '../../../lib/api';
import { showServerError } from '../../../lib/form-errors';
import { socialKeys } from '../../../lib/social-cache';
import styles from './profile.module.css';

/** Another user's profile: follow / unfollow, block / unblock (each confirmed); Send is in "You and …". */
export function PublicActions({ profile }: { profile: Profile }) {
  const client = useQueryClient();
  const follow = useFollowToggle();
  // What the open dialog is about, fixed when it opens (the profile changes under it on success).
  const [mode, setMode] = useState<'block' | 'unblock'>('block');
  const [confirmOpen, setConfirmOpen] = useState(false);
  const unblocking = mode === 'unblock';

  const askBlock = () => {
    setMode(profile.blocked ? 'unblock' : 'block');
    setConfirmOpen(true);
  };

  const toggleBlock = async () => {
    try {
      const answer = unblocking
        ? await api.social.unblock(profile.id)
        : await api.social.block(profile.id);
      toast.success(t(answer.blocked ? 'profile.blocked_toast' : 'profile.unblocked_toast'));
      // Blocking removes follows both ways: every list and count may have changed.
      for (const queryKey of [socialKeys.profiles, socialKeys.network, socialKeys.searches]) {
        void client.invalidateQueries({ queryKey });
      }
    } catch (error) {
      showServerError(error);
      throw error;
    }
  };

  return (
    <div className={styles.actions}>
      {profile.blocked ? null : (
        <Button
          variant={profile.following ? 'secondary' : 'primary'}
          loading={follow.isBusy(profile.id)}
          aria-pressed={profile.following}
          onClick={() => follow.request({ id: profile.id, following: profile.following })}
        >
          {t(profile.following ? 'contacts.unfollow' : 'contacts.follow')}
        </Button>
      )}
      <Button variant="ghost" onClick={askBlock}>
        {t(profile.blocked ? 'profile.unblock' : 'profile.block')}
      </Button>
      {follow.dialog}
      <ConfirmDialog
        open={confirmOpen}
        onOpenChange={setConfirmOpen}
        title={t(unblocking ? 'profile.confirm_unblock_title' : 'profile.confirm_block_title')}
        description={t(unblocking ? 'profile.confirm_unblock_body' : 'profile.confirm_block_body')}
        cancelLabel={t('shell.cancel')}
        confirmLabel={t(unblocking ? 'profile.unblock' : 'profile.block')}
        tone={unblocking ? 'default' : 'danger'}
        onConfirm={toggleBlock}
      />
    </div>
  );
}
