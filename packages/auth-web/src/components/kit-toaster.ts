/** The kit's Toaster alone, for the deferred toaster's chunk (a dynamic import of the kit's index would take all of it). */
export { Toaster } from '@optwallet/ui';
