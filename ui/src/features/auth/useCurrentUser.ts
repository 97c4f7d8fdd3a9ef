import type { AuthUser } from '@reloj/contract/auth';
import { useAuthState } from './api/authState';

/** The signed-in account (its role and branches), or null; inside the admin area it is always there. */
export function useCurrentUser(): AuthUser | null {
  return useAuthState().data?.user ?? null;
}
