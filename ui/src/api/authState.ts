import type { AuthState, AuthUser } from '@reloj/contract/auth';
import { useQuery } from '@tanstack/react-query';
import { api } from '../lib/api';

/** The cache key of who is signed in: a change to one's own account reads it again. */
export const authStateKey = ['auth', 'state'] as const;

/** GET /api/auth/state */
export const getAuthState = () => api.get<AuthState>('/api/auth/state');

/**
 * Who is signed in. `checked` is true once the server has answered since the screen opened: a cached
 * answer may be from before the session began or ended, so the admin area and the login page wait for a fresh one.
 */
export function useAuthState() {
  const query = useQuery({ queryKey: authStateKey, queryFn: getAuthState });
  return { ...query, checked: query.isFetchedAfterMount };
}

/** The signed-in account (its role and branches), or null; inside the admin area it is always there. */
export function useCurrentUser(): AuthUser | null {
  return useAuthState().data?.user ?? null;
}
