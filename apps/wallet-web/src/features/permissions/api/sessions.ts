import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** GET /user/sessions, DELETE /user/sessions/{id}, DELETE /user/sessions (all others). */
const SESSIONS_KEY = ['sessions'] as const;

export const sessionsQuery = queryOptions({
  queryKey: SESSIONS_KEY,
  queryFn: ({ signal }) => api.auth.sessions({ signal }),
});

export function useEndSession() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.auth.endSession(id),
    onSettled: () => client.invalidateQueries({ queryKey: SESSIONS_KEY }),
  });
}

export function useEndOtherSessions() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api.auth.endOtherSessions(),
    onSettled: () => client.invalidateQueries({ queryKey: SESSIONS_KEY }),
  });
}
