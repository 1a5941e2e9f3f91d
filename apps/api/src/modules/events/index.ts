export { publish } from './publish';
