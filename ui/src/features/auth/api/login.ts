import { useMutation } from '@tanstack/react-query';
import type { LoginRequest, SessionResponse } from '@reloj/contract/auth';
import { api } from '../../../lib/api';

/**
 * POST /api/auth/login → the user; the session travels in the HttpOnly cookie. No cached query changes: the screen
 * that follows reads who is signed in afresh (useAuthState waits for an answer given after it opened).
 */
export const useLogin = () => useMutation({ mutationFn: (body: LoginRequest) => api.post<SessionResponse>('/api/auth/login', body) });
