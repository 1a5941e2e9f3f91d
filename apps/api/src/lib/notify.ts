import type { Notification } from '@optwallet/contract';
import type { Db } from '../db/client';
import { notifications } from '../db/schema';
import { newId } from './crypto';

/** Writes one notification (every module and chain notifies through this; modules/notifications reads them). */

/** The contract's list of what writes a notification. */
export type NotificationType = Notification['type'];

export const NOTIFICATIONS_PER_PAGE = 20;

export interface NewNotification {
  userId: string;
  type: NotificationType;
  title: string;
  message: string;
  data?: {
    transaction_hash?: string;
    chainId?: string;
    symbol?: string;
    user_id?: string;
    request_id?: string;
  };
}

/** Called by the event that causes the notification (follow, referral, transfer, ...). */
export async function notify(db: Db, now: Date, n: NewNotification): Promise<void> {
  await db.insert(notifications).values({
    id: newId(),
    userId: n.userId,
    type: n.type,
    title: n.title,
    body: n.message,
    data: n.data ?? {},
    createdAt: now,
  });
}
