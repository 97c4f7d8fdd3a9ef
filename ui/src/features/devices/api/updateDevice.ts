import type { Device, DeviceUpdateRequest } from '@reloj/contract/devices';
import { api } from '../../../lib/api';

/** PUT /api/devices/{id} {nombre, sucursalId} (null clears each) → the device. */
export const updateDevice = (id: number, changes: DeviceUpdateRequest) => api.put<Device>(`/api/devices/${id}`, changes);
