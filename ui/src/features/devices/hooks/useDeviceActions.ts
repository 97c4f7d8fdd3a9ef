import { useCallback, useState } from 'react';
import type { BannerTone } from '../../../components/Banner';
import { approveDevice } from '../api/approveDevice';
import { rejectDevice } from '../api/rejectDevice';
import { updateDevice } from '../api/updateDevice';
import { deviceMessages as messages } from '../messages';
import type { Device, DeviceChanges } from '../types';

type Options = {
  notify: (text: string, tone?: BannerTone) => void;
  /** Reloads the list; called after every action, whatever the outcome. */
  reload: () => Promise<void>;
};

const reasonOf = (error: unknown) => (error instanceof Error ? error.message : 'No se pudo completar la acción.');

/** Approve, reject and edit, each reporting to the banner; `busyId` is the device being changed. */
export function useDeviceActions({ notify, reload }: Options) {
  const [busyId, setBusyId] = useState<number | null>(null);

  const run = useCallback(
    async (device: Device, call: () => Promise<Device>, success: (codigo: string) => string) => {
      setBusyId(device.id);
      try {
        const after = await call();
        notify(success(after.codigo));
        return true;
      } catch (error) {
        notify(messages.failed(reasonOf(error)), 'error');
        return false;
      } finally {
        await reload();
        setBusyId(null);
      }
    },
    [notify, reload],
  );

  const approve = useCallback((device: Device) => run(device, () => approveDevice(device.id), messages.approved), [run]);
  const reject = useCallback((device: Device) => run(device, () => rejectDevice(device.id), messages.rejected), [run]);
  const update = useCallback(
    (device: Device, changes: DeviceChanges) => run(device, () => updateDevice(device.id, changes), messages.updated),
    [run],
  );

  return { approve, reject, update, busyId };
}
