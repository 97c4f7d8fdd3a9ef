import { api } from '../../../lib/api';
import type { Device } from '../types';

/** POST /api/devices/{id}/reject → the device. */
export const rejectDevice = (id: number) => api.post<Device>(`/api/devices/${id}/reject`, {});
