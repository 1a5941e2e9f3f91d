import * as z from 'zod';
import {
  idSchema,
  isoDateTimeSchema,
  messageResponseSchema,
  pageQueryField,
  paginatedSchema,
} from './common';
import { defineEndpoints } from './define-endpoints';

export const notificationTypeSchema = z
  .enum([
    'funds_received',
    'new_follower',
    'invite_accepted',
    'unbonding_completed',
    'move_completed',
    'rewards_distributed',
    'payment_requested',
    'payment_request_paid',
    'payment_request_declined',
    'payment_request_expired',
    'recurring_send',
    'system',
  ])
  .describe('The event that wrote the notification.');

/**
 * Product §3 Notification (id, read_at, created_at) plus what a list shows.
 * `data` holds the link target: a transaction (transaction_hash, chainId, symbol), a user (user_id)
 * or a payment request (request_id, with the other person's user_id).
 */
export const notificationSchema = z.object({
  id: idSchema,
  type: notificationTypeSchema,
  title: z.string(),
  message: z.string(),
  data: z.object({
    transaction_hash: z.string().optional(),
    chainId: z.string().optional(),
    symbol: z.string().optional(),
    user_id: idSchema.optional(),
    request_id: idSchema.optional(),
  }),
  read_at: isoDateTimeSchema.nullable(),
  created_at: isoDateTimeSchema,
});
export type Notification = z.infer<typeof notificationSchema>;

/** GET /notifications?page=: newest first, 20 a page. */
export const notificationsQuerySchema = z.object({ page: pageQueryField });
export const notificationsPageSchema = paginatedSchema(notificationSchema);
export type NotificationsPage = z.infer<typeof notificationsPageSchema>;

/** POST /mark-notification-as-read. */
export const markNotificationRequestSchema = z.object({ notification_id: idSchema });
export type MarkNotificationRequest = z.infer<typeof markNotificationRequestSchema>;

/** The bell (rows of the endpoint table, assembled in endpoints.ts). */
export const notificationEndpoints = defineEndpoints({
  notifications: {
    method: 'GET',
    path: '/notifications',
    auth: 'bearer',
    area: 'notifications',
    summary: 'Notifications, newest first, paged',
    query: notificationsQuerySchema,
    response: notificationsPageSchema,
  },
  markAllNotificationsRead: {
    method: 'POST',
    path: '/mark-all-notifications-as-read',
    auth: 'bearer',
    area: 'notifications',
    summary: 'Mark every notification read',
    response: messageResponseSchema,
  },
  deleteNotifications: {
    method: 'DELETE',
    path: '/delete-notifications',
    auth: 'bearer',
    area: 'notifications',
    summary: 'Delete every notification',
    response: messageResponseSchema,
  },
  markNotificationRead: {
    method: 'POST',
    path: '/mark-notification-as-read',
    auth: 'bearer',
    area: 'notifications',
    summary: 'Mark one notification read',
    body: markNotificationRequestSchema,
    response: messageResponseSchema,
  },
});
