/** What other modules may use of modules/social (apps/api/README.md "Modules"). */
export { profileOf } from './service';
