import { api } from '../../../lib/api';

export const logout = () => api.post<void>('/api/auth/logout', {});
