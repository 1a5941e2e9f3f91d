import { ConfirmDialog, toast } from '@optwallet/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState, type ReactNode } from 'react';
import { t } from './texts';
import { api } from '../lib/api';
import { showServerError } from '../lib/form-errors';
import { setFollowingInCache, socialKeys } from '../lib/social-cache';

interface FollowTarget {
  id: string;
  following: boolean;
}

export interface FollowToggle {
  /** Opens 'Confirm Follow' or 'Confirm Unfollow' for this person. */
  request: (target: FollowTarget) => void;
  /** Per-contact busy flag (product §4): true while that person's call runs. */
  isBusy: (id: string) => boolean;
  /** The confirmation dialog; render it once beside the rows. */
  dialog: ReactNode;
}

/**
 * Product §4 follow state per contact: not following <-> following, each after a confirmation.
 * On success every cached row of that person flips, a toast says so and the following list
 * reloads; on failure an error toast (§8) and nothing flips.
 */
export function useFollowToggle(): FollowToggle {
  const client = useQueryClient();
  // The target outlives the dialog's closing animation, so its texts do not flip while it fades.
  const [pending, setPending] = useState<FollowTarget | null>(null);
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState<ReadonlySet<string>>(() => new Set());

  const setBusyFor = (id: string, on: boolean) =>
    setBusy((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  const run = async ({ id, following }: FollowTarget) => {
    setBusyFor(id, true);
    try {
      const answer = following ? await api.social.unfollow(id) : await api.social.follow(id);
      setFollowingInCache(client, id, answer.following);
      toast.success(t(answer.following ? 'toast.user_followed' : 'toast.user_unfollowed'));
      void client.invalidateQueries({ queryKey: socialKeys.networkTab('following') });
      void client.invalidateQueries({ queryKey: socialKeys.profile(undefined) });
    } catch (error) {
      showServerError(error);
    } finally {
      setBusyFor(id, false);
    }
  };

  const request = useCallback((target: FollowTarget) => {
    setPending(target);
    setOpen(true);
  }, []);
  const isBusy = useCallback((id: string) => busy.has(id), [busy]);
  const unfollowing = pending?.following ?? false;

  const dialog = (
    <ConfirmDialog
      open={open}
      onOpenChange={setOpen}
      title={t(unfollowing ? 'contacts.confirm_unfollow_title' : 'contacts.confirm_follow_title')}
      description={t(
        unfollowing ? 'contacts.confirm_unfollow_body' : 'contacts.confirm_follow_body',
      )}
      cancelLabel={t('shell.cancel')}
      confirmLabel={t(unfollowing ? 'contacts.unfollow' : 'contacts.follow')}
      tone={unfollowing ? 'danger' : 'default'}
      onConfirm={() => {
        if (pending) void run(pending);
      }}
    />
  );

  return { request, isBusy, dialog };
}
