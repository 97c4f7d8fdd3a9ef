import { api } from '../../../lib/api';

/** POST /api/auth/logout → 204; the session cookie is cleared. */
export const logout = () => api.post<void>('/api/auth/logout', {});
