import { CATALOGUE_EN } from '@optwallet/domain';
import { textsWith } from '../../lib/texts';

const NETWORK_TEXTS_EN = {
  'network.title': 'Network',
  'network.tabs': 'Network lists',
  'network.tab_following': 'Following',
  'network.tab_followers': 'Followers',
  'network.tab_referrals': 'Referrals',
  'network.count_following': 'You follow {count}',
  'network.count_followers': 'Followed by {count}',
  'network.count_referrals': '{count} joined through your link',
  'network.empty_following': 'You are not following anyone yet',
  'network.empty_following_body': 'Find people with Add Contacts and follow them.',
  'network.empty_followers': 'No followers yet',
  'network.empty_followers_body': 'Share your invite link so friends can find you.',
  'network.empty_referrals': 'No referrals yet',
  'network.empty_referrals_body': 'People who sign up through your invite link appear here.',
  'network.load_failed': 'This list could not be loaded.',
  'network.retry': 'Try again',
  'network.load_more': 'Load more',
  'network.joined': 'Joined {date}',
  'network.unnamed': 'New member',
  'network.invite_title': 'Your invite link',
  'network.invite_body': 'Friends who sign up through this link appear under Referrals.',
  'network.share': 'Share',
  'network.share_title': 'Join me on OptWallet',
  'network.add_contacts': 'Add Contacts',
} as const;

export const t = textsWith(CATALOGUE_EN, NETWORK_TEXTS_EN);
