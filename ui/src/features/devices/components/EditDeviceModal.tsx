import type { Sucursal } from '@reloj/contract/catalogues';
import { DEVICE_NAME_MAX, deviceUpdateSchema, type Device, type DeviceUpdateRequest } from '@reloj/contract/devices';
import { useState, type FormEvent, type ReactNode } from 'react';
import { TextField } from '../../../components/TextField';
import { Modal } from '../../../components/Modal';
import { SelectField } from '../../../components/SelectField';
import { ModalFormFooter } from '../../../components/ModalFormFooter';
import { deviceMessages as messages } from '../messages';

type EditDeviceModalProps = {
  device: Device;
  branches: readonly Pick<Sucursal, 'id' | 'nombre'>[];
  /** The page's banner, shown inside the dialog while it is open so that errors are seen. */
  banner: ReactNode;
  /** The changes are being saved. */
  busy: boolean;
  /**
   * 'Aprobar' (issue 30): the same form names the kiosk and assigns its branch as it is approved; the branch is
   * required when the company has branches.
   */
  approving?: boolean;
  onCancel: () => void;
  /** Saves; the parent closes the modal when it succeeds. */
  onSave: (changes: DeviceUpdateRequest) => void;
};

type Problems = { nombre?: string; sucursalId?: string };

/** Name and branch of one device, for 'Editar' or 'Aprobar'; nothing changes until the form's button succeeds. */
export function EditDeviceModal({ device, branches, banner, busy, approving = false, onCancel, onSave }: EditDeviceModalProps) {
  const [nombre, setNombre] = useState(device.nombre ?? '');
  const [sucursalId, setSucursalId] = useState(device.sucursalId === null ? '' : String(device.sucursalId));
  const [problems, setProblems] = useState<Problems>({});
  // A branch the list does not have (yet) stays selectable, so opening and saving never drops it.
  const options =
    branches.some((b) => b.id === device.sucursalId) || device.sucursalId === null
      ? branches
      : [...branches, { id: device.sucursalId, nombre: device.sucursal ?? `Sucursal ${device.sucursalId}` }];
  const branchRequired = approving && options.length > 0;

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const changes = { nombre: nombre.trim() || null, sucursalId: sucursalId ? Number(sucursalId) : null };
    // The daemon's own rules (PUT and approve share them), so the refusal shows under its field before sending.
    const parsed = deviceUpdateSchema.safeParse(changes);
    const found: Problems = {};
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      if (issue) found[issue.path[0] === 'sucursalId' ? 'sucursalId' : 'nombre'] = issue.message;
    }
    if (branchRequired && changes.sucursalId === null) found.sucursalId = messages.branchRequired;
    setProblems(found);
    if (found.nombre || found.sucursalId) return;
    onSave(changes);
  }

  return (
    <Modal title={approving ? 'Aprobar dispositivo' : 'Editar dispositivo'} onClose={onCancel}>
      {banner}
      <p className="device-modal__code">
        Código <code className="device-code">{device.codigo}</code>
      </p>
      {approving && <p className="device-modal__hint">{messages.approveHint}</p>}
      <form className="form" noValidate onSubmit={handleSubmit}>
        <TextField
          label="Nombre"
          name="nombre"
          maxLength={DEVICE_NAME_MAX}
          autoComplete="off"
          placeholder="Ej. Entrada principal"
          value={nombre}
          onChange={(value) => {
            setNombre(value);
            setProblems((p) => ({ ...p, nombre: undefined }));
          }}
          error={problems.nombre}
        />
        <SelectField
          label="Sucursal"
          name="sucursalId"
          value={sucursalId}
          required={branchRequired}
          error={problems.sucursalId}
          onChange={(event) => {
            setSucursalId(event.target.value);
            setProblems((p) => ({ ...p, sucursalId: undefined }));
          }}
        >
          <option value="">{branchRequired ? 'Elige una sucursal' : 'Sin sucursal'}</option>
          {options.map((b) => (
            <option key={b.id} value={b.id}>
              {b.nombre}
            </option>
          ))}
        </SelectField>
        <ModalFormFooter onCancel={onCancel} busy={busy} submitLabel={approving ? 'Aprobar' : 'Guardar Cambios'} />
      </form>
    </Modal>
  );
}
