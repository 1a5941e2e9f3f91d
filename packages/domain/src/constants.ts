/** Business constants of spec §9, by name. */
export const APP_VERSION = '1.0.3';
