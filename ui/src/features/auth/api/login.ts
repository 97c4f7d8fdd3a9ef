import type { LoginRequest, SessionResponse } from '@reloj/contract/auth';
import { api } from '../../../lib/api';

/** POST /api/auth/login → the user; the session travels in the HttpOnly cookie. */
export const login = (body: LoginRequest) => api.post<SessionResponse>('/api/auth/login', body);
