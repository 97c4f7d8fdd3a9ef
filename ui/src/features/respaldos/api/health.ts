import { api } from '../../../lib/api';

/** GET /api/health (public): answered again once the restarted box is up, with a new `arranque`. */
export const getHealth = () => api.get<{ ok: boolean; arranque?: string }>('/api/health');
