import { CATALOGUE_EN } from '@optwallet/domain';
import { textsWith } from '../../lib/texts';

/** Texts of the notifications menu and page (group labels and relative times come from the domain catalogue). */
const NOTIFICATIONS_TEXTS_EN = {
  'notifications.title': 'Notifications',
  'notifications.unread_count': '{count} unread',
  'notifications.mark_all_read': 'Mark all read',
  'notifications.clear_all': 'Clear all',
  'notifications.clear_title': 'Clear notifications',
  'notifications.clear_body': 'Are you sure you want to delete all your notifications?',
  'notifications.clear_confirm': 'Clear all',
  'notifications.see_all': 'See all notifications',
  'notifications.empty': 'No notifications yet',
  'notifications.empty_body': 'New followers, payments and rewards show up here.',
  'notifications.load_failed': 'Notifications could not be loaded.',
  'notifications.retry': 'Try again',
  'notifications.load_more': 'Load more',
  'notifications.unread': 'Unread',
  'notifications.bell_label': 'Notifications, {count} unread',
} as const;

export const t = textsWith(CATALOGUE_EN, NOTIFICATIONS_TEXTS_EN);
