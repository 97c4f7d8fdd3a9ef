import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** POST /api/auth/logout → 204; the session cookie is cleared. The login page that follows reads who is signed in afresh. */
export const useLogout = () => useMutation({ mutationFn: () => api.post<void>('/api/auth/logout', {}) });
