/** The two route sets (product §2), each its own chunk, chosen by whether a session is stored. */
export const loadSignedInApp = () => import('../signed-in-app');
export const loadSignedOutApp = () => import('../signed-out-app');
