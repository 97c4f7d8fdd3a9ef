import type { Device, DeviceUpdateRequest } from '@reloj/contract/devices';
import { useInvalidatingMutation, type MutationCallbacks } from '../../../api/useInvalidatingMutation';
import { api } from '../../../lib/api';
import { devicesKey } from './listDevices';

export type DeviceUpdate = { device: Device; changes: DeviceUpdateRequest };

/** PUT /api/devices/{id} {nombre, sucursalId} (null clears each) → the device; the list is read again whatever the outcome. */
export const useUpdateDevice = (callbacks: MutationCallbacks<Device, DeviceUpdate>) =>
  useInvalidatingMutation([devicesKey], {
    mutationFn: ({ device, changes }: DeviceUpdate) => api.put<Device>(`/api/devices/${device.id}`, changes),
    ...callbacks,
  });
