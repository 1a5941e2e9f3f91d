import { translate } from '../catalogue/catalogue';
import { CONTACT_SEARCH_MIN_CHARS } from '../constants';
import { isEmail } from '../validation/contact-info';

/** A contact search result (product §3); the shape of @optwallet/api-client's ContactResult. */
export interface ContactResult {
  /** Null for the invite-only pseudo-result (no such user yet). */
  readonly id: string | null;
  readonly first_name: string | null;
  readonly last_name: string | null;
  readonly username: string | null;
  readonly avatar: string | null;
  readonly email: string | null;
  readonly phone_number: string | null;
  readonly following: boolean;
  readonly invite: boolean;
}

/** GET /contacts/search/{query}: a list, or a plain string when nothing matched. */
export type ContactSearchResponse = readonly ContactResult[] | string;

function searchLength(query: string): number {
  return Array.from(query.trim()).length;
}

export function isSearchableQuery(query: string): boolean {
  return searchLength(query) >= CONTACT_SEARCH_MIN_CHARS;
}

/**
 * Product §5: search (after the pause) only with at least 4 trimmed characters and only when the
 * trimmed text differs from the last one searched.
 */
export function shouldSearch(previousQuery: string, nextQuery: string): boolean {
  return isSearchableQuery(nextQuery) && nextQuery.trim() !== previousQuery.trim();
}

/**
 * What a click on the search icon shows: below 4 characters, an empty box included, the spec's
 * 'Please search atleast 4 characters for a contacts' (§5); else nothing.
 */
export function searchIconMessage(query: string): string | null {
  return isSearchableQuery(query) ? null : translate('contacts.search_min');
}

/** The invite-only pseudo-result for an address that has no account yet. */
export function inviteEntry(email: string): ContactResult {
  return {
    id: null,
    first_name: null,
    last_name: null,
    username: null,
    avatar: null,
    email: email.trim(),
    phone_number: null,
    following: false,
    invite: true,
  };
}

/**
 * The list to show for a search answer: the results as they came; an email-shaped query with no
 * match becomes the invite entry; a plain string answer (the server's "nothing found") also yields
 * the invite entry (its email is the query as typed, which the invite call checks).
 */
export function toSearchResults(query: string, response: ContactSearchResponse): ContactResult[] {
  if (typeof response === 'string') return [inviteEntry(query)];
  if (response.length === 0 && isEmail(query)) return [inviteEntry(query)];
  return [...response];
}
