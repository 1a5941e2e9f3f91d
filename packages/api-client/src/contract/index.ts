export { tokenResponseSchema } from './auth';
export type { TokenResponse } from './auth';
