import type { AuthState } from '@reloj/contract/auth';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** GET /api/auth/state */
export const getAuthState = () => api.get<AuthState>('/api/auth/state');

/**
 * Who is signed in. `checked` is true once the server has answered since the screen opened: a cached
 * answer may be from before the session began or ended, so the admin area and the login page wait for a fresh one.
 */
export function useAuthState() {
  const query = useQuery({ queryKey: ['auth', 'state'], queryFn: getAuthState });
  return { ...query, checked: query.isFetchedAfterMount };
}
