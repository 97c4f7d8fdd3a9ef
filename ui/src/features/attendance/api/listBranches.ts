import { api } from '../../../lib/api';
import type { Option } from '../types';

/** GET /api/sucursales: the branch filter's choices. */
export const listBranches = () => api.get<Option[]>('/api/sucursales');
