export { abbreviateAddress } from './format/address';
export { APP_VERSION } from './constants';
