import { api } from '../../../lib/api';

export type AuthUser = { id: number; usuario: string };
export type AuthState = { setupRequired: boolean; setupNeedsCode: boolean; user: AuthUser | null };

export const getAuthState = () => api.get<AuthState>('/api/auth/state');
