import type { SessionResponse, SetupRequest } from '@reloj/contract/auth';
import { api } from '../../../lib/api';

/** POST /api/auth/setup → 201 with the first administrator, already signed in. */
export const setupFirstAdmin = ({ codigo, ...body }: SetupRequest) =>
  api.post<SessionResponse>('/api/auth/setup', { ...body, ...(codigo ? { codigo } : {}) });
