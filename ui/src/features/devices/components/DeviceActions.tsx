import type { Device } from '@reloj/contract/devices';
import { ConfirmButton } from '../../../components/ConfirmButton';
import { EditDeleteButtons } from '../../../components/EditDeleteButtons';

type DeviceActionsProps = {
  device: Device;
  busy: boolean;
  onApprove: (device: Device) => void;
  onReject: (device: Device) => void;
  onEdit: (device: Device) => void;
  onDelete: (device: Device) => void;
};

/** How the confirmations name a device: its name, or its code while it has none. */
const deviceName = (device: Device) => device.nombre ?? device.codigo;

/**
 * 'Aprobar' for a pending or rejected device, 'Rechazar' for a pending or approved one (asking first
 * when it is approved: that kiosk stops working at once), 'Editar', and 'Borrar' (asking first) for a device
 * that should no longer be listed; the server refuses it when the device has punches.
 */
export function DeviceActions({ device, busy, onApprove, onReject, onEdit, onDelete }: DeviceActionsProps) {
  const { status } = device;
  return (
    <div className="row-actions device-actions">
      {status !== 'approved' && (
        <button type="button" className="button button--small button--primary" disabled={busy} onClick={() => onApprove(device)}>
          Aprobar
        </button>
      )}
      {status === 'pending' && (
        <button type="button" className="button button--small button--danger" disabled={busy} onClick={() => onReject(device)}>
          Rechazar
        </button>
      )}
      {status === 'approved' && (
        <ConfirmButton
          className="button button--small button--danger"
          disabled={busy}
          question={`¿Rechazar el dispositivo ${deviceName(device)}?`}
          details="Ese reloj checador deja de funcionar en este momento. Se puede volver a aprobar después."
          confirmLabel="Sí, rechazar"
          onConfirm={() => onReject(device)}
        >
          Rechazar
        </ConfirmButton>
      )}
      <EditDeleteButtons
        disabled={busy}
        confirm={{
          question: `¿Eliminar el dispositivo ${deviceName(device)}?`,
          details: 'Deja de aparecer en la lista. Si ese equipo vuelve a abrir el reloj checador, aparecerá otra vez como pendiente.',
          label: 'Sí, eliminar',
        }}
        onEdit={() => onEdit(device)}
        onDelete={() => onDelete(device)}
      />
    </div>
  );
}
