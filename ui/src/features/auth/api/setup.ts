import { useMutation } from '@tanstack/react-query';
import type { SessionResponse, SetupRequest } from '@reloj/contract/auth';
import { api } from '../../../lib/api';

/** POST /api/auth/setup → 201 with the first administrator, already signed in (the next screen reads who is signed in afresh). */
export const useSetupFirstAdmin = () =>
  useMutation({
    mutationFn: ({ codigo, ...body }: SetupRequest) => api.post<SessionResponse>('/api/auth/setup', { ...body, ...(codigo ? { codigo } : {}) }),
  });
