/** What other modules may use of modules/notifications (apps/api/README.md "Modules"). */
export { notify } from './service';
