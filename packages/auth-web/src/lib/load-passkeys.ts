/** The passkey ceremonies (add, sign in), loaded when a screen needs them: never in a first load. */
export const loadPasskeys = () => import('./passkey-ceremony');
