import { CATALOGUE_EN } from '@optwallet/domain';
import { textsWith } from '../lib/texts';

/** Texts of the app layer (the session root): the common ones and the spec catalogue. */
export const t = textsWith(CATALOGUE_EN);
