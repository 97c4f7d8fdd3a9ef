import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import type { BannerTone } from '../../../components/Banner';
import { errorMessage } from '../../../lib/errorMessage';
import { approveDevice } from '../api/approveDevice';
import { deleteDevice } from '../api/deleteDevice';
import { devicesKey } from '../api/listDevices';
import { rejectDevice } from '../api/rejectDevice';
import { updateDevice } from '../api/updateDevice';
import { deviceMessages as messages } from '../messages';
import type { Device, DeviceChanges } from '../types';

type Notify = (text: string, tone?: BannerTone) => void;

const FALLBACK = 'No se pudo completar la acción.';

/**
 * Approve, reject, edit and delete, each reporting to the banner and reloading the list afterwards, whatever
 * the outcome; `busyId` is the device being changed. Each resolves to whether it succeeded.
 */
export function useDeviceActions(notify: Notify) {
  const queryClient = useQueryClient();
  const [busyId, setBusyId] = useState<number | null>(null);

  const run = useCallback(
    async (device: Device, call: () => Promise<string>, failure: (reason: string) => string) => {
      setBusyId(device.id);
      try {
        notify(await call());
        return true;
      } catch (error) {
        notify(failure(errorMessage(error, FALLBACK)), 'error');
        return false;
      } finally {
        await queryClient.invalidateQueries({ queryKey: devicesKey });
        setBusyId(null);
      }
    },
    [notify, queryClient],
  );

  const approve = useCallback(
    (device: Device) => run(device, async () => messages.approved((await approveDevice(device.id)).codigo), messages.failed),
    [run],
  );
  const reject = useCallback(
    (device: Device) => run(device, async () => messages.rejected((await rejectDevice(device.id)).codigo), messages.failed),
    [run],
  );
  const update = useCallback(
    (device: Device, changes: DeviceChanges) =>
      run(device, async () => messages.updated((await updateDevice(device.id, changes)).codigo), messages.failed),
    [run],
  );
  /** A failed delete shows the server's sentence as it is (e.g. the device has punches). */
  const remove = useCallback(
    (device: Device) =>
      run(
        device,
        async () => {
          await deleteDevice(device.id);
          return messages.deleted;
        },
        (reason) => reason,
      ),
    [run],
  );

  return { approve, reject, update, remove, busyId };
}
