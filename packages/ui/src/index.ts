export { Button } from './button/button';
export type { ButtonProps } from './button/button';
