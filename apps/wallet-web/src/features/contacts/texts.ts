import { CATALOGUE_EN } from '@optwallet/domain';
import { textsWith } from '../../lib/texts';

/** Texts of the Add Contacts modal (the spec's quoted texts are in the domain catalogue under contacts.* and toast.*). */
export const CONTACTS_TEXTS_EN = {
  'contacts.modal_title': 'Add Contacts',
  'contacts.close': 'Close',
  'contacts.open_modal': 'Add contacts',
  'contacts.search_label': 'Search contacts',
  'contacts.search_button': 'Search',
  'contacts.searching': 'Searching…',
  'contacts.invite': 'Invite',
  'contacts.invite_hint': 'No account yet: invite them by email',
  'contacts.invite_link_hint': 'Nobody by that name yet: copy your invite link and send it to them',
  'contacts.results': 'Search results',
  'contacts.empty_search_body':
    'Find people by username or name (at least 4 characters), or by their exact email.',
  'contacts.empty_network_body': 'Nobody matched. Invite friends with your link.',
} as const;

export const t = textsWith(CATALOGUE_EN, CONTACTS_TEXTS_EN);
