import type { Device } from '@reloj/contract/devices';
import { useState } from 'react';
import { useSucursales } from '../../../api/catalogues';
import { BannerFor } from '../../../components/Banner';
import { useBanner } from '../../../components/useBanner';
import { errorMessage } from '../../../lib/errorMessage';
import { listLoad, loadStatus } from '../../../lib/loadStatus';
import { useApproveDevice } from '../api/approveDevice';
import { useDeleteDevice } from '../api/deleteDevice';
import { useDevices } from '../api/listDevices';
import { useRejectDevice } from '../api/rejectDevice';
import { useUpdateDevice } from '../api/updateDevice';
import { deviceMessages as messages } from '../messages';
import { DeviceActions } from './DeviceActions';
import { DevicesTable } from './DevicesTable';
import { EditDeviceModal } from './EditDeviceModal';
import { AdminPage } from '../../../components/AdminPage';
import { CardHeader } from '../../../components/CardHeader';
import '../devices.css';

const FALLBACK = 'No se pudo completar la acción.';
const reason = (error: unknown) => errorMessage(error, FALLBACK);

/**
 * 'Dispositivos': the kiosks that asked to work as a time clock, and the administrator's decision on each. Each
 * decision reports to the banner and the list is read again afterwards, whatever the outcome.
 */
export function DevicesPage() {
  const list = useDevices();
  const devices = list.data ?? [];
  const status = loadStatus(list);
  // The edit modal's choices; without them it offers only 'Sin sucursal' (saving still reports errors).
  const branches = useSucursales().data ?? [];
  const banner = useBanner();
  const { show } = banner;
  /** The device whose dialog is open: 'Editar', or 'Aprobar' (its name and branch chosen as it is approved). */
  const [dialog, setDialog] = useState<{ device: Device; approving: boolean } | null>(null);
  const pending = devices.filter((d) => d.status === 'pending').length;

  const failed = (error: unknown) => show(messages.failed(reason(error)), 'error');
  const approve = useApproveDevice({ onSuccess: (device) => show(messages.approved(device.codigo), 'success'), onError: failed });
  const reject = useRejectDevice({ onSuccess: (device) => show(messages.rejected(device.codigo), 'success'), onError: failed });
  const update = useUpdateDevice({ onSuccess: (device) => show(messages.updated(device.codigo), 'success'), onError: failed });
  // A failed delete shows the server's sentence as it is (e.g. the device has punches).
  const remove = useDeleteDevice({ onSuccess: () => show(messages.deleted, 'success'), onError: (error) => show(reason(error), 'error') });
  /** The device being changed. */
  const busyId =
    [reject, remove].find((m) => m.isPending)?.variables?.id ??
    (update.isPending ? update.variables?.device.id : undefined) ??
    (approve.isPending ? approve.variables?.device.id : undefined);

  const openDialog = (approving: boolean) => (device: Device) => {
    banner.dismiss(); // the dialog shows only what happens while it is open
    setDialog({ device, approving });
  };
  const save = dialog?.approving ? approve : update;

  return (
    <AdminPage
      title="Dispositivos"
      description="Un reloj checador aparece aquí como pendiente la primera vez que se abre. Apruébalo solo si el código de la lista coincide con el que muestra su pantalla."
      banner={banner}
      showBanner={!dialog}
    >
      <section className="card card--flush devices" aria-labelledby="devices-list-title">
        <CardHeader id="devices-list-title" title="Dispositivos registrados" count={status === 'ready' || devices.length > 0 ? devices.length : null}>
          {pending > 0 && <span className="pill tone-warn">{pending === 1 ? '1 pendiente' : `${pending} pendientes`}</span>}
        </CardHeader>
        <DevicesTable
          devices={devices}
          {...listLoad(list)}
          actions={(device) => (
            <DeviceActions
              device={device}
              busy={busyId === device.id}
              onApprove={openDialog(true)}
              onReject={(d) => reject.mutate(d)}
              onEdit={openDialog(false)}
              onDelete={(d) => remove.mutate(d)}
            />
          )}
        />
      </section>
      {dialog && (
        <EditDeviceModal
          approving={dialog.approving}
          device={dialog.device}
          branches={branches}
          banner={<BannerFor banner={banner} />}
          busy={save.isPending}
          onCancel={() => setDialog(null)}
          onSave={(changes) => save.mutate({ device: dialog.device, changes }, { onSuccess: () => setDialog(null) })}
        />
      )}
    </AdminPage>
  );
}
