import type {
  ContactSearchResponse,
  NetworkTab,
  NetworkUser,
  Paginated,
  Profile,
} from '@optwallet/api-client';
import { api } from './api';
import type { InfiniteData, QueryClient } from '@tanstack/react-query';

/**
 * Query keys of the social screens, shared by the features that show the same people
 * (contact search, network lists, profiles) so a follow flips every row that shows the person.
 */
export const socialKeys = {
  network: ['network'] as const,
  networkTab: (tab: NetworkTab) => ['network', tab] as const,
  profiles: ['profile'] as const,
  profile: (id: string | undefined) => ['profile', id ?? 'me'] as const,
  searches: ['contacts', 'search'] as const,
  search: (query: string) => ['contacts', 'search', query] as const,
};

/** Writes the new follow state of one person into every cached search answer, network page and profile. */
export function setFollowingInCache(client: QueryClient, id: string, following: boolean): void {
  client.setQueriesData<ContactSearchResponse>({ queryKey: socialKeys.searches }, (answer) =>
    Array.isArray(answer)
      ? answer.map((row) => (row.id === id ? { ...row, following } : row))
      : answer,
  );
  client.setQueriesData<InfiniteData<Paginated<NetworkUser>>>(
    { queryKey: socialKeys.network },
    (data) =>
      data
        ? {
            ...data,
            pages: data.pages.map((page) => ({
              ...page,
              data: page.data.map((row) => (row.id === id ? { ...row, following } : row)),
            })),
          }
        : data,
  );
  client.setQueriesData<Profile>({ queryKey: socialKeys.profiles }, (profile) =>
    profile && profile.id === id && profile.following !== following
      ? {
          ...profile,
          following,
          followers_count: Math.max(0, profile.followers_count + (following ? 1 : -1)),
        }
      : profile,
  );
}

/** GET /user/profile (own) or /user/profile/{id or username}. */
export function profileQuery(id: string | undefined) {
  return {
    queryKey: socialKeys.profile(id),
    queryFn: ({ signal }: { signal: AbortSignal }) => api.users.profile(id, { signal }),
  };
}
