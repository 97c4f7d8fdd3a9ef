import type { Device } from '@reloj/contract/devices';
import { useInvalidatingMutation, type MutationCallbacks } from '../../../api/useInvalidatingMutation';
import { api } from '../../../lib/api';
import { devicesKey } from './listDevices';

/** POST /api/devices/{id}/reject → the device; the list is read again whatever the outcome. */
export const useRejectDevice = (callbacks: MutationCallbacks<Device, Device>) =>
  useInvalidatingMutation([devicesKey], {
    mutationFn: (device: Device) => api.post<Device>(`/api/devices/${device.id}/reject`, {}),
    ...callbacks,
  });
