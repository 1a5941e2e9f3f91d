import { CATALOGUE_EN } from '@optwallet/domain';
import { textsWith } from '../lib/texts';

/** Texts of the shared components themselves (the screens that use them bring their own). */
const COMPONENT_TEXTS_EN = {
  'discard.confirm': 'Discard',
  'discard.cancel': 'Keep editing',
} as const;

/** Texts of the shared components: the common ones, their own and the spec catalogue. */
export const t = textsWith(CATALOGUE_EN, COMPONENT_TEXTS_EN);
