import type { Device, DeviceUpdateRequest } from '@reloj/contract/devices';
import { useCallback, useState } from 'react';
import { Banner } from '../../../components/Banner';
import { useBanner } from '../../../components/useBanner';
import { loadStatus } from '../../../lib/loadStatus';
import { useSucursales } from '../../catalogues/api/listCatalogue';
import { useDevices } from '../api/listDevices';
import { useDeviceActions } from '../hooks/useDeviceActions';
import { DeviceActions } from './DeviceActions';
import { DevicesTable } from './DevicesTable';
import { EditDeviceModal } from './EditDeviceModal';
import '../devices.css';

/** 'Dispositivos': the kiosks that asked to work as a time clock, and the administrator's decision on each. */
export function DevicesPage() {
  const list = useDevices();
  const devices = list.data ?? [];
  const status = loadStatus(list);
  // The edit modal's choices; without them it offers only 'Sin sucursal' (saving still reports errors).
  const branches = useSucursales().data ?? [];
  const banner = useBanner();
  const actions = useDeviceActions(banner.show);
  const [editing, setEditing] = useState<Device | null>(null);
  const pending = devices.filter((d) => d.status === 'pending').length;

  const save = useCallback(
    async (changes: DeviceUpdateRequest) => {
      if (editing && (await actions.update(editing, changes))) setEditing(null);
    },
    [actions, editing],
  );

  const startEditing = (device: Device) => {
    banner.dismiss(); // the dialog shows only what happens while it is open
    setEditing(device);
  };

  const bannerElement = <Banner message={banner.message?.text ?? null} tone={banner.message?.tone} onDismiss={banner.dismiss} />;

  return (
    <div className="page">
      <header className="page__header">
        <h1 className="page__title">Dispositivos</h1>
        <p className="page__description">
          Un reloj checador aparece aquí como pendiente la primera vez que se abre. Apruébalo solo si el código de la lista
          coincide con el que muestra su pantalla.
        </p>
      </header>
      {!editing && bannerElement}
      <section className="card card--flush devices" aria-labelledby="devices-list-title">
        <div className="card__header">
          <h2 id="devices-list-title" className="card__title">
            Dispositivos registrados
          </h2>
          {(status === 'ready' || devices.length > 0) && <span className="count-badge">{devices.length}</span>}
          {pending > 0 && (
            <span className="pill devices__pending">{pending === 1 ? '1 pendiente' : `${pending} pendientes`}</span>
          )}
        </div>
        <DevicesTable
          devices={devices}
          status={status}
          error={list.error?.message}
          onRetry={() => void list.refetch()}
          actions={(device) => (
            <DeviceActions
              device={device}
              busy={actions.busyId === device.id}
              onApprove={(d) => void actions.approve(d)}
              onReject={(d) => void actions.reject(d)}
              onEdit={startEditing}
              onDelete={(d) => void actions.remove(d)}
            />
          )}
        />
      </section>
      {editing && (
        <EditDeviceModal device={editing} branches={branches} banner={bannerElement} onCancel={() => setEditing(null)} onSave={save} />
      )}
    </div>
  );
}
