import type { Device, DeviceUpdateRequest } from '@reloj/contract/devices';
import { useCallback, useState } from 'react';
import { useListAction, type Notify } from '../../../components/useListAction';
import { errorMessage } from '../../../lib/errorMessage';
import { approveDevice } from '../api/approveDevice';
import { deleteDevice } from '../api/deleteDevice';
import { devicesKey } from '../api/listDevices';
import { rejectDevice } from '../api/rejectDevice';
import { updateDevice } from '../api/updateDevice';
import { deviceMessages as messages } from '../messages';

const FALLBACK = 'No se pudo completar la acción.';
const reason = (error: unknown) => errorMessage(error, FALLBACK);
const failed = (error: unknown) => messages.failed(reason(error));

/**
 * Approve, reject, edit and delete, each reporting to the banner and reloading the list afterwards, whatever
 * the outcome; `busyId` is the device being changed. Each resolves to whether it succeeded.
 */
export function useDeviceActions(notify: Notify) {
  const runAction = useListAction(notify, devicesKey);
  const [busyId, setBusyId] = useState<number | null>(null);

  const run = useCallback(
    async (device: Device, call: () => Promise<string>, failure: (error: unknown) => string) => {
      setBusyId(device.id);
      try {
        return await runAction(call, failure);
      } finally {
        setBusyId(null);
      }
    },
    [runAction],
  );

  const approve = useCallback((device: Device) => run(device, async () => messages.approved((await approveDevice(device.id)).codigo), failed), [run]);
  const reject = useCallback((device: Device) => run(device, async () => messages.rejected((await rejectDevice(device.id)).codigo), failed), [run]);
  const update = useCallback(
    (device: Device, changes: DeviceUpdateRequest) => run(device, async () => messages.updated((await updateDevice(device.id, changes)).codigo), failed),
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
        reason,
      ),
    [run],
  );

  return { approve, reject, update, remove, busyId };
}
