import type { Profile } from '@optwallet/api-client';
import { Button, ConfirmDialog, toast } from '@optwallet/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useFollowToggle } from '../../../components/follow-toggle';
import { useText } from '../../../i18n/use-text';
import { api } from '../../../lib/api';
import { showServerError } from '../../../lib/form-errors';
import { socialKeys } from '../../../lib/social-cache';
import styles from './profile.module.css';

/** Another user's profile: follow / unfollow, send to them, block / unblock (each confirmed). */
export function PublicActions({ profile }: { profile: Profile }) {
  const t = useText();
  const navigate = useNavigate();
  const client = useQueryClient();
  const follow = useFollowToggle();
  const [confirmBlock, setConfirmBlock] = useState(false);

  const toggleBlock = async () => {
    try {
      const answer = profile.blocked ? await api.social.unblock(profile.id) : await api.social.block(profile.id);
      toast.success(t(answer.blocked ? 'profile.blocked_toast' : 'profile.unblocked_toast'));
      // Blocking removes follows both ways: every list and count may have changed.
      await Promise.all([
        client.invalidateQueries({ queryKey: socialKeys.profiles }),
        client.invalidateQueries({ queryKey: socialKeys.network }),
        client.invalidateQueries({ queryKey: socialKeys.searches }),
      ]);
    } catch (error) {
      showServerError(error);
      throw error;
    }
  };

  const recipient = profile.username ?? profile.id;
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
      {profile.blocked ? null : (
        <Button variant="secondary" onClick={() => void navigate(`/send-receive?to=${encodeURIComponent(recipient)}`)}>
          {t('profile.send')}
        </Button>
      )}
      <Button variant="ghost" onClick={() => setConfirmBlock(true)}>
        {t(profile.blocked ? 'profile.unblock' : 'profile.block')}
      </Button>
      {follow.dialog}
      <ConfirmDialog
        open={confirmBlock}
        onOpenChange={setConfirmBlock}
        title={t(profile.blocked ? 'profile.confirm_unblock_title' : 'profile.confirm_block_title')}
        description={t(profile.blocked ? 'profile.confirm_unblock_body' : 'profile.confirm_block_body')}
        cancelLabel={t('shell.cancel')}
        confirmLabel={t(profile.blocked ? 'profile.unblock' : 'profile.block')}
        tone={profile.blocked ? 'default' : 'danger'}
        onConfirm={toggleBlock}
      />
    </div>
  );
}
