import { api } from '../../../lib/api';
import type { Device, DeviceChanges } from '../types';

/** PUT /api/devices/{id} {nombre, sucursalId} → the device. */
export const updateDevice = (id: number, changes: DeviceChanges) => api.put<Device>(`/api/devices/${id}`, changes);
