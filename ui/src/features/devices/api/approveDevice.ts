import { api } from '../../../lib/api';
import type { Device } from '../types';

/** POST /api/devices/{id}/approve → the device. */
export const approveDevice = (id: number) => api.post<Device>(`/api/devices/${id}/approve`, {});
