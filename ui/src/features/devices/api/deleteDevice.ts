import type { Device } from '@reloj/contract/devices';
import { useInvalidatingMutation, type MutationCallbacks } from '../../../api/useInvalidatingMutation';
import { api } from '../../../lib/api';
import { devicesKey } from './listDevices';

/**
 * DELETE /api/devices/{id} → 204. 409 when the device has punches (they keep pointing at it), 404 when unknown. The
 * list is read again whatever the outcome.
 */
export const useDeleteDevice = (callbacks: MutationCallbacks<void, Device>) =>
  useInvalidatingMutation([devicesKey], {
    mutationFn: (device: Device) => api.delete(`/api/devices/${device.id}`),
    ...callbacks,
  });
