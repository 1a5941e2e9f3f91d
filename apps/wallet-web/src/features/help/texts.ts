import { CATALOGUE_EN } from '@optwallet/domain';
import { textsWith } from '../../lib/texts';

/** Texts of /help-support. */
export const HELP_TEXTS_EN = {
  'help.title': 'Help & support',
  'help.contact_title': 'Contact us',
  'help.email': 'Email support',
  'help.email_reply': 'We answer within one working day.',
  'help.faq_title': 'Frequently asked questions',
} as const;

export const t = textsWith(CATALOGUE_EN, HELP_TEXTS_EN);
