export { tokenResponseSchema } from './contract/index';
export type { TokenResponse } from './contract/index';
