/**
 * The landing of a mailed sign-in link, `/magicLogin?token=…` (product §2), in every app that mails
 * one: spend the single-use token, or fail at once when the link carries none.
 */
export type MagicLoginLanding =
  { readonly kind: 'exchange'; readonly token: string } | { readonly kind: 'failed' };

/** Reads the landing's query (`?token=…`, with or without the `?`). A blank token is no token. */
export function readMagicLoginLanding(search: string | URLSearchParams): MagicLoginLanding {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const token = params.get('token')?.trim() ?? '';
  return token === '' ? { kind: 'failed' } : { kind: 'exchange', token };
}

/**
 * A path of this origin to go back to, or null: never another origin (`//host`, `https://…`, a
 * backslash that browsers read as `/`), since a stored or mailed value is data, not a place to
 * navigate blindly.
 */
export function appPathOrNull(value: unknown): string | null {
  if (
    typeof value !== 'string' ||
    !value.startsWith('/') ||
    value.startsWith('//') ||
    value.includes('\\')
  )
    return null;
  return value;
}
