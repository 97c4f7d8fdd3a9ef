import type { Device } from '@reloj/contract/devices';
import { api } from '../../../lib/api';

/** POST /api/devices/{id}/approve → the device. */
export const approveDevice = (id: number) => api.post<Device>(`/api/devices/${id}/approve`, {});
