export { toBaseUnits } from './amount';
