import { CATALOGUE_EN } from '@optwallet/domain';
import { textsWith } from '../lib/texts';

/** Texts of the shared components: the common ones and the spec catalogue. */
export const t = textsWith(CATALOGUE_EN);
