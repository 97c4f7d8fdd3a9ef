import { api } from '../../../lib/api';
import type { AuthUser } from './authState';

export const setupFirstAdmin = (usuario: string, password: string, codigo?: string) =>
  api.post<{ user: AuthUser }>('/api/auth/setup', { usuario, password, ...(codigo ? { codigo } : {}) });
