import type { ContactResult } from '@optwallet/api-client';
import {
  CONTACT_SEARCH_DEBOUNCE_MS,
  isSearchableQuery,
  searchIconMessage,
  shouldSearch,
  toSearchResults,
} from '@optwallet/domain';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { api } from '../../../lib/api';
import { socialKeys } from '../../../lib/social-cache';

type ContactSearchState = 'empty' | 'searching' | 'results' | 'no-results';

/**
 * Product §5 contact search: a search starts after an 800 ms typing pause, only with at least 4
 * trimmed characters and only when the trimmed text changed since the last search. The search
 * icon (or Enter) searches at once, or below 4 characters shows the spec's message. Search errors
 * are only logged. Email-shaped queries with no match come back as an invite entry.
 */
export function useContactSearch() {
  const [text, setText] = useState('');
  const [term, setTerm] = useState('');
  const [message, setMessage] = useState<string | null>(null);

  useEffect(() => {
    if (!shouldSearch(term, text)) return;
    const timer = setTimeout(() => setTerm(text.trim()), CONTACT_SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, term]);

  const query = useQuery({
    queryKey: socialKeys.search(term),
    queryFn: async ({ signal }) => {
      try {
        return await api.social.searchContacts(term, { signal });
      } catch (error) {
        // Product §8: search errors are only logged.
        console.error('contact search failed', error);
        throw error;
      }
    },
    enabled: term !== '',
    staleTime: 0,
  });

  const change = (next: string) => {
    setText(next);
    setMessage(null);
  };

  /** The search icon and Enter. */
  const submit = () => {
    const refusal = searchIconMessage(text);
    setMessage(refusal);
    if (!refusal && shouldSearch(term, text)) setTerm(text.trim());
  };

  const showing = term !== '' && isSearchableQuery(text);
  // Product §5: the server's plain-string answer yields the invite entry (by email for an address,
  // by the invite link for a name); an empty list for a name is "no contacts".
  const results: ContactResult[] =
    showing && query.data !== undefined ? toSearchResults(term, query.data) : [];
  let state: ContactSearchState = 'empty';
  if (showing && query.isFetching && query.data === undefined) state = 'searching';
  else if (showing && query.data !== undefined)
    state = results.length > 0 ? 'results' : 'no-results';

  return { text, change, submit, message, state, results, term };
}
