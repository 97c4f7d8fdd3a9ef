import { api } from '../../../lib/api';
import type { AuthUser } from './authState';

export const login = (usuario: string, password: string) => api.post<{ user: AuthUser }>('/api/auth/login', { usuario, password });
