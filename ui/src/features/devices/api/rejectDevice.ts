import type { Device } from '@reloj/contract/devices';
import { api } from '../../../lib/api';

/** POST /api/devices/{id}/reject → the device. */
export const rejectDevice = (id: number) => api.post<Device>(`/api/devices/${id}/reject`, {});
