import type { Sucursal } from '@reloj/contract/catalogues';
import { DEVICE_NAME_MAX, type Device, type DeviceUpdateRequest } from '@reloj/contract/devices';
import { useState, type FormEvent, type ReactNode } from 'react';
import { TextField } from '../../../components/TextField';
import { Modal } from '../../../components/Modal';
import { SelectField } from '../../../components/SelectField';
import { ModalFormFooter } from '../../../components/ModalFormFooter';

type EditDeviceModalProps = {
  device: Device;
  branches: readonly Pick<Sucursal, 'id' | 'nombre'>[];
  /** The page's banner, shown inside the dialog while it is open so that errors are seen. */
  banner: ReactNode;
  /** The changes are being saved. */
  busy: boolean;
  onCancel: () => void;
  /** Saves; the parent closes the modal when it succeeds. */
  onSave: (changes: DeviceUpdateRequest) => void;
};

/** Name and branch of one device; nothing changes until 'Guardar Cambios' succeeds. */
export function EditDeviceModal({ device, branches, banner, busy, onCancel, onSave }: EditDeviceModalProps) {
  const [nombre, setNombre] = useState(device.nombre ?? '');
  const [sucursalId, setSucursalId] = useState(device.sucursalId === null ? '' : String(device.sucursalId));
  // A branch the list does not have (yet) stays selectable, so opening and saving never drops it.
  const options =
    branches.some((b) => b.id === device.sucursalId) || device.sucursalId === null
      ? branches
      : [...branches, { id: device.sucursalId, nombre: device.sucursal ?? `Sucursal ${device.sucursalId}` }];

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onSave({ nombre: nombre.trim() || null, sucursalId: sucursalId ? Number(sucursalId) : null });
  }

  return (
    <Modal title="Editar dispositivo" onClose={onCancel}>
      {banner}
      <p className="device-modal__code">
        Código <code className="device-code">{device.codigo}</code>
      </p>
      <form className="form" noValidate onSubmit={handleSubmit}>
        <TextField
          label="Nombre"
          name="nombre"
          maxLength={DEVICE_NAME_MAX}
          autoComplete="off"
          placeholder="Ej. Entrada principal"
          value={nombre}
          onChange={setNombre}
        />
        <SelectField label="Sucursal" name="sucursalId" value={sucursalId} onChange={(event) => setSucursalId(event.target.value)}>
          <option value="">Sin sucursal</option>
          {options.map((b) => (
            <option key={b.id} value={b.id}>
              {b.nombre}
            </option>
          ))}
        </SelectField>
        <ModalFormFooter onCancel={onCancel} busy={busy} submitLabel="Guardar Cambios" />
      </form>
    </Modal>
  );
}
