/** What a guard tells the router: wait (show the loader), render the route, or go elsewhere. */
export type GuardDecision =
  | { readonly kind: 'loading' }
  | { readonly kind: 'stay' }
  | {
      readonly kind: 'redirect';
      readonly to: string;
      readonly state?: Readonly<Record<string, unknown>>;
    };

export const LOADING: GuardDecision = { kind: 'loading' };
export const STAY: GuardDecision = { kind: 'stay' };

export function redirect(to: string, state?: Readonly<Record<string, unknown>>): GuardDecision {
  return state === undefined ? { kind: 'redirect', to } : { kind: 'redirect', to, state };
}

/** '/setup-wallet/' and '/setup-wallet' are the same route; the root stays '/'. */
export function normalisePath(path: string): string {
  const withoutQuery = path.split(/[?#]/)[0] ?? '';
  const trimmed = withoutQuery.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}
