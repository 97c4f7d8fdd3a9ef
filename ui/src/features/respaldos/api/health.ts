import { api } from '../../../lib/api';

/** GET /api/health (public): answered again once the restarted box is up. */
export const getHealth = () => api.get<{ ok: boolean }>('/api/health');
