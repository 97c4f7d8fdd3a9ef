import type { Device, DeviceApproveRequest } from '@reloj/contract/devices';
import { useInvalidatingMutation, type MutationCallbacks } from '../../../api/useInvalidatingMutation';
import { api } from '../../../lib/api';
import { devicesKey } from './listDevices';

export type DeviceApproval = { device: Device; changes: DeviceApproveRequest };

/** POST /api/devices/{id}/approve {nombre, sucursalId} → the device, approved and named at once; the list is read again whatever the outcome. */
export const useApproveDevice = (callbacks: MutationCallbacks<Device, DeviceApproval>) =>
  useInvalidatingMutation([devicesKey], {
    mutationFn: ({ device, changes }: DeviceApproval) => api.post<Device>(`/api/devices/${device.id}/approve`, changes),
    ...callbacks,
  });
